import type { ContactStatus } from '@kheyr/contracts/contacts'
import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'

const COLOR = { new: 'warning', read: 'info', answered: 'success' } as const

/** New messages stand out; answered ones are done. */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('contacts')
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'new' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
    />
  )
}
