// Free of zod, so public pages can use it cheaply.

/**
 * The icons a kind of giving may show (Material icon names, outlined), picked in the dashboard
 * from pictures with Persian names; the web serves each as `/charity-icons/<name>.svg`
 * (`scripts/charity-icons.mjs` writes them).
 */
export const CHARITY_ICONS = [
  'volunteer_activism',
  'favorite',
  'payments',
  'handshake',
  'mosque',
  'menu_book',
  'rice_bowl',
  'restaurant',
  'bakery_dining',
  'water_drop',
  'local_hospital',
  'medical_services',
  'child_care',
  'school',
  'elderly',
  'family_restroom',
  'home',
  'checkroom',
  'accessible',
  'diversity_3',
  'redeem',
  'local_florist',
  'park',
] as const
export type CharityIcon = (typeof CHARITY_ICONS)[number]
/** What a kind of giving shows when no icon was picked. */
export const DEFAULT_CHARITY_ICON: CharityIcon = 'volunteer_activism'

/**
 * Icons once offered and since withdrawn, and what a kind that still has one shows: the piggy
 * bank stood for zakat, and a pig on Islamic giving offends the donors it is for.
 */
const WITHDRAWN: Record<string, CharityIcon> = { savings: 'payments' }

/** A stored icon name as the pages show it: one of the list, else the default. */
export const charityIcon = (name: string | null | undefined): CharityIcon =>
  (CHARITY_ICONS as readonly string[]).includes(name ?? '')
    ? (name as CharityIcon)
    : (WITHDRAWN[name ?? ''] ?? DEFAULT_CHARITY_ICON)
