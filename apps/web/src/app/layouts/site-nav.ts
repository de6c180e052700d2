import { givingChoices, paths } from '#lib/paths.ts'
import { useUser } from '#lib/session/user.ts'

/** The public site's main navigation. */
const NAV = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.charity.overview, label: 'nav.charity' },
  { to: paths.campaign.list, label: 'nav.campaigns' },
  { to: paths.subscription.list, label: 'nav.subscription' },
  { to: paths.crown, label: 'nav.crown' },
  { to: paths.chest.landing, label: 'nav.chest' },
  { to: paths.contactUs.create, label: 'nav.contact' },
] as const

export type NavItem = { to: string; label: string; end?: boolean; onPage?: boolean }

/**
 * The navigation for a guest or a signed-in person. «صدقه و نذر» is a person's gifts; a guest,
 * who gives without an account, is led to the giving choices on the home page instead of a
 * sign-in wall (`onPage`: a place on a page, never marked as the current section). «تماس با ما»
 * stays: sending a message needs an account, and the sign-in page says so.
 */
export function siteNav(signedIn: boolean): NavItem[] {
  return NAV.map((item) =>
    item.to === paths.charity.overview && !signedIn
      ? { ...item, to: givingChoices, onPage: true }
      : item,
  )
}

export const useSiteNav = () => siteNav(useUser() !== null)
