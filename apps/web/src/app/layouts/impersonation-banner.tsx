import { lazy, Suspense } from 'react'
import { useUser } from '../../lib/session/user.ts'

// Only an admin acting as someone sees it, so its code loads only then. It is a part of its own
// (its `HydrationSlice` inside it): its button stays disabled until its code has come.
const ImpersonationNotice = lazy(() => import('./impersonation-notice.tsx'))

/** While an admin is signed in as someone else, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const user = useUser()
  if (!user?.impersonator) return null
  return (
    <Suspense>
      <ImpersonationNotice user={{ ...user, impersonator: user.impersonator }} />
    </Suspense>
  )
}
