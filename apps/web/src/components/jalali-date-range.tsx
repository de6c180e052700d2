import { Stack } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DatePickersLocalization, digitKeys } from './date-pickers.tsx'

type Props = {
  from: Date | null
  to: Date | null
  onChange: (from: Date | null, to: Date | null) => void
  fromLabel: string
  toLabel: string
}

/**
 * A date range picked on the Jalali calendar in Persian digits (Gregorian in English). `to` covers its
 * whole day. Dashboard-only: the pickers never load on public pages.
 */
export function JalaliDateRange({ from, to, onChange, fromLabel, toLabel }: Props) {
  const endOfDay = (d: Date | null) =>
    d ? new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999) : null
  return (
    <DatePickersLocalization>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} {...digitKeys}>
        <DatePicker
          label={fromLabel}
          value={from}
          onChange={(value) => onChange(value && !Number.isNaN(value.getTime()) ? value : null, to)}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
        <DatePicker
          label={toLabel}
          value={to}
          minDate={from ?? undefined}
          onChange={(value) =>
            onChange(from, value && !Number.isNaN(value.getTime()) ? endOfDay(value) : null)
          }
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
      </Stack>
    </DatePickersLocalization>
  )
}
