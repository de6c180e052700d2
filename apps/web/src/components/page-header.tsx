import { Stack, Typography, type SxProps, type Theme } from '@mui/material'
import type { ReactNode } from 'react'

/** A page's heading (its one `h1`) with the page's main actions beside it; wraps on phones. */
export function PageHeader({
  title,
  action,
  sx,
}: {
  title: ReactNode
  action?: ReactNode
  sx?: SxProps<Theme>
}) {
  return (
    <Stack
      direction="row"
      sx={[
        { justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  )
}
