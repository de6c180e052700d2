import { Box, type SxProps, type Theme } from '@mui/material'
import type { ReactNode } from 'react'

/**
 * Digits and Latin text inside right-to-left text (a mobile, a code, an address): they read
 * left to right where they stand, and their neighbours keep their order.
 */
export function Ltr({ children, sx }: { children?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="bdi" dir="ltr" sx={sx}>
      {children}
    </Box>
  )
}
