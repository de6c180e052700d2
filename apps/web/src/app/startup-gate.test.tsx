// @vitest-environment jsdom
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material'
import type { Props } from '@kheyr/contracts/props'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { use, useLayoutEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '#lib/i18n.ts'
import { propsQuery } from '#lib/session/props.ts'
import { userQuery } from '#lib/session/user.ts'
import { createAppTheme, rtlCache } from '#lib/theme.ts'
import { persian } from '#test/render.tsx'
import { RootShell } from './root-shell.tsx'
import { StartupGate } from './startup-gate.tsx'

type Page = 'plain' | 'held' | 'slow'

/**
 * The app as it starts in the browser: the gate, the router's provider, the shell and a first
 * page. `log` says in what order the provider started listening to the router and the page
 * rendered; the start-up data comes when the test calls `arrive` (or is there from the start,
 * as in a take-over). The `held` page finishes its render only when the test calls `release`
 * (React waits for it in the middle of the render); the `slow` page is long to render, and the
 * router goes to `/next` in a task of its own once its render has begun.
 */
function startApp({ page = 'plain', started = false }: { page?: Page; started?: boolean } = {}) {
  const log: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  function HeldPage() {
    log.push('page rendered')
    use(held)
    return <p>خانه</p>
  }
  let navigating = false
  function Slow({ index }: { index: number }) {
    if (index === 0) log.push('page rendered')
    if (index === 0 && !navigating) {
      navigating = true
      setTimeout(() => void router.navigate('/next').then(() => void log.push('navigated')))
    }
    useLayoutEffect(() => {
      if (index === 0) log.push('page on screen')
    }, [index])
    // 2 ms each: React renders a few of them a turn, then lets the browser's tasks run.
    const until = performance.now() + 2
    while (performance.now() < until);
    return <span>آهسته</span>
  }
  const pages: Record<Page, () => ReactNode> = {
    plain: () => {
      log.push('page rendered')
      return <p>خانه</p>
    },
    held: HeldPage,
    slow: () => Array.from({ length: 30 }, (_, i) => <Slow key={i} index={i} />),
  }
  const router = createMemoryRouter([
    {
      Component: RootShell,
      children: [
        { index: true, Component: pages[page] },
        { path: '/next', lazy: async () => ({ Component: () => <p>صفحهٔ بعد</p> }) },
      ],
    },
  ])
  // The app listens to the router too (the version watch): with a listener there already, the
  // router keeps no update for a listener that comes late.
  router.subscribe(() => {})
  const subscribe = router.subscribe
  router.subscribe = (listener) => {
    log.push('provider listening')
    return subscribe(listener)
  }
  // The start-up calls never answer: the data comes from `arrive`.
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  const queryClient = new QueryClient()
  const arriveNow = () => {
    queryClient.setQueryData(propsQuery.queryKey, {} as Props)
    queryClient.setQueryData(userQuery.queryKey, null)
  }
  if (started) arriveNow()
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={createAppTheme('rtl')}>
            <StartupGate>
              <RouterProvider router={router} />
            </StartupGate>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return {
    log,
    release: () => act(async () => release()),
    arriveNow,
    arrive: () =>
      act(async () => {
        arriveNow()
        // React Query tells its observers in a task of its own.
        await new Promise((resolve) => setTimeout(resolve))
      }),
  }
}

const splash = () => screen.queryByRole('status', { name: 'در حال بارگذاری…' })

beforeAll(persian)

describe('StartupGate', () => {
  it('renders the first page only once the router’s provider listens, under the splash until done', async () => {
    const app = startApp({ page: 'held' })
    expect(splash()).not.toBeNull()

    await app.arrive()

    // The page's render began in a transition after the provider was committed, and waits.
    expect(app.log).toEqual(['provider listening', 'page rendered'])
    expect(splash()).not.toBeNull()
    expect(screen.queryByText('خانه')).toBeNull()
    await app.release()
    expect(await screen.findByText('خانه')).toBeTruthy()
    expect(splash()).toBeNull()
  })

  it('shows where the router went while the first page rendered in turns', async () => {
    // As in the browser: no `act`, React renders the transition in short turns between tasks.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT
    react.IS_REACT_ACT_ENVIRONMENT = false
    try {
      const app = startApp({ page: 'slow' })
      app.arriveNow()

      // The router finished a navigation (a page's code came) in a pause between two turns of
      // the first page's render, before that page was on screen.
      expect(await screen.findByText('صفحهٔ بعد')).toBeTruthy()
      const at = (entry: string) => app.log.indexOf(entry)
      expect(at('provider listening')).toBeLessThan(at('page rendered'))
      expect(at('page rendered')).toBeLessThan(at('navigated'))
      expect(app.log.slice(0, at('navigated'))).not.toContain('page on screen')
      expect(screen.queryByText('آهسته')).toBeNull()
      expect(splash()).toBeNull()
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })

  it('renders the page at once when the data is there from the start, as the server did', () => {
    const app = startApp({ started: true })

    // A take-over must render what the server sent, in its first render: no splash first.
    expect(screen.getByText('خانه')).toBeTruthy()
    expect(splash()).toBeNull()
    expect(app.log).toEqual(['page rendered', 'provider listening'])
  })
})
