import { paths } from '#lib/paths.ts'

/** The public site's main navigation. */
export const NAV = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.charity.overview, label: 'nav.charity' },
  { to: paths.campaign.list, label: 'nav.campaigns' },
  { to: paths.subscription.list, label: 'nav.subscription' },
  { to: paths.crown, label: 'nav.crown' },
  { to: paths.chest.landing, label: 'nav.chest' },
  { to: paths.contactUs.create, label: 'nav.contact' },
] as const
