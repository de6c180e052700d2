import { Box, Paper, Stack, Typography } from '@mui/material'
import { useId, type ReactNode } from 'react'

/** One block of the crowns' settings sections: a heading, a hint, then its form or list. */
export function SettingsCard({
  title,
  hint,
  actions,
  children,
}: {
  title: string
  hint?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.9 }}>
              {hint}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      {children}
    </Paper>
  )
}
