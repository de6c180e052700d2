import type { SubscriptionStatus } from '@kheyr/contracts/subscriptions'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { NS } from './use-period-words.ts'

const COLOR = { active: 'success', paused: 'warning', canceled: 'default' } as const

/** Active, paused or canceled. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation(NS)
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`statuses.${status}`)} />
  )
}
