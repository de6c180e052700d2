import { Chip } from '@mui/material'
import { useTranslation } from 'react-i18next'

const COLORS = { paid: 'success', unpaid: 'warning', canceled: 'default' } as const

export function CharityStatusChip({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation('charities')
  return <Chip size="small" color={COLORS[status]} label={t(`statuses.${status}`)} />
}
