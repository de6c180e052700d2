import { FormControlLabel, Switch } from '@mui/material'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

/** A yes/no field of a form, as a labelled switch. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  disabled?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, checked) => field.onChange(checked)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  )
}
