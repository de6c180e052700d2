import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '../lib/api-client.ts'
import { ErrorScreen } from '../components/error-screen.tsx'
import { isChunkLoadError, reloadForNewVersion } from './version.ts'

/** Render and loading errors of any page land on the error screen (or reload for a new build). */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isChunkLoadError(error) && reloadForNewVersion()) return null
  let status = 500
  if (isRouteErrorResponse(error)) status = error.status
  else if (error instanceof ApiError && [403, 404, 503].includes(error.status))
    status = error.status
  else console.error(error)
  return <ErrorScreen status={status} />
}
