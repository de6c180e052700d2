import { ErrorScreen } from './error-screen.tsx'

export function NotFoundPage() {
  return <ErrorScreen status={404} />
}
