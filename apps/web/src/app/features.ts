import { accountFeature } from '#features/account/feature.ts'
import { backupsFeature } from '#features/backups/feature.ts'
import { authFeature } from '#features/auth/feature.ts'
import { campaignsFeature } from '#features/campaigns/feature.ts'
import { charitiesFeature } from '#features/charities/feature.ts'
import { chestsFeature } from '#features/chests/feature.ts'
import { contactsFeature } from '#features/contacts/feature.ts'
import { crownsFeature } from '#features/crowns/feature.ts'
import { dashboardFeature } from '#features/dashboard/feature.ts'
import { homeFeature } from '#features/home/feature.ts'
import { logsFeature } from '#features/logs/feature.ts'
import { mediaFeature } from '#features/media/feature.ts'
import { neediesFeature } from '#features/needies/feature.ts'
import { notificationsFeature } from '#features/notifications/feature.ts'
import { obligationsFeature } from '#features/obligations/feature.ts'
import { paymentsFeature } from '#features/payments/feature.ts'
import { receiptsFeature } from '#features/receipts/feature.ts'
import { reportsFeature } from '#features/reports/feature.ts'
import { settingsFeature } from '#features/settings/feature.ts'
import { slidersFeature } from '#features/sliders/feature.ts'
import { smsFeature } from '#features/sms/feature.ts'
import { staticPagesFeature } from '#features/static-pages/feature.ts'
import { subscriptionsFeature } from '#features/subscriptions/feature.ts'
import { usersFeature } from '#features/users/feature.ts'
import { defineFeature, type FeatureRoute, type SettingsSection } from '#lib/feature.ts'

/**
 * The home page shows other features' pieces (featured campaigns), so the app composes it
 * (`home-route.tsx`) and the home feature imports no other.
 */
const composedHome = defineFeature({
  ...homeFeature,
  routes: homeFeature.routes?.map((route) =>
    route.name === 'index' ? { ...route, load: () => import('./home-route.tsx') } : route,
  ),
})

/**
 * The route table: every feature of the web app. A feature declares its pages and settings tabs
 * in its own `feature.ts`; adding one is a line here (plus its `paths` entry and drawer item).
 */
export const features = [
  composedHome,
  authFeature,
  accountFeature,
  charitiesFeature,
  obligationsFeature,
  paymentsFeature,
  receiptsFeature,
  campaignsFeature,
  crownsFeature,
  subscriptionsFeature,
  notificationsFeature,
  staticPagesFeature,
  dashboardFeature,
  reportsFeature,
  usersFeature,
  smsFeature,
  contactsFeature,
  neediesFeature,
  chestsFeature,
  slidersFeature,
  mediaFeature,
  settingsFeature,
  logsFeature,
  backupsFeature,
]

export const featureRoutes: FeatureRoute[] = features.flatMap((f) => f.routes ?? [])

/** A page's declaration by its route name (the drawer takes its permissions from here). */
export const routeByName = new Map(featureRoutes.map((r) => [r.name, r]))

export const settingsSections: SettingsSection[] = features
  .flatMap((f) => f.settingsSections ?? [])
  .sort((a, b) => a.order - b.order)
