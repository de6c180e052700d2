import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PERSIAN } from '../../../components/jalali-date-range.tsx'
import { translateValidation } from '../../../lib/api-client.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day a picker shows, as the API takes it: `YYYY-MM-DD`. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** `YYYY-MM-DD` as a local date for the picker. */
export const dateOfDay = (day: string | null | undefined) => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

/** The Tehran calendar day of a moment the API sent (a campaign's start or end). */
export const tehranDayOf = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(iso)) : ''

/**
 * A day picked on the Jalali calendar in Persian (Gregorian in English), bound to a form field
 * holding `YYYY-MM-DD`. Dashboard-only: the pickers never load on public pages.
 */
export function JalaliDayField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  clearable = false,
  minDay,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  helperText?: string
  clearable?: boolean
  minDay?: string | null
}) {
  const { i18n } = useTranslation()
  const jalali = i18n.language !== 'en'
  return (
    <LocalizationProvider
      dateAdapter={jalali ? AdapterDateFnsJalali : AdapterDateFns}
      {...(jalali ? { localeText: PERSIAN } : {})}
    >
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <DatePicker
            label={label}
            value={dateOfDay(field.value as string | null)}
            minDate={dateOfDay(minDay) ?? undefined}
            onChange={(value) =>
              field.onChange(value && !Number.isNaN(value.getTime()) ? dayOf(value) : '')
            }
            slotProps={{
              textField: {
                fullWidth: true,
                name: field.name,
                onBlur: field.onBlur,
                error: Boolean(fieldState.error),
                helperText: fieldState.error
                  ? translateValidation(fieldState.error.message)
                  : helperText,
              },
              field: { clearable },
            }}
          />
        )}
      />
    </LocalizationProvider>
  )
}
