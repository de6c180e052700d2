import { Box } from '@mui/material'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateValidation } from '../../lib/api-client.ts'
import { dateOfDay, dayOf } from '../../lib/days.ts'
import { PERSIAN } from '../jalali-date-range.tsx'
import { typedDigitsAs } from '../typed-digits.ts'

type Props<T extends FieldValues> = {
  name: Path<T>
  control: Control<T>
  label: string
  /** Days after today cannot be picked (a birthday, a visit, help given). */
  disableFuture?: boolean
  /** The first day that can be picked (`YYYY-MM-DD`), e.g. a campaign's end after its start. */
  minDay?: string | null
  required?: boolean
  /** Whether the day can be emptied; optional fields can, by default. */
  clearable?: boolean
  helperText?: string
}

/**
 * A day picked on the Jalali calendar in Persian (Gregorian in English), bound to a form field
 * holding `YYYY-MM-DD` (or empty). Typing works too: the field takes the day digit by digit, in
 * Persian or Latin digits. Dashboard forms only: the pickers never load on public pages.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  disableFuture,
  minDay,
  required,
  clearable = !required,
  helperText,
}: Props<T>) {
  const { i18n } = useTranslation()
  const jalali = i18n.language !== 'en'
  return (
    <LocalizationProvider
      dateAdapter={jalali ? AdapterDateFnsJalali : AdapterDateFns}
      {...(jalali ? { localeText: PERSIAN } : {})}
    >
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <Box onInputCapture={typedDigitsAs('latin')}>
            <DatePicker
              label={label}
              value={dateOfDay(field.value as string | null)}
              disableFuture={disableFuture}
              minDate={dateOfDay(minDay) ?? undefined}
              onChange={(value) =>
                field.onChange(value && !Number.isNaN(value.getTime()) ? dayOf(value) : '')
              }
              inputRef={field.ref}
              slotProps={{
                textField: {
                  fullWidth: true,
                  required,
                  onBlur: field.onBlur,
                  name: field.name,
                  error: Boolean(fieldState.error),
                  helperText: fieldState.error
                    ? translateValidation(fieldState.error.message)
                    : helperText,
                },
                field: { clearable },
              }}
            />
          </Box>
        )}
      />
    </LocalizationProvider>
  )
}
