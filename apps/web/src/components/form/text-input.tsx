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
import { forwardRef, useId, type InputHTMLAttributes } from 'react'

/** MUI's `TextField` props for what `TextInput` draws: an outlined field that is no select. */
export type TextInputProps = Omit<OutlinedTextFieldProps, 'variant' | 'select' | 'slots'> & {
  variant?: 'outlined'
}

/** The root MUI's `TextField` has, with its name for the theme's overrides. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({})

/**
 * MUI's `TextField` for an outlined text field, drawn from the same parts (the same elements,
 * classes and ids), without what only a select needs: `TextField` imports the select, its menu,
 * popover, modal and transitions, which a public page's form would otherwise load and evaluate
 * first (docs/decisions/020-public-main-thread.md). A select is `FormSelectField`.
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
          rows={rows}
          maxRows={maxRows}
          minRows={minRows}
          type={type}
          value={value}
          id={id}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={onChange}
          onFocus={onFocus}
          placeholder={placeholder}
          inputProps={slotProps.htmlInput as InputHTMLAttributes<HTMLInputElement> | undefined}
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
