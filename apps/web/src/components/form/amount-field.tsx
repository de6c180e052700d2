import { formatNumber, parseAmount } from '@kheyr/contracts/money'
import { numberToPersianWords } from '@kheyr/contracts/words'
import { Box, Chip, Stack, Typography } from '@mui/material'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { FormTextField } from './form-text-field.tsx'
import { useHydrated } from '#lib/hydrated.ts'

/** A chosen suggestion: the dark teal keeps white text at AA contrast (the brand teal does not). */
const chosen = {
  bgcolor: 'primary.dark',
  color: '#fff',
  fontWeight: 700,
  '&:hover': { bgcolor: '#00635b' },
} as const

/**
 * An amount in whole toman: suggested amounts to tap, the field itself (digits in either
 * script, separators allowed; the shared schema reads them), the least amount accepted, and
 * the amount read back in words so a slip of a zero shows.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  suggestions = [],
  min,
  helperText,
  required,
  autoFocus,
  fullWidth,
  onBlurField,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  suggestions?: readonly number[]
  min?: number
  /** Shown under the field when there is no least amount to state. */
  helperText?: string
  required?: boolean
  autoFocus?: boolean
  fullWidth?: boolean
  onBlurField?: (name: string) => void
}) {
  const { t } = useTranslation('form')
  const { money, number, lang } = useFormat()
  // Digits grouped in the page's script as they are typed; the schema reads them back to an integer.
  const grouped = (typed: string) => {
    if (!typed.trim()) return ''
    const value = parseAmount(typed)
    return value === null ? typed : formatNumber(value, lang)
  }
  const { field } = useController({ control, name })
  const hydrated = useHydrated()
  const raw = field.value as unknown
  const amount = raw === '' || raw === undefined || raw === null ? null : parseAmount(String(raw))
  return (
    <Stack spacing={2.5}>
      {suggestions.length > 0 && (
        <Box role="group" aria-label={t('amount.suggested')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('amount.suggested')}
          </Typography>
          {/* Columns set by the width alone: a row that wrapped by the chips' own widths
              changed when the web font replaced the fallback, and the form below moved. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
              gap: 1,
            }}
          >
            {suggestions.map((value) => (
              <Chip
                key={value}
                label={money(value)}
                variant={amount === value ? 'filled' : 'outlined'}
                sx={amount === value ? chosen : { fontWeight: 600 }}
                onClick={() => field.onChange(formatNumber(value, lang))}
                aria-pressed={amount === value}
                // A chip is no <button>: the page's disabled fieldset does not cover it.
                disabled={!hydrated}
              />
            ))}
          </Box>
        </Box>
      )}
      <div>
        <FormTextField
          control={control}
          name={name}
          label={label}
          ltr
          required={required}
          autoFocus={autoFocus}
          fullWidth={fullWidth}
          onBlurField={onBlurField}
          format={grouped}
          helperText={min === undefined ? helperText : t('amount.minimum', { min: money(min) })}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: {
              endAdornment: <Typography color="text.secondary">{t('amount.toman')}</Typography>,
            },
          }}
        />
        {amount !== null && amount > 0 && (
          <Typography variant="body2" sx={{ mt: 0.75, color: 'primary.dark' }} aria-live="polite">
            <span>
              {t('amount.inWords', { words: numberToPersianWords(amount), digits: number(amount) })}
            </span>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('amount.inRial', { rial: number(amount * 10) })}
            </Typography>
          </Typography>
        )}
      </div>
    </Stack>
  )
}
