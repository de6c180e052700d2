/** The spec's 27 permission groups, in its order, then ours (`reports`). */
export const PERMISSION_GROUPS = [
  'users',
  'roles',
  'medias',
  'bills',
  'crowns',
  'crown-locations',
  'crown-types',
  'chests',
  'chest-types',
  'chest-materials',
  'chest-discharges',
  'needies',
  'needies-dependents',
  'needies-helps',
  'needy-visits',
  'subscriptions',
  'user-subscriptions',
  'sliders',
  'settings',
  'charity-types',
  'categories',
  'charity-price',
  'campaigns',
  'campaign-reports',
  'contacts',
  'transactions',
  'sms',
  /** The charity's numbers: income reports and the day's reconciliation (view only). */
  'reports',
] as const
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number]

export const PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** Groups that are read, never changed: they have `view` alone. */
const VIEW_ONLY_GROUPS = ['reports'] as const satisfies readonly PermissionGroup[]
type ViewOnlyGroup = (typeof VIEW_ONLY_GROUPS)[number]
/** Groups whose records are made, changed and deleted (a dashboard resource's group). */
export type EditableGroup = Exclude<PermissionGroup, ViewOnlyGroup>
const actionsOf = (group: PermissionGroup): readonly PermissionAction[] =>
  (VIEW_ONLY_GROUPS as readonly string[]).includes(group) ? ['view'] : PERMISSION_ACTIONS

/** Actions beyond the four that only some groups have. */
export const EXTRA_PERMISSIONS = [
  'users.impersonate',
  'crowns.print',
  'sms.send',
  'transactions.export',
  'needies.export',
] as const

export type Permission =
  | `${EditableGroup}.${PermissionAction}`
  | `${ViewOnlyGroup}.view`
  | (typeof EXTRA_PERMISSIONS)[number]

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...PERMISSION_GROUPS.flatMap((group) =>
    actionsOf(group).map((action) => `${group}.${action}` as Permission),
  ),
  ...EXTRA_PERMISSIONS,
]

export const permissionsOf = (...groups: PermissionGroup[]): Permission[] =>
  ALL_PERMISSIONS.filter((p) => groups.some((g) => p.startsWith(`${g}.`)))

export const SUPER_ADMIN = 'super-admin'

/** The roles a fresh database is seeded with (DOMAIN.md, "People and access"). */
export const SEEDED_ROLES: readonly {
  name: string
  title: string
  permissions: readonly Permission[]
}[] = [
  { name: SUPER_ADMIN, title: 'مدیر کل', permissions: [] },
  {
    name: 'admin',
    title: 'مدیر',
    permissions: ALL_PERMISSIONS.filter((p) => p !== 'users.impersonate'),
  },
  {
    name: 'operator',
    title: 'کارشناس مددجویان',
    // Exporting the registry (national codes, incomes, addresses) is the admin's call.
    permissions: permissionsOf('needies', 'needies-helps', 'needies-dependents').filter(
      (p) => p !== 'needies.export',
    ),
  },
  {
    name: 'researcher',
    title: 'پژوهشگر',
    permissions: [...permissionsOf('needy-visits'), 'needies.view'],
  },
  {
    name: 'accountant',
    title: 'حسابدار',
    permissions: [...permissionsOf('bills', 'transactions', 'reports'), 'transactions.export'],
  },
  {
    name: 'drainer',
    title: 'تخلیه‌کنندهٔ صندوق',
    permissions: [...permissionsOf('chest-discharges'), 'chests.view'],
  },
]

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value)

/** Whether the identity may do `permission`; super-admin passes every check. */
export function can(
  user: { roles: readonly string[]; permissions: readonly string[] } | null,
  permission: string,
) {
  if (!user) return false
  return user.roles.includes('super-admin') || user.permissions.includes(permission)
}
