import { MenuItem, TextField } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { NS } from './chest-labels.ts'

export type FilterOption = { value: string; label: string }

/** One filter of a list: "all", or one of `options` (the value goes into the list's query). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: FilterOption[]
  onChange: (value: string) => void
}) {
  const { t } = useTranslation(NS)
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{t('staff.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
