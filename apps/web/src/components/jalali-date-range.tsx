import { Stack } from '@mui/material'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { faIR } from '@mui/x-date-pickers/locales'
import { useTranslation } from 'react-i18next'
import { typedDigitsAs } from './typed-digits.ts'

/** The pickers' Persian labels, with the empty field reading «سال/ماه/روز» instead of YYYY/MM/DD. */
export const PERSIAN = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
}

type Props = {
  from: Date | null
  to: Date | null
  onChange: (from: Date | null, to: Date | null) => void
  fromLabel: string
  toLabel: string
}

/**
 * A date range picked on the Jalali calendar in Persian (Gregorian in English). `to` covers its
 * whole day. Dashboard-only: the pickers never load on public pages.
 */
export function JalaliDateRange({ from, to, onChange, fromLabel, toLabel }: Props) {
  const { i18n } = useTranslation()
  const jalali = i18n.language !== 'en'
  const endOfDay = (d: Date | null) =>
    d ? new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999) : null
  return (
    <LocalizationProvider
      dateAdapter={jalali ? AdapterDateFnsJalali : AdapterDateFns}
      {...(jalali ? { localeText: PERSIAN } : {})}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        onInputCapture={typedDigitsAs('latin')}
      >
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
    </LocalizationProvider>
  )
}
