import type { MembershipState } from '@kheyr/contracts/subscriptions'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { NS } from './use-period-words.ts'

const COLOR = {
  pending: 'info',
  active: 'success',
  paused: 'warning',
  canceled: 'default',
} as const

/** Awaiting its first payment, active, paused or canceled. */
export function SubscriptionStatusChip({ status }: { status: MembershipState }) {
  const { t } = useTranslation(NS)
  return (
    <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`statuses.${status}`)} />
  )
}
