import { Box } from '@mui/material'
import { Outlet } from 'react-router'
import { SkipLink } from '../../components/skip-link.tsx'
import { ImpersonationBanner } from './impersonation-banner.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** The public site: header, page, footer. */
export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ImpersonationBanner />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  )
}
