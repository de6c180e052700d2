import { describe, expect, it } from 'vitest'
import { paths } from '#lib/paths.ts'
import { matchRoutes, type Params } from 'react-router'
import type { RouteMeta } from '#lib/route-meta.ts'
import { appRoutes } from './app.tsx'

/** Every pattern `paths` declares. */
function patterns(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern]
  return Object.values(node as Record<string, unknown>).flatMap(patterns)
}

/** A path of the pattern, each parameter given a value of its kind. */
const example = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) =>
    name === 'id' ? '5' : name === 'print' ? 'print-7' : `a-${name}`,
  )

const pageAt = (path: string) => {
  const matches = matchRoutes(appRoutes, path) ?? []
  const page = matches.at(-1)
  return { pattern: page?.route.path, params: page?.params ?? {}, matches }
}

/**
 * Paths whose route is not simply their own pattern, with the route and parameters React Router
 * 7 gave them with this table (the app relies on this ranking).
 */
const RESOLVED: [path: string, pattern: string, params?: Params][] = [
  ['/dashboard/crowns/print-7', '/dashboard/crowns/:print', { print: 'print-7' }],
  ['/campaign/create', '/campaign/:slug', { slug: 'create' }],
  ['/dashboard/crowns/print-12', '/dashboard/crowns/:print', { print: 'print-12' }],
  ['/dashboard/settings/static-pages/new', '/dashboard/settings/static-pages/:id', { id: 'new' }],
  ['/dashboard/unknown', '/dashboard/*', { '*': 'unknown' }],
  ['/dashboard/unknown/deeper', '/dashboard/*', { '*': 'unknown/deeper' }],
  ['/dashboard/', '/dashboard'],
  ['/dashboardx', '*', { '*': 'dashboardx' }],
  ['/unknown', '*', { '*': 'unknown' }],
  ['/a/b/c', '*', { '*': 'a/b/c' }],
  ['//', '/'],
  ['/Campaign/School', '/campaign/:slug', { slug: 'School' }],
  ['/campaign/school/', '/campaign/:slug', { slug: 'school' }],
  ['/campaign/school//', '/campaign/:slug', { slug: 'school' }],
  ['/campaign/a/b', '*', { '*': 'campaign/a/b' }],
  ['/charity/5/x', '*', { '*': 'charity/5/x' }],
  ['/charity/create', '/charity/:id', { id: 'create' }],
  ['/charity/create/', '/charity/:id', { id: 'create' }],
  ['/charity/create/%D8%B5%D8%AF%D9%82%D9%87', '/charity/create/:slug', { slug: 'صدقه' }],
  ['/campaign/a%2Fb', '/campaign/:slug', { slug: 'a/b' }],
  ['/static_page/about', '/static_page/:slug', { slug: 'about' }],
  ['/static_page/', '*', { '*': 'static_page/' }],
  ['/subscription/create', '/subscription/:id', { id: 'create' }],
  ['/subscription/pay/abc.def', '/subscription/pay/:token', { token: 'abc.def' }],
  ['/profile/unknown', '*', { '*': 'profile/unknown' }],
  ['/auth', '*', { '*': 'auth' }],
  ['/auth/signin/', '/auth/signin'],
  ['/chest/12', '/chest/:id', { id: '12' }],
  ['/contact-us/7', '/contact-us/:id', { id: '7' }],
  ['/dashboard/transactions/all', '/dashboard/transactions/:name', { name: 'all' }],
  ['/dashboard/transactions', '/dashboard/*', { '*': 'transactions' }],
  ['/dashboard/campaign/3', '/dashboard/campaign/:id', { id: '3' }],
  ['/dashboard/chests/9', '/dashboard/*', { '*': 'chests/9' }],
  ['/campaign/%E0%A4%A', '/campaign/:slug', { slug: '%E0%A4%A' }],
  ['/dashboard/reports/x', '/dashboard/*', { '*': 'reports/x' }],
]

describe('the route table', () => {
  it('opens each path of paths on its own route', () => {
    for (const pattern of patterns(paths)) expect(pageAt(example(pattern)).pattern).toBe(pattern)
  })

  it('ranks static segments over parameters over splats, as React Router does', () => {
    for (const [path, pattern, params = {}] of RESOLVED)
      expect(pageAt(path), path).toMatchObject({ pattern, params })
  })

  it('shows the 404 in the panel layout under /dashboard and in the public layout elsewhere', () => {
    const layoutOf = (path: string) =>
      (pageAt(path).matches.at(-1)?.route.handle as { meta: RouteMeta }).meta.layout
    expect(layoutOf('/dashboard/nothing')).toBe('panel')
    expect(layoutOf('/nothing')).toBe('default')
  })
})
