import { Box, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { NS } from './use-period-words.ts'

type Standing = {
  elapsed_periods: number
  paid_periods: number
  unpaid_periods: number
  prepaid_periods: number
  amount_due: number
}

/** Where a membership stands today: periods fallen due, paid, unpaid, prepaid and the amount due. */
export function Figures({ standing }: { standing: Standing }) {
  const { t } = useTranslation(NS)
  const { money, number } = useFormat()
  const items = [
    { key: 'elapsed', value: number(standing.elapsed_periods) },
    { key: 'paid', value: number(standing.paid_periods) },
    { key: 'unpaid', value: number(standing.unpaid_periods), warn: standing.unpaid_periods > 0 },
    { key: 'prepaid', value: number(standing.prepaid_periods) },
    { key: 'due', value: money(standing.amount_due), warn: standing.amount_due > 0 },
  ]
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box
          key={item.key}
          sx={{
            border: 1,
            borderColor: item.warn ? '#ffb74d' : 'divider',
            bgcolor: item.warn ? '#fff3e0' : 'background.paper',
            borderRadius: 2,
            px: 1.5,
            py: 1,
            gridColumn: item.key === 'due' ? { xs: '1 / -1', sm: 'auto' } : undefined,
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`figures.${item.key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 800, fontSize: 18, color: item.warn ? '#8a3c00' : undefined }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
