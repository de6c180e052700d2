import { Card, CardContent, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'

/** A titled card on the account page. */
export function Section({
  id,
  title,
  hint,
  children,
  danger,
}: {
  id: string
  title: string
  hint?: string
  children: ReactNode
  danger?: boolean
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={danger ? { borderColor: 'error.light' } : undefined}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <div>
            <Typography
              id={`${id}-title`}
              component="h2"
              sx={{ fontSize: 18, fontWeight: 700, color: danger ? 'error.main' : undefined }}
            >
              {title}
            </Typography>
            {hint && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {hint}
              </Typography>
            )}
          </div>
          {children}
        </Stack>
      </CardContent>
    </Card>
  )
}
