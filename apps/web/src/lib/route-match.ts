import type { ComponentType, ReactNode } from 'react'

/** One entry of the route table: a page (it has a `path`), or a layout or guard around `children`. */
export type Route = {
  /** Absolute (`/campaign/:slug`, `/dashboard/*`) or `*`; a layout has none. */
  path?: string
  element?: ReactNode
  Component?: ComponentType
  /** Shown in place of this route when it, or a route inside it, fails to load or to render. */
  ErrorBoundary?: ComponentType
  /** The route's code, fetched before the route first shows. */
  lazy?: () => Promise<{ Component: ComponentType }>
  handle?: unknown
  children?: Route[]
}

export type Params = Record<string, string | undefined>

/** A route of the chain that matched a path, outermost first; all share the page's params. */
export type Match = { route: Route; params: Params }

/** Code that failed to load, and which match's route it was. */
export type RouteError = { error: unknown; index: number }

type Branch = {
  routes: Route[]
  indexes: number[]
  score: number
  pattern: RegExp
  names: string[]
}

/**
 * React Router's ranking, which the route table was written against: more segments first, a
 * static segment (10) over a parameter (3) over an empty one (1), a splat costing 2. Equal
 * scores keep the table's order.
 */
function scoreOf(path: string): number {
  const segments = path.split('/')
  let score = segments.length - (segments.includes('*') ? 2 : 0)
  for (const segment of segments)
    if (segment !== '*') score += segment.startsWith(':') ? 3 : segment ? 10 : 1
  return score
}

/** The pattern as React Router compiles it: any case, trailing slashes allowed. */
function compile(path: string): Pick<Branch, 'pattern' | 'names'> {
  const names: string[] = []
  let source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name)
      return '/([^\\/]+)'
    })
  if (path.endsWith('*')) {
    names.push('*')
    source += path === '/*' ? '(.*)' : '(?:\\/(.+)|\\/*)'
  } else source += '\\/*'
  return { pattern: new RegExp(`^${source}$`, 'i'), names }
}

/** Every route with a path, as the chain of routes leading to it, parents' children first. */
function flatten(
  routes: Route[],
  into: Branch[] = [],
  parents: Route[] = [],
  indexes: number[] = [],
) {
  routes.forEach((route, i) => {
    const chain = [...parents, route]
    const at = [...indexes, i]
    if (route.children) flatten(route.children, into, chain, at)
    if (route.path === undefined) return
    const path = `/${route.path}`.replace(/\/\/+/g, '/')
    into.push({ routes: chain, indexes: at, score: scoreOf(path), ...compile(path) })
  })
  return into
}

/** Siblings in the table keep their order; routes of different parents are not compared. */
function siblingOrder(a: number[], b: number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i])
  return siblings ? a.at(-1)! - b.at(-1)! : 0
}

const ranked = new WeakMap<Route[], Branch[]>()

function branchesOf(routes: Route[]): Branch[] {
  let branches = ranked.get(routes)
  if (!branches) {
    branches = flatten(routes).sort(
      (a, b) => b.score - a.score || siblingOrder(a.indexes, b.indexes),
    )
    ranked.set(routes, branches)
  }
  return branches
}

/**
 * The chain of routes `pathname` opens, or none. Segments are decoded before matching (a
 * Persian slug arrives percent-encoded); an encoded slash stays inside its segment.
 */
export function matchRoutes(routes: Route[], pathname: string): Match[] {
  let decoded = pathname
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    // A malformed escape: matched as it came.
  }
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(decoded)
    if (!found) continue
    const params: Params = {}
    branch.names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')))
    return branch.routes.map((route) => ({ route, params }))
  }
  return []
}

const loading = new WeakMap<Route, Promise<void>>()

/** Fetches a route's code once, however many navigations ask; a failure may be tried again. */
function load(route: Route): Promise<void> | undefined {
  const lazy = route.lazy
  if (!lazy) return undefined
  let promise = loading.get(route)
  if (!promise) {
    promise = lazy().then(
      (loaded) => {
        Object.assign(route, loaded)
        delete route.lazy
      },
      (error: unknown) => {
        loading.delete(route)
        throw error
      },
    )
    loading.set(route, promise)
  }
  return promise
}

/** Whether some route of `matches` has code still to fetch. */
export const needsCode = (matches: Match[]) => matches.some((m) => m.route.lazy)

/**
 * Fetches the code of every matched route still without it, all at once. The outermost
 * failure is returned: its nearest error boundary is the outermost any failure would reach.
 */
export async function loadRoutes(matches: Match[]): Promise<RouteError | undefined> {
  const results = await Promise.allSettled(matches.map((m) => load(m.route)))
  const index = results.findIndex((r) => r.status === 'rejected')
  if (index < 0) return undefined
  return { error: (results[index] as PromiseRejectedResult).reason, index }
}
