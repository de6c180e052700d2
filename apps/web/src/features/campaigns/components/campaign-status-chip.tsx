import type { CampaignStatus } from '@kheyr/contracts/campaigns'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { NS } from './use-campaign-texts.ts'

const COLORS: Record<CampaignStatus, { bgcolor: string; color: string }> = {
  draft: { bgcolor: 'grey.200', color: 'text.primary' },
  scheduled: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  active: { bgcolor: '#e0f2f1', color: '#00574f' },
  finished: { bgcolor: 'grey.700', color: '#fff' },
}

/** Draft, scheduled, active or finished, in colours that keep their text readable. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation(NS)
  return (
    <Chip
      size="small"
      label={t(`dashboardStatuses.${status}`)}
      sx={{ ...COLORS[status], fontWeight: 700 }}
    />
  )
}
