import { MenuItem, type TextFieldProps } from '@mui/material'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import type { Option } from './use-needy-options.ts'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'defaultValue'> & {
  control: Control<T>
  name: Path<T>
  options: readonly { value: string | number; label: string }[] | Option[]
  /** The first choice, meaning none (an optional field); absent for a required one. */
  emptyLabel?: string
  onBlurField?: (name: string) => void
}

/** A form field choosing one of `options`, with its translated validation message. */
export function EnumSelect<T extends FieldValues>({
  control,
  name,
  options,
  emptyLabel,
  ...rest
}: Props<T>) {
  return (
    <FormSelectField control={control} name={name} fullWidth {...rest}>
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormSelectField>
  )
}
