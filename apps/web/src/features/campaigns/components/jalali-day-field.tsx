import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PERSIAN } from '../../../components/jalali-date-range.tsx'
import { translateValidation } from '../../../lib/api-client.ts'
import { dateOfDay, dayOf } from './campaign-values.ts'

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
