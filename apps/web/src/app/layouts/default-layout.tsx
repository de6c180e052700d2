import { Box } from '@mui/material'
import { Outlet } from 'react-router'
import { HydrationSlice } from '#components/hydration-slice.tsx'
import { SkipLink } from '#components/skip-link.tsx'
import { ImpersonationBanner } from './impersonation-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/**
 * The public site: header, page, footer. A server-rendered page shows before its code runs, and
 * each of the three is then taken over on its own (the page last of all, in slices of its own if
 * it has any): each keeps its fields and buttons disabled until it is, so nothing typed or
 * pressed meanwhile is lost. The layout itself holds no control, and does not render again.
 */
export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ImpersonationBanner />
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </Box>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
    </Box>
  )
}
