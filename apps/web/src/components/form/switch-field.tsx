import { FormControlLabel, Switch, Typography } from '@mui/material'
import { useId } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { translateValidation } from '#lib/api-client.ts'

/**
 * A yes/no field of a form, as a labelled switch; `hint` says what turning it on does, and a
 * validation message (the server's) shows below it.
 */
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
  const errorId = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(_, checked) => field.onChange(checked)}
                disabled={disabled}
                slotProps={{
                  input: {
                    'aria-describedby':
                      [hint && hintId, fieldState.error && errorId].filter(Boolean).join(' ') ||
                      undefined,
                    'aria-invalid': fieldState.error ? true : undefined,
                  },
                }}
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
          {fieldState.error && (
            <Typography
              id={errorId}
              variant="caption"
              color="error"
              component="p"
              sx={{ ms: 6.5, mt: -0.5 }}
            >
              {translateValidation(fieldState.error.message)}
            </Typography>
          )}
        </>
      )}
    />
  )
}
