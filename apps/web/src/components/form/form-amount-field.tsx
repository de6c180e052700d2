import { parseAmount } from '@kheyr/contracts/money'
import type { TextFieldProps } from '@mui/material'
import type { Control, FieldValues, Path } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { useFormat } from '../../lib/format.ts'
import { FormTextField } from './form-text-field.tsx'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'defaultValue'> & {
  name: Path<T>
  control: Control<T>
}

/**
 * An amount in toman, typed with Persian, Arabic or Latin digits and any thousands separator;
 * below it, the amount as it will be saved (`۱۲٬۵۰۰ تومان`), so a missing zero shows at once.
 */
export function FormAmountField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...rest
}: Props<T>) {
  const { money } = useFormat()
  const value = useWatch({ control, name }) as string | number | null | undefined
  const amount = value === '' || value === null || value === undefined ? null : parseAmount(value)
  return (
    <FormTextField
      {...rest}
      name={name}
      control={control}
      ltr
      helperText={amount !== null ? money(amount) : helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  )
}
