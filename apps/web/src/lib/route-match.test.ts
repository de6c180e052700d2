import { describe, expect, it, vi } from 'vitest'
import { loadRoutes, matchRoutes, needsCode, type Route } from './route-match.ts'

const Page = () => null

/** The path of the page route `path` opens in `routes`. */
const opened = (routes: Route[], path: string) => matchRoutes(routes, path).at(-1)?.route.path

describe('matchRoutes', () => {
  it('prefers a static segment to a parameter, and a parameter to a splat, whatever the order', () => {
    const routes: Route[] = [
      { path: '*' },
      { path: '/campaign/*' },
      { path: '/campaign/:slug' },
      { path: '/campaign/create' },
    ]
    expect(opened(routes, '/campaign/create')).toBe('/campaign/create')
    expect(opened(routes, '/campaign/school')).toBe('/campaign/:slug')
    expect(opened(routes, '/campaign/a/b')).toBe('/campaign/*')
    expect(opened(routes, '/elsewhere')).toBe('*')
  })

  it('prefers the deeper splat, across layouts', () => {
    const routes: Route[] = [
      { children: [{ path: '*' }] },
      { children: [{ path: '/dashboard/*' }] },
    ]
    expect(opened(routes, '/dashboard/x')).toBe('/dashboard/*')
    expect(opened(routes, '/dashboardx')).toBe('*')
  })

  it('keeps the table order between equal routes of one parent', () => {
    const routes: Route[] = [
      {
        children: [
          { path: '/a/:x', handle: 1 },
          { path: '/a/:y', handle: 2 },
        ],
      },
    ]
    expect(matchRoutes(routes, '/a/b').at(-1)?.route.handle).toBe(1)
  })

  it('gives the chain of routes from the outermost layout to the page', () => {
    const page: Route = { path: '/x', Component: Page }
    const guard: Route = { children: [page] }
    const layout: Route = { children: [guard] }
    expect(matchRoutes([layout], '/x').map((m) => m.route)).toEqual([layout, guard, page])
    expect(matchRoutes([layout], '/y')).toEqual([])
  })

  it('matches any case and trailing slashes, and decodes parameters', () => {
    const routes: Route[] = [{ path: '/campaign/:slug' }]
    expect(matchRoutes(routes, '/Campaign/School/').at(-1)?.params).toEqual({ slug: 'School' })
    expect(matchRoutes(routes, '/campaign/%D8%B5%D8%AF%D9%82%D9%87').at(-1)?.params).toEqual({
      slug: 'صدقه',
    })
    // An encoded slash stays in its segment; a malformed escape is matched as it came.
    expect(matchRoutes(routes, '/campaign/a%2Fb').at(-1)?.params).toEqual({ slug: 'a/b' })
    expect(matchRoutes(routes, '/campaign/%E0%A4%A').at(-1)?.params).toEqual({ slug: '%E0%A4%A' })
    expect(matchRoutes(routes, '/campaign/a/b')).toEqual([])
  })

  it("gives a splat's rest as `*`", () => {
    const routes: Route[] = [{ path: '/dashboard/*' }, { path: '*' }]
    expect(matchRoutes(routes, '/dashboard/a/b').at(-1)?.params).toEqual({ '*': 'a/b' })
    expect(matchRoutes(routes, '/a/b').at(-1)?.params).toEqual({ '*': 'a/b' })
  })
})

describe('loadRoutes', () => {
  it("fetches every matched route's code at once, and only once", async () => {
    const layout = vi.fn(async () => ({ Component: Page }))
    const page = vi.fn(async () => ({ Component: Page }))
    const routes: Route[] = [{ lazy: layout, children: [{ path: '/x', lazy: page }] }]
    const matches = matchRoutes(routes, '/x')
    expect(needsCode(matches)).toBe(true)
    const [first, second] = await Promise.all([loadRoutes(matches), loadRoutes(matches)])
    expect([first, second]).toEqual([undefined, undefined])
    expect([layout.mock.calls.length, page.mock.calls.length]).toEqual([1, 1])
    expect(matches.map((m) => m.route.Component)).toEqual([Page, Page])
    expect(needsCode(matchRoutes(routes, '/x'))).toBe(false)
  })

  it('returns the outermost failure, and tries a failed route again next time', async () => {
    const failure = new Error('Failed to fetch dynamically imported module')
    const page = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ Component: Page })
    const routes: Route[] = [{ children: [{ children: [{ path: '/x', lazy: page }] }] }]
    const matches = matchRoutes(routes, '/x')
    expect(await loadRoutes(matches)).toEqual({ error: failure, index: 2 })
    expect(needsCode(matches)).toBe(true)
    expect(await loadRoutes(matches)).toBeUndefined()
    expect(page).toHaveBeenCalledTimes(2)
  })
})
