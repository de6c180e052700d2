import { ErrorScreen } from '#components/error-screen.tsx'

export function NotFoundPage() {
  return <ErrorScreen status={404} />
}
