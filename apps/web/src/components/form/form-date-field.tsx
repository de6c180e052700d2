import { Box } from '@mui/material'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { translateValidation } from '#lib/api-client.ts'
import { dateOfDay, dayOf } from '#lib/days.ts'
import { DatePickersLocalization, digitKeys } from '../date-pickers.tsx'
import { useFieldLabel } from './error-summary.tsx'

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
 * A day picked on the Jalali calendar in Persian digits (Gregorian in English), bound to a form
 * field holding `YYYY-MM-DD` (or empty). Typing works too: the field takes the day digit by digit,
 * in Persian or Latin digits. Dashboard forms only: the pickers never load on public pages.
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
  useFieldLabel(control, name, label)
  return (
    <DatePickersLocalization>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <Box {...digitKeys}>
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
    </DatePickersLocalization>
  )
}
