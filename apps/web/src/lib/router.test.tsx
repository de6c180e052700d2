// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'preact-render-to-string'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Route } from './route-match.ts'
import {
  createBrowserRouter,
  createStaticRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type Router,
} from './router.tsx'

/** A route's code that arrives when the test says. */
function deferred() {
  let arrive!: (component: ComponentType) => void
  let fail!: (error: unknown) => void
  const lazy = vi.fn(
    () =>
      new Promise<{ Component: ComponentType }>((resolve, reject) => {
        arrive = (Component) => resolve({ Component })
        fail = reject
      }),
  )
  return { lazy, arrive: (c: ComponentType) => arrive(c), fail: (e: unknown) => fail(e) }
}

const page = (title: string) =>
  function Page() {
    return <h1>{title}</h1>
  }

function Layout() {
  const navigation = useNavigation()
  const location = useLocation()
  return (
    <main>
      <p data-testid="where">{location.pathname + location.search + location.hash}</p>
      <p data-testid="navigation">
        {navigation.state}
        {navigation.location ? ` ${navigation.location.pathname}` : ''}
      </p>
      <Outlet />
    </main>
  )
}

function Failed() {
  const error = useRouteError()
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
}

function Slug() {
  return <h1>campaign {useParams().slug}</h1>
}

function Broken(): never {
  throw new Error('render failed')
}

const where = () => screen.getByTestId('where').textContent
const navigationState = () => screen.getByTestId('navigation').textContent

let router: Router
const show = async (routes: Route[], url: string) => {
  window.history.replaceState(null, '', url)
  const browser = createBrowserRouter(routes)
  router = browser
  await act(() => browser.ready)
  render(<RouterProvider router={browser} />)
  return browser
}

beforeEach(() => {
  // Each test's history starts with one entry of its own.
  window.history.replaceState(null, '', '/')
})

afterEach(() => vi.restoreAllMocks())

describe('links', () => {
  const routes: Route[] = [
    {
      Component: Layout,
      children: [
        { path: '/', Component: page('home') },
        {
          path: '/campaign',
          Component: () => (
            <>
              <h1>campaigns</h1>
              <Link to="/campaign">again</Link>
              <Link to="/">home</Link>
            </>
          ),
        },
        { path: '/campaign/:slug', Component: Slug },
      ],
    },
  ]

  it('opens a page on a plain click, in history, without loading the document', async () => {
    await show(routes, '/campaign')
    const before = window.history.length
    const click = fireEvent.click(screen.getByRole('link', { name: 'home' }), { button: 0 })
    expect(click).toBe(false) // the browser's own navigation was prevented
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy()
    expect(window.location.pathname).toBe('/')
    expect(window.history.length).toBe(before + 1)
  })

  it('replaces the entry when the link is to the page already open', async () => {
    await show(routes, '/campaign')
    const before = window.history.length
    fireEvent.click(screen.getByRole('link', { name: 'again' }))
    await waitFor(() => expect(where()).toBe('/campaign'))
    expect(window.history.length).toBe(before)
  })

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', async (_, init) => {
    await show(routes, '/campaign')
    const link = screen.getByRole('link', { name: 'home' })
    expect(link.getAttribute('href')).toBe('/')
    expect(fireEvent.click(link, init)).toBe(true)
    expect(where()).toBe('/campaign')
  })

  it('leaves a link with a target or a download to the browser, and one its onClick handled', async () => {
    const handled = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(
      <MemoryRouter url="/a">
        <Link to="/b" target="_blank">
          tab
        </Link>
        <Link to="/b" download>
          file
        </Link>
        <Link to="/b" onClick={handled}>
          own
        </Link>
        <Where />
      </MemoryRouter>,
    )
    expect(fireEvent.click(screen.getByRole('link', { name: 'tab' }))).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'file' }))).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'own' }))
    expect(handled).toHaveBeenCalledOnce()
    expect(where()).toBe('/a')
  })

  it("gives the page its path's parameters, and keeps the page when only they change", async () => {
    await show(routes, '/campaign/school')
    const heading = screen.getByRole('heading')
    expect(heading.textContent).toBe('campaign school')
    act(() => router.navigate('/campaign/%D8%B5%D8%AF%D9%82%D9%87'))
    await waitFor(() => expect(heading.textContent).toBe('campaign صدقه'))
    expect(screen.getByRole('heading')).toBe(heading)
  })
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>
}

describe('NavLink', () => {
  const nav = (url: string) => {
    render(
      <MemoryRouter url={url}>
        <NavLink to="/" end className="item">
          home
        </NavLink>
        <NavLink to="/charity">charity</NavLink>
      </MemoryRouter>,
    )
    const state = (name: string) => {
      const link = screen.getByRole('link', { name })
      return [link.className, link.getAttribute('aria-current')]
    }
    return { home: state('home'), charity: state('charity') }
  }

  it('is active on its path and below it, unless it ends there', () => {
    expect(nav('/')).toEqual({ home: ['item active', 'page'], charity: ['', null] })
  })

  it('is active below its path', () => {
    expect(nav('/charity/all')).toEqual({ home: ['item', null], charity: ['active', 'page'] })
  })

  it('is not active on a path that only starts with the same letters', () => {
    expect(nav('/charityx').charity).toEqual(['', null])
  })
})

describe('search parameters', () => {
  function Filters() {
    const [params, setParams] = useSearchParams()
    return (
      <>
        <p data-testid="status">{params.get('status') ?? 'none'}</p>
        <button onClick={() => setParams({ status: 'paid' })}>push</button>
        <button onClick={() => setParams({ status: 'due' }, { replace: true })}>replace</button>
        <button
          onClick={() =>
            setParams((current) => {
              current.set('page', '2')
              return current
            })
          }
        >
          next page
        </button>
      </>
    )
  }
  const routes: Route[] = [{ Component: Layout, children: [{ path: '/list', Component: Filters }] }]

  it('sets them on the same path, in a new history entry or in place of this one', async () => {
    await show(routes, '/list?status=all#top')
    const before = window.history.length
    fireEvent.click(screen.getByRole('button', { name: 'push' }))
    await waitFor(() => expect(where()).toBe('/list?status=paid'))
    expect(window.history.length).toBe(before + 1)
    fireEvent.click(screen.getByRole('button', { name: 'replace' }))
    await waitFor(() => expect(where()).toBe('/list?status=due'))
    expect(window.history.length).toBe(before + 1)
    expect(window.location.search).toBe('?status=due')
  })

  it('hands an updater a copy of the current ones', async () => {
    await show(routes, '/list?status=paid')
    fireEvent.click(screen.getByRole('button', { name: 'next page' }))
    await waitFor(() => expect(where()).toBe('/list?status=paid&page=2'))
    expect(screen.getByTestId('status').textContent).toBe('paid')
  })
})

describe('a page whose code loads', () => {
  it('keeps the old page while it loads, then shows it at its address', async () => {
    const code = deferred()
    await show(
      [
        {
          Component: Layout,
          children: [
            { path: '/', Component: page('home') },
            { path: '/slow', lazy: code.lazy },
          ],
        },
      ],
      '/',
    )
    act(() => router.navigate('/slow'))
    expect(navigationState()).toBe('loading /slow')
    expect(screen.getByRole('heading').textContent).toBe('home')
    expect(window.location.pathname).toBe('/')
    code.arrive(page('slow'))
    await waitFor(() => expect(navigationState()).toBe('idle'))
    expect(screen.getByRole('heading').textContent).toBe('slow')
    expect(window.location.pathname).toBe('/slow')
  })

  it('gives up for a newer navigation', async () => {
    const code = deferred()
    await show(
      [
        {
          Component: Layout,
          children: [
            { path: '/', Component: page('home') },
            { path: '/slow', lazy: code.lazy },
            { path: '/fast', Component: page('fast') },
          ],
        },
      ],
      '/',
    )
    act(() => router.navigate('/slow'))
    act(() => router.navigate('/fast'))
    expect(screen.getByRole('heading').textContent).toBe('fast')
    code.arrive(page('slow'))
    await act(() => code.lazy.mock.results[0]!.value)
    expect(screen.getByRole('heading').textContent).toBe('fast')
    expect(window.location.pathname).toBe('/fast')
  })

  it("shows the nearest error boundary in that route's place when the code fails, and the next page clears it", async () => {
    const code = deferred()
    const failure = new Error('Failed to fetch dynamically imported module')
    await show(
      [
        {
          Component: Layout,
          children: [
            { path: '/', Component: page('home') },
            {
              ErrorBoundary: Failed,
              Component: () => (
                <section>
                  <p>inner layout</p>
                  <Outlet />
                </section>
              ),
              children: [{ children: [{ path: '/broken', lazy: code.lazy }] }],
            },
          ],
        },
      ],
      '/',
    )
    act(() => router.navigate('/broken'))
    code.fail(failure)
    expect((await screen.findByRole('alert')).textContent).toBe(failure.message)
    // The boundary stands in for its own route (the inner layout); the routes around it stay.
    expect(screen.queryByText('inner layout')).toBeNull()
    expect(where()).toBe('/broken')
    expect(router.state.error).toEqual({ error: failure, index: 3 })
    act(() => router.navigate('/'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('heading').textContent).toBe('home')
  })

  it('waits for the first page before it is ready, and reports code that failed', async () => {
    const failure = new Error('Failed to fetch dynamically imported module')
    window.history.replaceState(null, '', '/first')
    const browser = createBrowserRouter([
      {
        Component: Layout,
        ErrorBoundary: Failed,
        children: [{ path: '/first', lazy: () => Promise.reject(failure) }],
      },
    ])
    expect(browser.state.matches).toEqual([])
    await browser.ready
    expect(browser.state.matches).toHaveLength(2)
    expect(browser.state.error).toEqual({ error: failure, index: 1 })
    expect(browser.state.navigation.state).toBe('idle')
  })
})

describe('the first page', () => {
  it('is ready once a page shows, also when history moved while its code loaded', async () => {
    const first = deferred()
    const second = deferred()
    window.history.replaceState(null, '', '/first')
    const browser = createBrowserRouter([
      {
        Component: Layout,
        children: [
          { path: '/first', lazy: first.lazy },
          { path: '/second', lazy: second.lazy },
        ],
      },
    ])
    let ready = false
    void browser.ready.then(() => (ready = true))
    // The browser's own move (a #anchor, back): the address is already there.
    window.history.pushState(null, '', '/second')
    window.dispatchEvent(new PopStateEvent('popstate'))
    first.arrive(page('first'))
    await act(() => first.lazy.mock.results[0]!.value)
    expect(ready).toBe(false)
    second.arrive(page('second'))
    await browser.ready
    expect(browser.state.location.pathname).toBe('/second')
    expect(browser.state.matches).toHaveLength(2)
  })
})

describe('errors while rendering', () => {
  it("show the route's error boundary until another page opens", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await show(
      [
        {
          Component: Layout,
          children: [
            {
              ErrorBoundary: Failed,
              children: [
                { path: '/', Component: page('home') },
                { path: '/broken', Component: Broken },
              ],
            },
          ],
        },
      ],
      '/broken',
    )
    expect(screen.getByRole('alert').textContent).toBe('render failed')
    expect(where()).toBe('/broken')
    act(() => router.navigate('/'))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(screen.getByRole('heading').textContent).toBe('home')
    spy.mockRestore()
  })
})

describe('history', () => {
  function Back() {
    const navigate = useNavigate()
    return <button onClick={() => navigate(-1)}>back</button>
  }
  const routes: Route[] = [
    {
      Component: Layout,
      children: [
        { path: '/', Component: page('home') },
        { path: '/a', Component: Back },
        { path: '/old', Component: () => <Navigate to="/a?from=old" replace /> },
      ],
    },
  ]

  it('goes back and forward with the browser', async () => {
    await show(routes, '/')
    act(() => router.navigate('/a'))
    expect(where()).toBe('/a')
    fireEvent.click(screen.getByRole('button', { name: 'back' }))
    await waitFor(() => expect(where()).toBe('/'))
    act(() => window.history.forward())
    await waitFor(() => expect(where()).toBe('/a'))
  })

  it('follows a plain #anchor link the browser took itself', async () => {
    await show(routes, '/a')
    act(() => {
      window.location.hash = 'main'
    })
    await waitFor(() => expect(where()).toBe('/a#main'))
  })

  it('redirects with Navigate, in place of the page that rendered it', async () => {
    await show(routes, '/')
    const before = window.history.length
    act(() => router.navigate('/old'))
    await waitFor(() => expect(where()).toBe('/a?from=old'))
    expect(window.history.length).toBe(before + 1)
    act(() => router.navigate(-1))
    await waitFor(() => expect(where()).toBe('/'))
  })
})

describe('the server render', () => {
  it('loads the code of the matched routes, then renders the page with its parameters', async () => {
    const routes: Route[] = [
      {
        Component: Layout,
        children: [
          { path: '/campaign/:slug', lazy: async () => ({ Component: Slug }) },
          { path: '*', Component: page('not found') },
        ],
      },
    ]
    const campaign = await createStaticRouter(routes, '/campaign/school?x=1')
    expect(renderToString(<RouterProvider router={campaign} />)).toContain(
      '<h1>campaign school</h1>',
    )
    const missing = await createStaticRouter(routes, '/nothing/here')
    expect(missing.state.matches.at(-1)?.route.path).toBe('*')
    expect(renderToString(<RouterProvider router={missing} />)).toContain('/nothing/here')
    expect(() => missing.navigate('/')).toThrow()
  })
})
