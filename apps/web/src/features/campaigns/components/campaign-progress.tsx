import { Box, LinearProgress, Stack, Typography } from '@mui/material'
import { useFormat } from '../../../lib/format.ts'
import { percentOf } from './campaign-values.ts'
import { NS } from './use-campaign-texts.ts'
import { useTranslation } from 'react-i18next'

/** The bar and the figures under it: collected of the goal, and the share reached. */
export function CampaignProgress({
  collected,
  goal,
  size = 'medium',
}: {
  collected: number
  goal: number
  size?: 'medium' | 'large'
}) {
  const { t } = useTranslation(NS)
  const { money, number } = useFormat()
  const percent = percentOf(collected, goal)
  const large = size === 'large'
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress', { percent: number(percent) })}
        sx={{
          height: large ? 12 : 8,
          borderRadius: 99,
          bgcolor: 'rgba(0,122,113,0.14)',
          // The darker teal: the bar stays visible against white (3:1 for graphics).
          '& .MuiLinearProgress-bar': { bgcolor: 'primary.dark', borderRadius: 99 },
        }}
      />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mt: 1, gap: 1 }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: large ? 20 : 15 }}>
          {money(collected)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
          {t('ofGoal', { goal: money(goal), percent: number(percent) })}
        </Typography>
      </Stack>
    </Box>
  )
}
