import { Box, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { percentOf } from './campaign-values.ts'
import { ProgressBar } from './progress-bar.tsx'
import { NS } from './use-campaign-texts.ts'

/** Collected against spent: where the money went, as the reports tell it. */
export function MoneyFlow({ collected, spent }: { collected: number; spent: number }) {
  const { t } = useTranslation(NS)
  const { money, number } = useFormat()
  const percent = percentOf(spent, collected)
  const rows = [
    { label: t('collected'), value: money(collected) },
    { label: t('spent'), value: money(spent) },
    { label: t('remaining'), value: money(Math.max(0, collected - spent)) },
  ]
  return (
    <Box>
      <Stack
        component="dl"
        direction="row"
        sx={{ m: 0, mb: 1.5, gap: { xs: 1.5, sm: 4 }, flexWrap: 'wrap' }}
      >
        {rows.map((row) => (
          <Box key={row.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: 17 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Stack>
      <ProgressBar
        value={percent}
        label={t('spentShare', { percent: number(percent) })}
        height={10}
        color="#b26a00"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {collected > 0 ? t('spentShare', { percent: number(percent) }) : t('nothingCollected')}
      </Typography>
    </Box>
  )
}
