import type { ComponentProps } from 'react'
import { ApiError } from '#lib/api-client.ts'
import { ErrorScreen } from './error-screen.tsx'
import { LoadError } from './query-states.tsx'

/** The error screen's status for a page's failed load, or null where a retry is the answer. */
export function pageErrorStatus(error: unknown): 403 | 500 | 503 | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 403) return 403
  if (error.status === 503) return 503
  return error.status >= 500 ? 500 : null
}

/**
 * A page whose own data failed to load: refused (403) or broken on the server (500, 503), the
 * error screen, as for a page that never opened (spec, section 2), rather than the server's words
 * in a notice; offline or anything else, the notice with its retry (`LoadError`).
 */
export function PageLoadError(props: ComponentProps<typeof LoadError>) {
  const status = pageErrorStatus(props.error)
  if (status) return <ErrorScreen status={status} />
  return <LoadError {...props} />
}
