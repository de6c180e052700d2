/** The spec's 27 permission groups, in its order. */
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
] as const
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number]

export const PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** Actions beyond the four that only some groups have. */
export const EXTRA_PERMISSIONS = [
  'users.impersonate',
  'crowns.print',
  'sms.send',
  'transactions.export',
  'needies.export',
] as const

export type Permission =
  `${PermissionGroup}.${PermissionAction}` | (typeof EXTRA_PERMISSIONS)[number]

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...PERMISSION_GROUPS.flatMap((group) =>
    PERMISSION_ACTIONS.map((action) => `${group}.${action}` as Permission),
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
    permissions: [...permissionsOf('bills', 'transactions'), 'transactions.export'],
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
