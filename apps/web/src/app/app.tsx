import { Suspense, useEffect, type ReactNode } from 'react'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router'
import { useServiceWorker } from './pwa.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import { buildRoutes } from './routes.tsx'
import { StartupGate } from './startup-gate.tsx'
import { isOnline, reportUnreachable, subscribeConnection } from '#lib/connection.ts'
import { whenIdle } from '#lib/idle.ts'
import { keepPagePartsForLater, startLinkPreloading } from './link-preloading.ts'
import { isChunkLoadError, useVersionWatch } from './version.ts'

/** Every route of the app; the browser and the server render each make their router of it. */
export const appRoutes: RouteObject[] = [
  { Component: RootShell, ErrorBoundary: RouteErrorBoundary, children: buildRoutes() },
]

let router: ReturnType<typeof createBrowserRouter> | null = null
/** The browser's router, made on first use (never on the server). */
export const browserRouter = () => (router ??= createBrowserRouter(appRoutes))

/**
 * Whether the router could not fetch the code of the page being taken over: the connection
 * dropped while the page started. The page as served stays on screen (an error screen in its
 * place would take away what the visitor is reading; its links still open pages), and it loads
 * again once our server can be reached.
 */
export function servedPageLacksCode(current: ReturnType<typeof browserRouter>): boolean {
  const errors = Object.values(current.state.errors ?? {})
  if (!errors.some(isChunkLoadError)) return false
  // The browser may still claim a network: this starts the checks that find out when it is back.
  reportUnreachable()
  const unsubscribe = subscribeConnection(() => {
    if (!isOnline()) return
    unsubscribe()
    window.location.reload()
  })
  return true
}

/**
 * The pages, in a Suspense boundary of their own (the server render has the same): a page the
 * server rendered is taken over in small slices, between which the browser stays responsive,
 * instead of in one long task.
 */
export function PagesBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}

/** Preloads the code of pages that links lead to, once the first page is idle. */
function useLinkPreloading() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let done = false
    void whenIdle().then(() => {
      if (done) return
      stop = startLinkPreloading(appRoutes)
      void keepPagePartsForLater(appRoutes)
    })
    return () => {
      done = true
      stop?.()
    }
  }, [])
}

/** The app in the browser: the start-up gate, then the router. */
export function App() {
  const current = browserRouter()
  useVersionWatch(current)
  useServiceWorker()
  useLinkPreloading()
  return (
    <StartupGate>
      <PagesBoundary>
        <RouterProvider router={current} />
      </PagesBoundary>
    </StartupGate>
  )
}
