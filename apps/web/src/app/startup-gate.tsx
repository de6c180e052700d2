import { useQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, type ReactNode } from 'react'
import { SettingsSectionsProvider } from '#lib/feature.ts'
import { propsQuery } from '#lib/session/props.ts'
import { userQuery } from '#lib/session/user.ts'
import { settingsSections } from './features.ts'
import { FirstPageProvider } from './first-page.ts'
import { Splash } from './splash.tsx'
import { StartupError } from './startup-error.tsx'

/** Loads the start-up props and the identity (splash meanwhile), then shows `children`. */
export function StartupGate({ children }: { children: ReactNode }) {
  const props = useQuery(propsQuery)
  const user = useQuery(userQuery)
  const { refetch } = props
  const retry = useCallback(() => void refetch(), [refetch])
  const waiting = props.isPending || user.isPending
  const started = !waiting && !props.isError
  // The start-up data reaches React synchronously (React Query's store): rendering the layout
  // and the page with it would be one long task (440-640 ms on a phone; decision 036). The
  // router's provider mounts at once, in that task: it reads the router's state as it renders and
  // listens only once committed, so mounted in a transition it would miss a navigation that ends
  // meanwhile (the router keeps nothing for a late listener while the app's others listen). What
  // it renders waits for `pageShown`, which turns true in a transition React renders in short
  // turns; the splash (the same element) stays until then. With the data there from the start (a
  // take-over, the server's render) the deferred value starts true: all renders at once, as
  // hydration needs.
  const pageShown = useDeferredValue(started)
  return (
    <>
      {(waiting || (started && !pageShown)) && <Splash />}
      {!waiting && props.isError && <StartupError error={props.error} onRetry={retry} />}
      {started && (
        <SettingsSectionsProvider value={settingsSections}>
          <FirstPageProvider value={pageShown}>{children}</FirstPageProvider>
        </SettingsSectionsProvider>
      )}
    </>
  )
}
