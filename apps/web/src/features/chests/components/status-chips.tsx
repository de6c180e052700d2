import type { ChestDischargeStatus, ChestStatus } from '@kheyr/contracts/chests'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { NS } from './chest-labels.ts'

// Colours that keep their text readable (at least 4.5:1) on a light page.
const BOX: Record<ChestStatus, { bgcolor: string; color: string }> = {
  requested: { bgcolor: '#fff3e0', color: '#8a4b00' },
  approved: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  delivered: { bgcolor: '#e0f2f1', color: '#00574f' },
  retired: { bgcolor: 'grey.200', color: 'text.primary' },
}

const REQUEST: Record<ChestDischargeStatus, { bgcolor: string; color: string }> = {
  pending: { bgcolor: '#fff3e0', color: '#8a4b00' },
  assigned: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  done: { bgcolor: '#e0f2f1', color: '#00574f' },
  canceled: { bgcolor: 'grey.200', color: 'text.primary' },
}

/**
 * Requested, approved, in use or retired; `staff`: in the dashboard's words (a delivered box is
 * «تحویل‌شده» there, «در دست شما» to its donor).
 */
export function ChestStatusChip({ status, staff }: { status: ChestStatus; staff?: boolean }) {
  const { t } = useTranslation(NS)
  return (
    <Chip
      size="small"
      label={t(`${staff ? 'staffStatuses' : 'statuses'}.${status}`)}
      sx={{ ...BOX[status], fontWeight: 700 }}
    />
  )
}

/** Waiting, collector assigned, done or canceled. */
export function RequestStatusChip({ status }: { status: ChestDischargeStatus }) {
  const { t } = useTranslation(NS)
  return (
    <Chip
      size="small"
      label={t(`requestStatuses.${status}`)}
      sx={{ ...REQUEST[status], fontWeight: 700 }}
    />
  )
}
