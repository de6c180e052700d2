import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormTextField } from './form-text-field.tsx'

/** A one-time code: digits typed left to right, offered by the phone's autofill. */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  length,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  length: number
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      ltr
      autoFocus
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: length } }}
    />
  )
}
