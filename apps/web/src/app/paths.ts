import { isSafeLink } from '@kheyr/contracts/links'

/** Every route path of the web app, in one place (spec, section 2). */
export const paths = {
  home: '/',
  signin: (redirect?: string) =>
    redirect && redirect !== '/'
      ? `/auth/signin?redirect=${encodeURIComponent(redirect)}`
      : '/auth/signin',
  campaign: { list: '/campaign', show: (slug: string) => `/campaign/${slug}` },
  charity: {
    overview: '/charity',
    all: '/charity/all',
    create: (slug: string) => `/charity/create/${slug}`,
    show: (id: number | string) => `/charity/${id}`,
    payAll: '/charity/pay-all',
  },
  chest: {
    landing: '/chest',
    create: '/chest/create',
    show: (id: number | string) => `/chest/${id}`,
  },
  contactUs: {
    create: '/contact-us',
    all: '/contact-us/all',
    show: (id: number | string) => `/contact-us/${id}`,
  },
  crown: '/crown',
  notifications: '/notifications',
  profile: '/profile',
  bills: '/profile/bills',
  myCrowns: '/profile/crowns',
  transactions: '/profile/transactions',
  staticPage: (slug: string) => `/static_page/${slug}`,
  subscription: {
    list: '/subscription',
    create: (slug: string) => `/subscription/create/${slug}`,
    show: (id: number | string) => `/subscription/${id}`,
  },
  verify: '/verify',
  dashboard: {
    home: '/dashboard',
    subscriptions: '/dashboard/subscriptions',
    bills: '/dashboard/bills',
    campaign: '/dashboard/campaign',
    campaignShow: (id: number | string) => `/dashboard/campaign/${id}`,
    chests: '/dashboard/chests',
    contact: '/dashboard/contact',
    contactSettings: '/dashboard/contact/settings',
    crowns: '/dashboard/crowns',
    crownsListPrint: '/dashboard/crowns/list-print',
    crownPrint: (id: number | string) => `/dashboard/crowns/print-${id}`,
    needies: '/dashboard/needies',
    dependents: '/dashboard/needies/dependents',
    helps: '/dashboard/needies/helps',
    settings: '/dashboard/settings',
    staticPage: (id: number | 'new') => `/dashboard/settings/static-pages/${id}`,
    sliders: '/dashboard/sliders',
    sms: '/dashboard/sms',
    smsSettings: '/dashboard/sms/settings',
    transactions: (name = 'all') => `/dashboard/transactions/${name}`,
    userSubscriptions: '/dashboard/user-subscriptions',
    users: '/dashboard/users',
    roles: '/dashboard/users/roles',
    media: '/dashboard/media',
    logs: '/dashboard/logs',
  },
} as const

/** A dashboard path is any path containing 'dashboard' (spec, section 2). */
export const isDashboardPath = (pathname: string) => pathname.includes('dashboard')

/** Only same-site paths: a crafted link must not send people elsewhere after sign-in. */
export const safeRedirect = (value: string | null | undefined) =>
  value && value.startsWith('/') && isSafeLink(value) && !value.startsWith('/auth/')
    ? value
    : paths.home
