import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react'
import {
  loadRoutes,
  matchRoutes,
  needsCode,
  type Match,
  type Params,
  type Route,
  type RouteError,
} from './route-match.ts'

/**
 * The app's router (docs/decisions/028-own-router.md): the route table's matching and code
 * loading (`route-match.ts`), the address in the browser's history, and the components and
 * hooks the pages use, named as React Router named them.
 */

export type Location = { pathname: string; search: string; hash: string; key: string }

/** Whether a page's code is being fetched before the address changes to it. */
export type Navigation =
  { state: 'idle'; location?: undefined } | { state: 'loading'; location: Location }

export type RouterState = {
  location: Location
  /** The routes shown, outermost first (none until the first page's code has loaded). */
  matches: Match[]
  navigation: Navigation
  /** The shown page's code that failed to load. */
  error?: RouteError
}

export type NavigateOptions = { replace?: boolean }

export type Router = {
  readonly state: RouterState
  subscribe(listener: (state: RouterState) => void): () => void
  /** Opens a path (`?a=b` keeps the page), or moves through history by a number of steps. */
  navigate(to: string | number, options?: NavigateOptions): void
}

export type BrowserRouter = Router & {
  /** Settles once the first page's code has loaded or failed to (then `state.error` says). */
  ready: Promise<void>
}

const IDLE: Navigation = { state: 'idle' }

const keyOf = () => Math.random().toString(36).slice(2, 10)

/** `to` as a location, read against `from` (a search alone keeps the path and drops the hash). */
function locate(to: string, from?: Location): Location {
  const url = new URL(to, `http://router${from ? from.pathname + from.search : '/'}`)
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: keyOf() }
}

const pathOf = (l: Location) => l.pathname + l.search + l.hash

/** Where the router keeps its place: the browser's history, or a list of its own in tests. */
type History = { write(path: string, replace: boolean): void; go(delta: number): void }

function createRouter(routes: Route[], start: Location, history: History) {
  const listeners = new Set<(state: RouterState) => void>()
  let latest = 0
  let shown!: () => void
  const set = (next: Partial<RouterState>) => {
    router.state = { ...router.state, ...next }
    listeners.forEach((listener) => listener(router.state))
  }

  /**
   * Shows `location` once its routes' code is there. The old page stays meanwhile (the shell
   * shows that a page is loading); a newer navigation makes this one give up. `write` puts the
   * address in history when the page shows; history itself already holds it after back/forward.
   */
  async function show(location: Location, write?: (path: string) => void, first = false) {
    const id = ++latest
    const matches = matchRoutes(routes, location.pathname)
    let error: RouteError | undefined
    if (needsCode(matches)) {
      // The first page has nothing on screen to keep: it is not a navigation.
      if (!first) set({ navigation: { state: 'loading', location } })
      error = await loadRoutes(matches)
      if (id !== latest) return
    }
    write?.(pathOf(location))
    set({ location, matches, error, navigation: IDLE })
    shown()
  }

  const router = {
    state: { location: start, matches: [], navigation: IDLE } as RouterState,
    // A `#anchor` followed while the first page loads replaces it: ready once either shows.
    ready: new Promise<void>((resolve) => (shown = resolve)),
    subscribe(listener: (state: RouterState) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    navigate(to: string | number, { replace = false }: NavigateOptions = {}) {
      if (typeof to === 'number') history.go(to)
      else void show(locate(to, router.state.location), (path) => history.write(path, replace))
    },
  }
  void show(start, undefined, true)
  return { router, show }
}

/** The router of the page in the browser: its address and history are the browser's own. */
export function createBrowserRouter(routes: Route[]): BrowserRouter {
  const here = () =>
    locate(window.location.pathname + window.location.search + window.location.hash)
  const { router, show } = createRouter(routes, here(), {
    write: (path, replace) =>
      window.history[replace ? 'replaceState' : 'pushState'](null, '', path),
    go: (delta) => window.history.go(delta),
  })
  // Back, forward, and a plain `#anchor` link the browser followed itself.
  window.addEventListener('popstate', () => void show(here()))
  return router
}

/** A router whose history is a list of its own, starting at `url` (component tests). */
function createMemoryRouter(routes: Route[], url: string): BrowserRouter {
  const entries = [url]
  let index = 0
  const { router, show } = createRouter(routes, locate(url), {
    write(path, replace) {
      if (!replace) index++
      entries.splice(index, replace ? 1 : entries.length, path)
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1)
      void show(locate(entries[index]!))
    },
  })
  return router
}

/** The server render's router: `url`'s page with its code loaded; it never moves. */
export async function createStaticRouter(routes: Route[], url: string): Promise<Router> {
  const location = locate(url)
  const matches = matchRoutes(routes, location.pathname)
  const error = await loadRoutes(matches)
  return {
    state: { location, matches, error, navigation: IDLE },
    subscribe: () => () => undefined,
    navigate: () => {
      throw new Error('The server render cannot navigate')
    },
  }
}

const RouterContext = createContext<Router | null>(null)
const StateContext = createContext<RouterState | null>(null)
const OutletContext = createContext<ReactNode>(null)
const ErrorContext = createContext<unknown>(undefined)

function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('Used outside a router')
  return router
}

function useRouterState(): RouterState {
  const state = useContext(StateContext)
  if (!state) throw new Error('Used outside a router')
  return state
}

export const useNavigate = () => useRouter().navigate
export const useLocation = () => useRouterState().location
export const useNavigation = () => useRouterState().navigation
export const useMatches = () => useRouterState().matches
/** The page's parameters (`:slug` in its path). */
export const useParams = (): Params => useRouterState().matches.at(-1)?.params ?? {}
/** What the nearest error boundary caught. */
export const useRouteError = () => useContext(ErrorContext)

type SearchInit = URLSearchParams | Record<string, string>

/** The address's search parameters, and a setter that navigates to new ones (same path). */
export function useSearchParams() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) =>
      navigate(
        `?${new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`,
        options,
      ),
    [navigate, params],
  )
  return [params, setParams] as const
}

/** Shows the next route inside this one. */
export const Outlet = () => useContext(OutletContext)

/** Sends the visitor to `to` once rendered (never on the server, where effects do not run). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}

type CatchProps = { fallback: ComponentType; location: Location; children: ReactNode }
/** `caught` is wrapped: whatever was thrown, even `undefined`, counts as caught. */
type CatchState = { caught?: { error: unknown }; location: Location }

/** A route's error boundary: a render error below it shows the route's `ErrorBoundary` instead. */
class CatchErrors extends Component<CatchProps, CatchState> {
  override state: CatchState = { location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { caught: { error } }
  }

  // Another page clears the error: the boundary tries its routes again.
  static getDerivedStateFromProps(props: CatchProps, state: CatchState): CatchState | null {
    return props.location === state.location
      ? null
      : { caught: undefined, location: props.location }
  }

  override render() {
    const { caught } = this.state
    const { fallback: Fallback, children } = this.props
    if (!caught) return children
    return (
      <ErrorContext.Provider value={caught.error}>
        <Fallback />
      </ErrorContext.Provider>
    )
  }
}

/**
 * The matched routes nested in each other, each route's `Outlet` showing the next. Code that
 * failed to load shows the error boundary of its route or the nearest route around it, in
 * place of that route.
 */
function renderMatches({ matches, error, location }: RouterState): ReactNode {
  let boundary = error ? error.index : matches.length
  while (error && boundary > 0 && !matches[boundary]!.route.ErrorBoundary) boundary--
  return matches.slice(0, boundary + 1).reduceRight<ReactNode>((outlet, { route }, i) => {
    const Boundary = route.ErrorBoundary
    let shown = route.element ?? (route.Component ? <route.Component /> : <Outlet />)
    if (i === boundary && error && Boundary)
      shown = (
        <ErrorContext.Provider value={error.error}>
          <Boundary />
        </ErrorContext.Provider>
      )
    shown = <OutletContext.Provider value={outlet}>{shown}</OutletContext.Provider>
    return Boundary ? (
      <CatchErrors fallback={Boundary} location={location}>
        {shown}
      </CatchErrors>
    ) : (
      shown
    )
  }, null)
}

function Provide({
  router,
  children,
}: {
  router: Router
  children: (state: RouterState) => ReactNode
}) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  )
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children(state)}</StateContext.Provider>
    </RouterContext.Provider>
  )
}

/** Shows the router's page. */
export function RouterProvider({ router }: { router: Router }) {
  return <Provide router={router}>{renderMatches}</Provide>
}

/** Gives `children` a router of their own at `url`, without routes (component tests). */
export function MemoryRouter({ url = '/', children }: { url?: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], url))
  return <Provide router={router}>{() => children}</Provide>
}

/** Whether a click on a link is the router's to follow, rather than the browser's (a new tab…). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  )
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path on this site. */
  to: string
}

/** A link to a page of the app, opened without loading the document again. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, onClick, ...props },
  ref,
) {
  const router = useRouter()
  return (
    <a
      {...props}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event)) return
        event.preventDefault()
        const here = router.state.location
        // The page already open is not added to history again.
        router.navigate(to, { replace: pathOf(locate(to, here)) === pathOf(here) })
      }}
    />
  )
})

export type NavLinkProps = LinkProps & {
  /** Active on its own path only, not on the paths below it. */
  end?: boolean
}

/** A navigation link: class `active` and `aria-current="page"` while its page is open. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, ...props },
  ref,
) {
  const here = useLocation().pathname.toLowerCase()
  const path = locate(props.to).pathname.toLowerCase()
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length
  const active = here === path || (!end && here.startsWith(path) && here.charAt(slash) === '/')
  return (
    <Link
      {...props}
      ref={ref}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  )
})
