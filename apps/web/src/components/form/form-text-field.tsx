import { useTheme } from '@mui/material'
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import type { ReactNode } from 'react'
import { translateValidation } from '#lib/api-client.ts'
import { useDataDir } from '#lib/data-dir.ts'
import { useFieldLabel } from './error-summary.tsx'
import { TextInput, type TextInputProps } from './text-input.tsx'

/** What a form's field takes besides its own props: where it sits in the form. */
export type BoundFieldProps<T extends FieldValues> = {
  name: Path<T>
  control: Control<T>
  /** Called when the field loses focus, e.g. to validate it live on the server. */
  onBlurField?: (name: string) => void
  /** Left-to-right content (mobile numbers, codes, email) inside a right-to-left page. */
  ltr?: boolean
  /** Words people type in their own language (a name, a message): on an English page the field
   * takes the direction of what is typed (`useDataDir`). */
  freeText?: boolean
  /** Rewrites what was typed before the form keeps it (digit grouping, for example). */
  format?: (typed: string) => string
}

type FieldSlotProps = { htmlInput?: unknown } & Record<string, unknown>

/**
 * The props that bind a text field (ours, or MUI's `TextField` as a select) to the form: its
 * value and changes, the live check when it is left, and its (translated) validation message.
 */
export function useBoundField<T extends FieldValues>({
  name,
  onBlurField,
  ltr,
  freeText,
  format,
  helperText,
  slotProps,
}: Omit<BoundFieldProps<T>, 'control'> & { helperText?: ReactNode; slotProps?: FieldSlotProps }) {
  // Digits and Latin text read left to right, but sit on the page's reading side.
  const align = useTheme().direction === 'rtl' ? 'right' : 'left'
  const dataDir = useDataDir()
  return ({
    field,
    fieldState,
  }: {
    field: ControllerRenderProps<T, Path<T>>
    fieldState: ControllerFieldState
  }) => ({
    ...field,
    value: field.value ?? '',
    onChange: format
      ? (e: { target: { value: string } }) => field.onChange(format(e.target.value))
      : field.onChange,
    onBlur: () => {
      field.onBlur()
      onBlurField?.(name)
    },
    error: Boolean(fieldState.error),
    helperText: fieldState.error ? translateValidation(fieldState.error.message) : helperText,
    slotProps: {
      ...slotProps,
      htmlInput: {
        ...(ltr ? { dir: 'ltr', style: { textAlign: align } } : {}),
        ...(freeText && dataDir ? { dir: dataDir } : {}),
        ...(slotProps?.htmlInput as object),
      },
    },
  })
}

type Props<T extends FieldValues> = Omit<TextInputProps, 'name' | 'error' | 'defaultValue'> &
  BoundFieldProps<T>

/** A text field bound to a form, showing its (translated) validation message. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  onBlurField,
  ltr,
  freeText,
  format,
  slotProps,
  ...rest
}: Props<T>) {
  const bind = useBoundField<T>({
    name,
    onBlurField,
    ltr,
    freeText,
    format,
    helperText: rest.helperText,
    slotProps: slotProps as FieldSlotProps,
  })
  useFieldLabel(control, name, rest.label)
  return (
    <Controller
      name={name}
      control={control}
      render={(state) => <TextInput {...rest} {...(bind(state) as TextInputProps)} />}
    />
  )
}
