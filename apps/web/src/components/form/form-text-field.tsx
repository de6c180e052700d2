import { TextField, useTheme, type TextFieldProps } from '@mui/material'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { translateValidation } from '../../lib/api-client.ts'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'defaultValue'> & {
  name: Path<T>
  control: Control<T>
  /** Called when the field loses focus, e.g. to validate it live on the server. */
  onBlurField?: (name: string) => void
  /** Left-to-right content (mobile numbers, codes, email) inside a right-to-left page. */
  ltr?: boolean
  /** Rewrites what was typed before the form keeps it (digit grouping, for example). */
  format?: (typed: string) => string
}

/** A text field bound to a form, showing its (translated) validation message. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  onBlurField,
  ltr,
  format,
  slotProps,
  ...rest
}: Props<T>) {
  // Digits and Latin text read left to right, but sit on the page's reading side.
  const align = useTheme().direction === 'rtl' ? 'right' : 'left'
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          onChange={format ? (e) => field.onChange(format(e.target.value)) : field.onChange}
          onBlur={() => {
            field.onBlur()
            onBlurField?.(name)
          }}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error ? translateValidation(fieldState.error.message) : rest.helperText
          }
          slotProps={{
            ...slotProps,
            htmlInput: {
              ...(ltr ? { dir: 'ltr', style: { textAlign: align } } : {}),
              ...(slotProps?.htmlInput as object),
            },
          }}
        />
      )}
    />
  )
}
