import { lazy } from 'react'
import { HydrationSlice } from '#components/hydration-slice.tsx'
import { useUser } from '#lib/session/user.ts'

// Only an admin acting as someone sees it, so its code loads only then.
const ImpersonationNotice = lazy(() => import('./impersonation-notice.tsx'))

/** While an admin is signed in as someone else, every page says so and offers the way back. */
export function ImpersonationBanner() {
  const user = useUser()
  if (!user?.impersonator) return null
  return (
    <HydrationSlice>
      <ImpersonationNotice user={{ ...user, impersonator: user.impersonator }} />
    </HydrationSlice>
  )
}
