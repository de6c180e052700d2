import type { SvgIconComponent } from '@mui/icons-material'
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'

/**
 * The figure's size: 22px, smaller where a long sum («۱۲۳٬۴۵۶٬۷۸۹ تومان») would not fit the card on
 * one line (a digit is about half the font size wide), so «تومان» never breaks off below.
 */
export const valueSize = (value: string) =>
  `clamp(14px, calc(100cqi / ${(Math.max(value.length, 1) * 0.5).toFixed(2)}), 22px)`

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
        <Stack sx={{ minWidth: 0, flex: 1, gap: 0.25, containerType: 'inline-size' }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {title}
          </Typography>
          <Typography
            sx={{
              fontSize: valueSize(value),
              fontWeight: 800,
              lineHeight: 1.5,
              whiteSpace: 'nowrap',
            }}
          >
            {value}
          </Typography>
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
