import { useQueries } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { SettingsSectionsProvider } from '../lib/feature.ts'
import { propsQuery } from '../lib/session/props.ts'
import { userQuery } from '../lib/session/user.ts'
import { settingsSections } from './features.ts'
import { useServiceWorker } from './pwa.tsx'
import { RootShell } from './root-shell.tsx'
import { RouteErrorBoundary } from './route-error.tsx'
import { buildRoutes } from './routes.tsx'
import { Splash } from './splash.tsx'
import { StartupError } from './startup-error.tsx'
import { useVersionWatch } from './version.ts'

export const router = createBrowserRouter([
  { Component: RootShell, ErrorBoundary: RouteErrorBoundary, children: buildRoutes() },
])

/** Loads the start-up props and the identity (splash meanwhile), then hands over to the router. */
export function App() {
  const [props, user] = useQueries({ queries: [propsQuery, userQuery] })
  useVersionWatch(router)
  useServiceWorker()
  if (props.isPending || user.isPending) return <Splash />
  if (props.isError) return <StartupError onRetry={() => void props.refetch()} />
  return (
    <SettingsSectionsProvider value={settingsSections}>
      <RouterProvider router={router} />
    </SettingsSectionsProvider>
  )
}
