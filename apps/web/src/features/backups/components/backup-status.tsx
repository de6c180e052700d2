import type { BackupRun } from '@kheyr/contracts/backups'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'

const COLOR = { running: 'info', succeeded: 'success', failed: 'error' } as const

/** A run's result as a coloured chip: the colour repeats the word, never replaces it. */
export function BackupStatusChip({ status }: { status: BackupRun['status'] }) {
  const { t } = useTranslation('backups')
  return <Chip size="small" color={COLOR[status]} label={t(`statuses.${status}`)} />
}
