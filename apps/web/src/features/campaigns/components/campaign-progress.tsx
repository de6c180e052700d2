import type { CampaignCard as Campaign } from '@kheyr/contracts/campaigns'
import { Box, Stack, Typography } from '@mui/material'
import { useFormat } from '#lib/format.ts'
import { percentOf } from './campaign-values.ts'
import { ProgressBar } from './progress-bar.tsx'
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
      <ProgressBar
        value={percent}
        label={t('progress', { percent: number(percent) })}
        height={large ? 12 : 8}
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

/** "۱۲ روز مانده", "آخرین روز", "پایان‌یافته", or nothing for a campaign without an end date. */
export function DaysLeft({ campaign }: { campaign: Pick<Campaign, 'status' | 'days_left'> }) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  if (campaign.status === 'finished') return <>{t('finished')}</>
  if (campaign.days_left === null) return null
  return (
    <>
      {campaign.days_left === 0
        ? t('lastDay')
        : t('daysLeft', { count: campaign.days_left, n: number(campaign.days_left) })}
    </>
  )
}
