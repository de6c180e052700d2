import { createContext, useContext } from 'react'
import { Navigate } from 'react-router'

/**
 * Where the server render collects a page's redirect (a static router cannot navigate): the
 * server then answers with the redirect instead of the page.
 */
export const RedirectSink = createContext<((to: string) => void) | null>(null)

/**
 * Sends the visitor to `to` in place of this page: in the browser a navigation that replaces the
 * page in history, on the server a redirect answer (so the visitor never sees an empty page).
 */
export function Redirect({ to }: { to: string }) {
  const sink = useContext(RedirectSink)
  if (!sink) return <Navigate to={to} replace />
  sink(to)
  return null
}
