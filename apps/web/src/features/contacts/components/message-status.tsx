import type { ContactStatus } from '@kheyr/contracts/contacts'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'

const COLOR = { new: 'default', read: 'info', answered: 'success' } as const

/** The state of a message: sent (new), seen by staff (read), answered. */
export function MessageStatus({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('contacts')
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'answered' ? 'filled' : 'outlined'}
      label={t(`myStatus.${status}`)}
    />
  )
}
