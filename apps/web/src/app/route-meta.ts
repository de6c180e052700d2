import type { Permission } from '@kheyr/contracts/permissions'
import { useMatches } from 'react-router'

export type Access = 'public' | 'guest' | 'auth' | 'panel'
export type LayoutName = 'default' | 'auth' | 'panel' | 'blank'

/** What each page declares: its spec route name (its title key), guard, layout and extras. */
export type RouteMeta = {
  name: string
  access: Access
  layout: LayoutName
  keepAlive?: boolean
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
