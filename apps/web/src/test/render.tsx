import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { i18n, loadNamespaces } from '#lib/i18n.ts'
import { createAppTheme, rtlCache } from '#lib/theme.ts'

/** Persian, with every namespace loaded, as a page after its first load. */
export async function persian() {
  await i18n.changeLanguage('fa')
  await loadNamespaces('fa')
}

/** Renders `ui` the way the app does: Persian, right to left, its theme, a query client, a router. */
export function renderApp(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CacheProvider value={rtlCache}>
          <ThemeProvider theme={createAppTheme('rtl')}>
            <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
  document.documentElement.dir = 'rtl'
  return { queryClient, ...render(ui, { wrapper, ...options }) }
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
