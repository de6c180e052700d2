import type { Permission } from '@kheyr/contracts/permissions'
import { paths } from './paths.ts'

export type DashboardItem = {
  /** The route name; its title is `titles.<key>`. */
  key: string
  path: string
  /** Any one of these lets the user see the entry; none means every panel user. */
  permissions?: Permission[]
  group?: 'giving' | 'people' | 'content' | 'system'
  /** The entry this page sits under, for breadcrumbs. */
  parent?: string
  /** Shown in breadcrumbs only, not in the drawer. */
  hidden?: boolean
  /** Only the super-admin sees it (the server log). */
  superAdmin?: boolean
}

/**
 * The dashboard's sections, declared once: the drawer lists them and breadcrumbs climb them.
 */
export const dashboardItems: DashboardItem[] = [
  { key: 'dashboard', path: paths.dashboard.home },
  {
    key: 'dashboard-transactions-name',
    path: paths.dashboard.transactions(),
    permissions: ['transactions.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-bills',
    path: paths.dashboard.bills,
    permissions: ['bills.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-campaign',
    path: paths.dashboard.campaign,
    permissions: ['campaigns.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-campaign-id',
    path: paths.dashboard.campaign,
    permissions: ['campaigns.view'],
    group: 'giving',
    parent: 'dashboard-campaign',
    hidden: true,
  },
  {
    key: 'dashboard-user-subscriptions',
    path: paths.dashboard.userSubscriptions,
    permissions: ['user-subscriptions.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-crowns',
    path: paths.dashboard.crowns,
    permissions: ['crowns.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-chests',
    path: paths.dashboard.chests,
    permissions: ['chests.view', 'chest-discharges.view'],
    group: 'giving',
  },
  {
    key: 'dashboard-needies',
    path: paths.dashboard.needies,
    permissions: ['needies.view'],
    group: 'people',
  },
  {
    key: 'dashboard-needies-dependents',
    path: paths.dashboard.dependents,
    permissions: ['needies-dependents.view'],
    group: 'people',
    parent: 'dashboard-needies',
  },
  {
    key: 'dashboard-needies-helps',
    path: paths.dashboard.helps,
    permissions: ['needies-helps.view'],
    group: 'people',
    parent: 'dashboard-needies',
  },
  {
    key: 'dashboard-sliders',
    path: paths.dashboard.sliders,
    permissions: ['sliders.view'],
    group: 'content',
  },
  {
    key: 'dashboard-media',
    path: paths.dashboard.media,
    permissions: ['medias.view'],
    group: 'content',
  },
  {
    key: 'dashboard-contact',
    path: paths.dashboard.contact,
    permissions: ['contacts.view'],
    group: 'content',
  },
  {
    key: 'dashboard-contact-settings',
    path: paths.dashboard.contactSettings,
    permissions: ['contacts.update'],
    group: 'content',
    parent: 'dashboard-contact',
    hidden: true,
  },
  {
    key: 'dashboard-users',
    path: paths.dashboard.users,
    permissions: ['users.view'],
    group: 'system',
  },
  {
    key: 'dashboard-users-roles',
    path: paths.dashboard.roles,
    permissions: ['roles.view'],
    group: 'system',
    parent: 'dashboard-users',
  },
  { key: 'dashboard-sms', path: paths.dashboard.sms, permissions: ['sms.view'], group: 'system' },
  {
    key: 'dashboard-sms-settings',
    path: paths.dashboard.smsSettings,
    permissions: ['sms.update'],
    group: 'system',
    parent: 'dashboard-sms',
    hidden: true,
  },
  {
    key: 'dashboard-settings',
    path: paths.dashboard.settings,
    // Crown types and ceremony locations are settings sections with groups of their own.
    permissions: ['settings.view', 'crown-types.view', 'crown-locations.view', 'crowns.view'],
    group: 'system',
  },
  {
    key: 'dashboard-settings-static-page',
    path: paths.dashboard.settings,
    permissions: ['settings.view'],
    group: 'system',
    parent: 'dashboard-settings',
    hidden: true,
  },
  { key: 'dashboard-logs', path: paths.dashboard.logs, superAdmin: true, group: 'system' },
  {
    key: 'dashboard-subscriptions',
    path: paths.dashboard.subscriptions,
    hidden: true,
  },
]

export const dashboardItem = (key: string) => dashboardItems.find((i) => i.key === key)

/** The chain of items from the dashboard home down to `key`, for breadcrumbs. */
export function dashboardTrail(key: string): DashboardItem[] {
  const trail: DashboardItem[] = []
  let item = dashboardItem(key)
  while (item) {
    trail.unshift(item)
    item = item.parent ? dashboardItem(item.parent) : undefined
  }
  if (trail[0]?.key !== 'dashboard') trail.unshift(dashboardItem('dashboard')!)
  return trail
}
