import { matchRoutes as rrMatch, type RouteObject } from 'react-router'
import { it, expect } from 'vitest'
import { buildRoutes } from './routes.tsx'
import { paths } from '../lib/paths.ts'
import { matchRoutes, type Route } from '../lib/route-match.ts'

function patterns(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern]
  return Object.values(node as Record<string, unknown>).flatMap(patterns)
}
const fill = (p: string) =>
  p.replace(/:(\w+)/g, (_, n: string) => (n === 'id' ? '5' : n === 'print' ? 'print-7' : `a-${n}`))
const extra = [
  '/campaign/create',
  '/dashboard/crowns/list-print',
  '/dashboard/crowns/print-12',
  '/dashboard/needies/create',
  '/dashboard/needies/dependents',
  '/dashboard/needies/helps',
  '/dashboard/needies/5/edit',
  '/dashboard/settings/static-pages/new',
  '/dashboard/unknown',
  '/dashboard/unknown/deeper',
  '/dashboard/',
  '/dashboard',
  '/dashboardx',
  '/unknown',
  '/a/b/c',
  '/',
  '//',
  '/Campaign/School',
  '/campaign/school/',
  '/campaign/school//',
  '/campaign/a/b',
  '/charity/5/x',
  '/charity/create',
  '/charity/create/',
  '/charity/create/%D8%B5%D8%AF%D9%82%D9%87',
  '/campaign/a%2Fb',
  '/static_page/about',
  '/static_page/',
  '/subscription/create',
  '/subscription/pay/abc.def',
  '/profile/unknown',
  '/auth',
  '/auth/signin/',
  '/chest/create',
  '/chest/12',
  '/contact-us/all',
  '/contact-us/7',
  '/dashboard/transactions/all',
  '/dashboard/transactions',
  '/dashboard/campaign/3',
  '/dashboard/chests/round',
  '/dashboard/chests/9',
  '/verify',
  '/dashboard/users/roles',
  '/campaign/%E0%A4%A',
  '/dashboard/reports/reconciliation',
  '/dashboard/reports/x',
  '/profile/statement',
]
/** Until React Router is uninstalled: our matching gives the chain it gave, for every path tried. */
it('matches every path to the routes React Router matched', () => {
  const routes = buildRoutes()
  const urls = [...new Set([...patterns(paths), ...patterns(paths).map(fill), ...extra])]
  for (const url of urls) {
    const theirs = rrMatch(routes as RouteObject[], url)
    const ours = matchRoutes(routes as Route[], url)
    const a = theirs ? { path: theirs.at(-1)!.route.path, params: theirs.at(-1)!.params } : null
    const b = ours.length ? { path: ours.at(-1)!.route.path, params: ours.at(-1)!.params } : null
    expect(b, url).toEqual(a)
    expect(
      ours.map((m) => m.route),
      url,
    ).toEqual(theirs!.map((m) => m.route))
  }
})
