import type { Permission } from '@kheyr/contracts/permissions'
import type { ComponentType } from 'react'

export type SettingsSectionEntry = {
  /** The tab's key, kept in the address: `/dashboard/settings?section=general`. */
  key: string
  /** Its title, `namespace:key`. */
  title: string
  /** Any one of these shows the tab (the server checks each call again). */
  permissions: Permission[]
  load: () => Promise<{ default: ComponentType }>
}

/**
 * The sections of `/dashboard/settings`, in the spec's order. A feature adds its own section
 * here (a lazy page module); the settings page lists whatever the user may see.
 */
export const settingsSections: SettingsSectionEntry[] = [
  {
    key: 'general',
    title: 'settings:sections.general',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/general-section.tsx'),
  },
  {
    key: 'slider',
    title: 'settings:sections.slider',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/slider-section.tsx'),
  },
  {
    key: 'crowns',
    title: 'crowns:settings.typesTitle',
    permissions: ['crown-types.view', 'crowns.view'],
    load: () => import('../features/crowns/components/crown-types-section.tsx'),
  },
  {
    key: 'charities',
    title: 'charities:settings.sectionTitle',
    permissions: ['charity-types.view', 'charity-price.view'],
    load: () => import('../features/charities/components/charity-types-section.tsx'),
  },
  {
    key: 'locations',
    title: 'crowns:settings.locationsTitle',
    permissions: ['crown-locations.view'],
    load: () => import('../features/crowns/components/locations-section.tsx'),
  },
  {
    key: 'static-pages',
    title: 'static-pages:sectionTitle',
    permissions: ['settings.view'],
    load: () => import('../features/static-pages/components/static-pages-section.tsx'),
  },
  {
    key: 'social',
    title: 'settings:sections.social',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/social-section.tsx'),
  },
  {
    key: 'contact',
    title: 'settings:sections.contact',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/contact-section.tsx'),
  },
  {
    key: 'app',
    title: 'settings:sections.app',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/app-links-section.tsx'),
  },
  {
    key: 'android',
    title: 'settings:sections.android',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/android-section.tsx'),
  },
  {
    key: 'map',
    title: 'settings:sections.map',
    permissions: ['settings.view'],
    load: () => import('../features/settings/sections/map-section.tsx'),
  },
  {
    key: 'gateways',
    title: 'payments:gatewaysTitle',
    permissions: ['settings.view'],
    load: () => import('../features/payments/components/gateways-section.tsx'),
  },
]
