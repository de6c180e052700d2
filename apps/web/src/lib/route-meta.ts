import type { Identity } from '@kheyr/contracts/identity'
import { can, type Permission } from '@kheyr/contracts/permissions'
import { useMatches } from 'react-router'

export type Access = 'public' | 'guest' | 'auth' | 'panel'
export type LayoutName = 'default' | 'auth' | 'panel' | 'blank'

/** What each page declares: its spec route name (its title key), guard, layout and extras. */
export type RouteMeta = {
  name: string
  access: Access
  layout: LayoutName
  keepAlive?: boolean
  /**
   * A page behind a sign-in (`auth`) that the server renders for a signed-in visitor, as it renders
   * the public pages: its plain forms then work before its script and without it
   * (docs/decisions/033). A guest is left to the browser, which sends them to sign in. A guests'
   * page (`guest`: the sign-in) is rendered for a guest, in its own layout. A staff page
   * (`panel`: those field workers open on a phone) is rendered for a member of staff who may open
   * it, so its list or file is on the screen before the app's code has come (docs/decisions/036).
   */
  serverRender?: boolean
  /** Any one of these opens the page (dashboard pages). */
  permissions?: Permission[]
  superAdmin?: boolean
}

/** The meta of the deepest matched page. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined
    if (handle?.meta) return handle.meta
  }
  return undefined
}

/**
 * Whether `user` may open a page: panel pages need panel access and any one of the page's
 * permissions (the server log, the super-admin). The server checks every call again.
 */
export function mayOpenPanelPage(
  meta: Pick<RouteMeta, 'permissions' | 'superAdmin'> | undefined,
  user: Identity | null,
) {
  if (!user?.panel_access) return false
  if (meta?.superAdmin) return user.roles.includes('super-admin')
  return !meta?.permissions?.length || meta.permissions.some((p) => can(user, p))
}
