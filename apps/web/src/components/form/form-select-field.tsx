import { TextField, type TextFieldProps } from '@mui/material'
import { Controller, type FieldValues } from 'react-hook-form'
import { useHydrated } from '#lib/hydrated.ts'
import { useBoundField, type BoundFieldProps } from './form-text-field.tsx'

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'defaultValue' | 'select'
> &
  BoundFieldProps<T>

/**
 * A select bound to a form (MUI's `TextField` with `select`; its options are the children),
 * showing its (translated) validation message. Kept apart from `FormTextField`: the select's
 * menu, popover and transitions load only with a form that has one. Its combobox is no native
 * control, so a disabled fieldset does not cover it: it waits for the take-over itself.
 */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  onBlurField,
  ltr,
  format,
  slotProps,
  disabled,
  ...rest
}: Props<T>) {
  const hydrated = useHydrated()
  const bind = useBoundField<T>({
    name,
    onBlurField,
    ltr,
    format,
    helperText: rest.helperText,
    slotProps: slotProps as Record<string, unknown>,
  })
  return (
    <Controller
      name={name}
      control={control}
      render={(state) => (
        <TextField
          {...rest}
          select
          {...(bind(state) as TextFieldProps)}
          disabled={disabled || state.field.disabled || !hydrated}
        />
      )}
    />
  )
}
