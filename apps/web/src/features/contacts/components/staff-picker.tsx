import type { StaffMember } from '@kheyr/contracts/contacts'
import { Autocomplete, Box, Chip, TextField } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { staffSearchQuery } from '../api/contacts.ts'
import { Ltr } from '#components/ltr.tsx'

const DEBOUNCE_MS = 300

/** Chooses staff members by name or mobile, searched on the server as one types. */
export function StaffPicker({
  value,
  onChange,
  label,
  helperText,
}: {
  value: StaffMember[]
  onChange: (value: StaffMember[]) => void
  label: string
  helperText?: string
}) {
  const { t } = useTranslation('contacts')
  const { digits } = useFormat()
  const [input, setInput] = useState('')
  const [term, setTerm] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input])
  const found = useQuery(staffSearchQuery(term))

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={found.data ?? []}
      value={value}
      loading={found.isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next)
      }}
      noOptionsText={t('settings.noStaff')}
      loadingText={t('settings.searching')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <span>{option.name}</span>
          <Ltr sx={{ color: 'text.secondary', fontSize: 13 }}>{digits(option.mobile)}</Ltr>
        </Box>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <Chip key={key} size="small" label={option.name} {...itemProps} />
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  )
}
