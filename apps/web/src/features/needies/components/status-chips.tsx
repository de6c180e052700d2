import type { FinalStatus, NeedyPriority } from '@kheyr/contracts/needies'
import { Chip } from '@mui/material'
import { PRIORITY_COLOR, STATUS_COLOR, useNeedyOptions } from './use-needy-options.ts'

export function PriorityChip({ value }: { value: NeedyPriority }) {
  const { label } = useNeedyOptions()
  return (
    <Chip
      size="small"
      color={PRIORITY_COLOR[value]}
      variant={value === 'low' ? 'outlined' : 'filled'}
      label={label('priority', value)}
    />
  )
}

export function StatusChip({ value }: { value: FinalStatus }) {
  const { label } = useNeedyOptions()
  return <Chip size="small" color={STATUS_COLOR[value]} label={label('finalStatus', value)} />
}
