import { TextField, type TextFieldProps } from '@mui/material'
import { Controller, type FieldValues } from 'react-hook-form'
import { useHydrated } from '#lib/hydrated.ts'
import { useFieldLabel } from './error-summary.tsx'
import { useBoundField, type BoundFieldProps } from './form-text-field.tsx'

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'defaultValue' | 'select'
> &
  BoundFieldProps<T> & {
    /**
     * The browser's own `<select>` (the options are `<option>`s): it works before the page's
     * script and without it, as a public page's plain form needs (docs/decisions/033).
     */
    native?: boolean
  }

/**
 * A select bound to a form (MUI's `TextField` with `select`; its options are the children),
 * showing its (translated) validation message. Kept apart from `FormTextField`: the select's
 * menu, popover and transitions load only with a form that has one. Its combobox needs the
 * page's script, so it waits for the take-over; a `native` one does not.
 */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  onBlurField,
  ltr,
  format,
  slotProps,
  disabled,
  native = false,
  ...rest
}: Props<T>) {
  const hydrated = useHydrated()
  const bind = useBoundField<T>({
    name,
    onBlurField,
    ltr,
    format,
    helperText: rest.helperText,
    slotProps: {
      ...(slotProps as Record<string, unknown>),
      ...(native ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
    },
  })
  useFieldLabel(control, name, rest.label)
  return (
    <Controller
      name={name}
      control={control}
      render={(state) => (
        <TextField
          {...rest}
          select
          {...(bind(state) as TextFieldProps)}
          disabled={disabled || state.field.disabled || (!native && !hydrated)}
        />
      )}
    />
  )
}
