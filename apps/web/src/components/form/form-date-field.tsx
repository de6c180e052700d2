import { Box } from '@mui/material'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateValidation } from '../../lib/api-client.ts'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { typedDigitsAs } from '../typed-digits.ts'
import { PERSIAN } from '../jalali-date-range.tsx'

/** A calendar day as the API takes it (`YYYY-MM-DD`), from a picked date. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The picker's date for a `YYYY-MM-DD` day (local midnight), or null. */
export function dateOf(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '')
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

type Props<T extends FieldValues> = {
  name: Path<T>
  control: Control<T>
  label: string
  /** Days after today cannot be picked (a birthday, a visit, help given). */
  disableFuture?: boolean
  required?: boolean
  helperText?: string
}

/**
 * A day picked on the Jalali calendar in Persian (Gregorian in English), bound to a form field
 * holding `YYYY-MM-DD` (or empty). Typing works too: the field takes the day digit by digit.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  disableFuture,
  required,
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
              value={dateOf(field.value as string | null)}
              disableFuture={disableFuture}
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
                field: { clearable: !required },
              }}
            />
          </Box>
        )}
      />
    </LocalizationProvider>
  )
}
