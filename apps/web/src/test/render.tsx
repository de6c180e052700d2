import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, type RenderOptions } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from '../lib/router.tsx'
import { vi } from 'vitest'
import { loadNamespaces } from '../lib/i18n.ts'
import { i18n, TextsProvider } from '../lib/texts.ts'
import { takeOverInTurns } from '../lib/take-over-turns.ts'
import { createAppTheme, rtlCache } from '../lib/theme.ts'

/** Persian, with every namespace loaded, as a page after its first load. */
export async function persian() {
  i18n.changeLanguage('fa')
  await loadNamespaces('fa')
}

/** Renders `ui` the way the app does: Persian, right to left, its theme, a query client, a router. */
export function renderApp(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const { queryClient, wrapper } = appWrapper(options.route)
  document.documentElement.dir = 'rtl'
  return { queryClient, ...render(ui, { wrapper, ...options }) }
}

/**
 * `ui` as the server sends it, then taken over in the browser a part a turn as the app does
 * (`takeOverInTurns`); `done` settles once every part has had its turn.
 */
export function serveAndTakeOver(ui: ReactElement) {
  const { wrapper: Wrapper } = appWrapper()
  const page = <Wrapper>{ui}</Wrapper>
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  document.documentElement.dir = 'rtl'
  let root!: Root
  let done!: Promise<void>
  act(() => void (done = takeOverInTurns(() => (root = hydrateRoot(container, page)))))
  return {
    container,
    done: done.then(() => act(async () => {})),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

function appWrapper(route = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TextsProvider value={i18n}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={createAppTheme('rtl')}>
            <MemoryRouter url={route}>{children}</MemoryRouter>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </TextsProvider>
  )
  return { queryClient, wrapper }
}

export type FakeCall = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  /** Live validation (Laravel Precognition) rather than the real request. */
  precognitive: boolean
}

/**
 * Answers the API client's requests with `respond` (the CSRF cookie call is answered for it) and
 * records every call, so a test can say what the component asked the server.
 */
export function fakeApi(respond: (call: FakeCall) => { status?: number; body?: unknown }) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
    const headers = new Headers(init?.headers)
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      precognitive: headers.get('precognition') === 'true',
    }
    calls.push(call)
    const { status = 200, body } = respond(call)
    const empty = body === undefined || status === 204
    return new Response(empty ? null : JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json',
        // A live check is answered as one, as the server's precognition plugin does.
        ...(call.precognitive ? { precognition: 'true' } : {}),
      },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
