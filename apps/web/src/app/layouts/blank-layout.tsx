import { Box } from '@mui/material'
import { Outlet } from 'react-router'

/** Print pages: nothing but the page, on white. */
export function BlankLayout() {
  return (
    <Box component="main" id="main" sx={{ bgcolor: '#fff', minHeight: '100dvh' }}>
      <Outlet />
    </Box>
  )
}
