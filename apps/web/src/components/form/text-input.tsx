import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type FormHelperTextProps,
  type InputLabelProps,
  type OutlinedInputProps,
  type OutlinedTextFieldProps,
} from '@mui/material'
import { styled, useThemeProps } from '@mui/material/styles'
import { forwardRef, useId, type FormEvent, type InputHTMLAttributes } from 'react'

/** MUI's `TextField` props for what `TextInput` draws: an outlined field that is no select. */
export type TextInputProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'slots'> & {
  variant?: 'outlined'
}

/** Whether the browser sizes a text area to its text itself (CSS `field-sizing`). */
const sizesItself = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content')

/** A text area grown to its text by hand, where the browser does not do it itself. */
function grow(event: FormEvent<HTMLTextAreaElement | HTMLInputElement>) {
  const area = event.currentTarget
  area.style.height = 'auto'
  area.style.height = `${area.scrollHeight}px`
}

/** One line of MUI's input, in `em`: a text area's least height is whole lines of it. */
const LINE_EM = 1.4375

/** The root MUI's `TextField` has, with its name for the theme's overrides. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({})

/**
 * MUI's `TextField` for an outlined text field, drawn from the same parts (the same elements,
 * classes and ids), without what only a select needs: `TextField` imports the select, its menu,
 * popover, modal and transitions, which a public page's form would otherwise load and evaluate
 * first (docs/decisions/020-public-main-thread.md). A select is `FormSelectField`.
 *
 * A text area that grows (`minRows`, no `maxRows`) is a plain `<textarea>` that CSS grows
 * (`field-sizing: content`; by hand as the visitor types where a browser lacks it), not MUI's
 * `TextareaAutosize`, which measures itself with a hidden copy when it mounts: a forced layout
 * inside the page's take-over.
 */
export const TextInput = forwardRef<HTMLDivElement, TextInputProps>(
  function TextInput(inProps, ref) {
    const {
      autoComplete,
      autoFocus = false,
      className,
      color = 'primary',
      defaultValue,
      disabled = false,
      error = false,
      fullWidth = false,
      helperText,
      id: idOverride,
      inputRef,
      label,
      maxRows,
      minRows,
      multiline = false,
      name,
      onBlur,
      onChange,
      onFocus,
      placeholder,
      required = false,
      rows,
      slotProps = {},
      type,
      value,
      variant: _variant,
      ...other
    } = useThemeProps({ props: inProps, name: 'MuiTextField' })
    const reactId = useId()
    const id = idOverride ?? reactId
    const helperTextId = helperText ? `${id}-helper-text` : undefined
    const inputLabelId = label ? `${id}-label` : undefined
    const labelProps = slotProps.inputLabel as InputLabelProps | undefined
    const htmlInput = slotProps.htmlInput as InputHTMLAttributes<HTMLInputElement> | undefined
    // A growing text area: `minRows` lines at least, as tall as its text.
    const growing = multiline && rows === undefined && maxRows === undefined
    const lines = growing ? Number(minRows ?? 1) : undefined
    const inputProps = slotProps.input as Partial<OutlinedInputProps> | undefined
    return (
      <Root
        {...other}
        ref={ref}
        className={['MuiTextField-root', className].filter(Boolean).join(' ')}
        disabled={disabled}
        error={error}
        fullWidth={fullWidth}
        required={required}
        color={color}
        variant="outlined"
      >
        {label != null && label !== '' && (
          <InputLabel htmlFor={id} id={inputLabelId} {...labelProps}>
            {label}
          </InputLabel>
        )}
        <OutlinedInput
          aria-describedby={helperTextId}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          defaultValue={defaultValue}
          fullWidth={fullWidth}
          multiline={multiline}
          name={name}
          rows={growing ? lines : rows}
          {...(growing ? { inputComponent: 'textarea' as const } : {})}
          maxRows={maxRows}
          minRows={growing ? undefined : minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={
            growing
              ? {
                  ...htmlInput,
                  type: undefined,
                  style: {
                    ...htmlInput?.style,
                    fieldSizing: 'content',
                    minHeight: `${lines! * LINE_EM}em`,
                  },
                  ...(sizesItself ? {} : { onInput: grow }),
                }
              : htmlInput
          }
          label={label}
          {...(labelProps?.shrink !== undefined ? { notched: labelProps.shrink } : {})}
          {...inputProps}
        />
        {helperText && (
          <FormHelperText
            id={helperTextId}
            {...(slotProps.formHelperText as FormHelperTextProps | undefined)}
          >
            {helperText}
          </FormHelperText>
        )}
      </Root>
    )
  },
)
