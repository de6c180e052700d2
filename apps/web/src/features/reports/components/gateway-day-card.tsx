import type { GatewayDay, MoneyFigure } from '@kheyr/contracts/reports'
import { Box, Paper, Typography } from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

const FIGURES = ['settled', 'duplicates', 'refunded', 'pending', 'failed', 'canceled'] as const

/** What one gateway did on the day: each figure as a count and a sum, and the flags. */
export function GatewayDayCard({ day }: { day: GatewayDay }) {
  const { t } = useTranslation('reports')
  const { money, number } = useFormat()
  const id = useId()
  const figure = (f: MoneyFigure) =>
    f.count ? `${money(f.amount)} (${t('countOf', { n: number(f.count) })})` : '—'
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`payment:gateways.${day.gateway}`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        {FIGURES.map((f) => (
          <Box key={f} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`day.${f}`)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={f === 'settled' ? { fontWeight: 800, color: 'primary.dark' } : undefined}
            >
              {figure(day[f])}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2">
          {t('day.flagged')}
        </Typography>
        <Typography component="dd" variant="body2">
          {day.flagged ? number(day.flagged) : '—'}
        </Typography>
      </Box>
    </Paper>
  )
}
