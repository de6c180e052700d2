import { parseAmount } from '@kheyr/contracts/money'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'

/** Suggested amounts as chips: type one (any digits, separators welcome), add, remove. */
export function AmountsField<T extends FieldValues>({
  control,
  name,
  label,
  max = 6,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  max?: number
}) {
  const { t } = useTranslation('form')
  const { money } = useFormat()
  const [typed, setTyped] = useState('')
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const values = ((field.value as (number | string)[] | undefined) ?? []).map((v) =>
          typeof v === 'number' ? v : (parseAmount(v) ?? 0),
        )
        const add = () => {
          const amount = parseAmount(typed)
          if (amount === null || amount <= 0) return setInvalid(true)
          setInvalid(false)
          setTyped('')
          field.onChange([...new Set([...values, amount])].sort((a, b) => a - b))
        }
        // An error on one amount (`suggested_amounts.0`) shows under the field as well.
        const itemErrors = (formState.errors as Record<string, unknown>)[name] as
          Record<string, { message?: string } | undefined> | undefined
        const message =
          fieldState.error?.message ??
          (itemErrors
            ? Object.values(itemErrors).find((e) => typeof e === 'object' && e?.message)?.message
            : undefined)
        return (
          <Box role="group" aria-labelledby={`${id}-label`}>
            <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: values.length ? 1.5 : 0 }}>
              {values.map((amount) => (
                <Chip
                  key={amount}
                  label={money(amount)}
                  onDelete={() => field.onChange(values.filter((v) => v !== amount))}
                  aria-label={t('amounts.remove', { amount: money(amount) })}
                />
              ))}
            </Stack>
            {values.length < max && (
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  value={typed}
                  label={t('amounts.addLabel')}
                  onChange={(e) => {
                    setTyped(e.target.value)
                    setInvalid(false)
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault()
                      add()
                    }
                  }}
                  error={invalid}
                  helperText={invalid ? t('amounts.invalid') : undefined}
                  slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                  sx={{ maxWidth: 220 }}
                />
                <Button
                  variant="outlined"
                  startIcon={<AddOutlined />}
                  onClick={add}
                  sx={{ mt: 0.25 }}
                >
                  {t('amounts.add')}
                </Button>
              </Stack>
            )}
            {message && <FormHelperText error>{translateValidation(message)}</FormHelperText>}
          </Box>
        )
      }}
    />
  )
}
