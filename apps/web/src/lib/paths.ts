import { isWayBack } from '@kheyr/contracts/links'

/**
 * A path with a parameter: called, it builds a link (`paths.charity.show(5)` is `/charity/5`);
 * its `pattern` is what the route table matches (`/charity/:id`).
 */
export type ParamPath<A extends unknown[] = [id: number | string]> = ((...args: A) => string) & {
  pattern: string
}

/** One parameter, put in place of the pattern's `:name`. */
const param = (pattern: string): ParamPath =>
  Object.assign((value: number | string) => pattern.replace(/:\w+/, String(value)), { pattern })

/** A link builder whose links do not simply fill the pattern in. */
const custom = <A extends unknown[]>(pattern: string, build: (...args: A) => string) =>
  Object.assign(build, { pattern }) as ParamPath<A>

/**
 * Every route path of the web app, in one place (spec, section 2): the route table takes its
 * patterns from here and every link its addresses.
 */
export const paths = {
  home: '/',
  signin: custom('/auth/signin', (redirect?: string) =>
    redirect && redirect !== '/'
      ? `/auth/signin?redirect=${encodeURIComponent(redirect)}`
      : '/auth/signin',
  ),
  campaign: { list: '/campaign', show: param('/campaign/:slug') },
  charity: {
    overview: '/charity',
    all: '/charity/all',
    create: param('/charity/create/:slug'),
    show: param('/charity/:id'),
    payAll: '/charity/pay-all',
  },
  chest: {
    landing: '/chest',
    create: '/chest/create',
    show: param('/chest/:id'),
    /** "My chests": a signed-in owner's boxes. */
    mine: '/profile/chests',
  },
  contactUs: {
    create: '/contact-us',
    all: '/contact-us/all',
    show: param('/contact-us/:id'),
  },
  crown: '/crown',
  /** Religious obligations paid at the year's rates (fitriyeh, kaffara, fidyah...). */
  obligation: { list: '/obligation', show: param('/obligation/:slug') },
  notifications: '/notifications',
  profile: '/profile',
  bills: '/profile/bills',
  /** A donor's yearly statement (`?year=1405`), printable, with its PDF. */
  statement: '/profile/statement',
  myCrowns: '/profile/crowns',
  transactions: '/profile/transactions',
  staticPage: param('/static_page/:slug'),
  subscription: {
    list: '/subscription',
    create: param('/subscription/create/:slug'),
    show: param('/subscription/:id'),
    /** A reminder's pay link (no sign-in needed). */
    pay: param('/subscription/pay/:token'),
  },
  verify: '/verify',
  dashboard: {
    home: '/dashboard',
    subscriptions: '/dashboard/subscriptions',
    bills: '/dashboard/bills',
    campaign: '/dashboard/campaign',
    campaignShow: param('/dashboard/campaign/:id'),
    chests: '/dashboard/chests',
    chestDischarges: '/dashboard/chests/discharges',
    chestRound: '/dashboard/chests/round',
    chestTypes: '/dashboard/chests/types',
    chestMaterials: '/dashboard/chests/materials',
    contact: '/dashboard/contact',
    contactSettings: '/dashboard/contact/settings',
    crowns: '/dashboard/crowns',
    crownsListPrint: '/dashboard/crowns/list-print',
    crownPrint: custom(
      '/dashboard/crowns/:print',
      (id: number | string) => `/dashboard/crowns/print-${id}`,
    ),
    needies: '/dashboard/needies',
    reports: '/dashboard/reports',
    reconciliation: '/dashboard/reports/reconciliation',
    refunds: '/dashboard/refunds',
    obligations: '/dashboard/obligations',
    needyCreate: '/dashboard/needies/create',
    needy: param('/dashboard/needies/:id'),
    needyEdit: param('/dashboard/needies/:id/edit'),
    dependents: '/dashboard/needies/dependents',
    helps: '/dashboard/needies/helps',
    settings: '/dashboard/settings',
    staticPage: param('/dashboard/settings/static-pages/:id') as ParamPath<[id: number | 'new']>,
    sliders: '/dashboard/sliders',
    sms: '/dashboard/sms',
    smsSettings: '/dashboard/sms/settings',
    transactions: custom(
      '/dashboard/transactions/:name',
      (name: string = 'all') => `/dashboard/transactions/${name}`,
    ),
    userSubscriptions: '/dashboard/user-subscriptions',
    users: '/dashboard/users',
    roles: '/dashboard/users/roles',
    media: '/dashboard/media',
    logs: '/dashboard/logs',
    backups: '/dashboard/backups',
  },
} as const

/** A route's path: a plain one, or one with a parameter. */
/** The id of the home page's giving choices, where a guest gives without an account. */
export const GIVING_CHOICES_ID = 'give'
/** The home page's giving choices: where guests are led to give (giving needs no account). */
export const givingChoices = `${paths.home}#${GIVING_CHOICES_ID}`

export type RoutePath = string | ParamPath<never>

/** What the router matches for `path`. */
export const patternOf = (path: RoutePath) => (typeof path === 'string' ? path : path.pattern)

/** A dashboard path is any path containing 'dashboard' (spec, section 2). */
export const isDashboardPath = (pathname: string) => pathname.includes('dashboard')

/** Only same-site paths: a crafted link must not send people elsewhere after sign-in. */
export const safeRedirect = (value: string | null | undefined) =>
  isWayBack(value) ? value : paths.home
