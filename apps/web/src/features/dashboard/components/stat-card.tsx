import type { SvgIconComponent } from '@mui/icons-material'
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'

/**
 * One figure of the home page: what it counts, the figure, a line under it; the whole card
 * links to the list (or report) behind it.
 */
export function StatCard({
  icon: Icon,
  title,
  value,
  detail,
  to,
  tone = 'primary',
}: {
  icon: SvgIconComponent
  title: string
  value: string
  detail?: string
  to: string
  tone?: 'primary' | 'warning'
}) {
  const color = tone === 'warning' ? '#8a5300' : '#00665e'
  const wash = tone === 'warning' ? 'rgba(237,108,2,0.1)' : 'rgba(0,122,113,0.08)'
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', p: 2, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: wash,
            color,
            flexShrink: 0,
          }}
        >
          <Icon />
        </Box>
        <Stack sx={{ minWidth: 0, flex: 1, gap: 0.25 }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography sx={{ fontSize: 22, fontWeight: 800, lineHeight: 1.5 }}>{value}</Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  )
}
