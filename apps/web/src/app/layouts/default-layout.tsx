import { Box } from '@mui/material'
import { Suspense, type ReactNode } from 'react'
import { Outlet } from 'react-router'
import { SkipLink } from '../../components/skip-link.tsx'
import { useHydrated } from '../../lib/hydrated.ts'
import { ImpersonationBanner } from './impersonation-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/**
 * A server-rendered page shows before its code runs: until then its form fields and buttons are
 * disabled (a disabled fieldset), so nothing typed or pressed is lost; links work as they are.
 * `children` come from the layout, which does not render again when this does: the parts below
 * keep their place in the queue of hydration.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      role="presentation"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  )
}

/** The public site: header, page, footer. */
export function DefaultLayout() {
  return (
    <UntilHydrated>
      <SkipLink />
      <ImpersonationBanner />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <SiteFooter />
      </Suspense>
    </UntilHydrated>
  )
}
