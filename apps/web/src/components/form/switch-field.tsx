import { FormControlLabel, Switch, Typography } from '@mui/material'
import { useId } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'

/** A yes/no field of a form, as a labelled switch; `hint` says what turning it on does. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  hint?: string
  disabled?: boolean
}) {
  const hintId = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_, checked) => field.onChange(checked)}
                disabled={disabled}
                slotProps={hint ? { input: { 'aria-describedby': hintId } } : undefined}
              />
            }
            label={label}
          />
          {hint && (
            <Typography
              id={hintId}
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ ms: 6.5, mt: -0.5 }}
            >
              {hint}
            </Typography>
          )}
        </>
      )}
    />
  )
}
