import { formatNumber, parseAmount } from '@kheyr/contracts/money'
import { numberToPersianWords } from '@kheyr/contracts/words'
import { Box, Stack, Typography } from '@mui/material'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { FormTextField } from './form-text-field.tsx'
import { useAdoptChoice } from '#lib/adopt-choice.ts'

/** The field a suggested amount posts in, beside the typed `amount` (see the server's `postedAmount`). */
export const SUGGESTED = 'suggested'

/**
 * A suggested amount, drawn as an outlined chip; chosen, the dark teal keeps white text at AA
 * contrast (the brand teal does not). The radio itself is hidden but reachable (arrow keys), and
 * its focus shows on the chip.
 */
const suggestion = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 32,
  px: 1.5,
  borderRadius: 4,
  border: 1,
  borderColor: 'grey.400',
  color: 'text.primary',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  userSelect: 'none',
  '& input': {
    position: 'absolute',
    inset: 0,
    m: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&:hover': { bgcolor: 'action.hover' },
  '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&:has(input:checked)': {
    bgcolor: 'primary.dark',
    borderColor: 'primary.dark',
    color: '#fff',
    fontWeight: 700,
    '&:hover': { bgcolor: '#00635b' },
  },
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
  // A suggestion chosen before the page's script ran is the amount once it runs.
  const choices = useAdoptChoice<HTMLDivElement>((value) =>
    field.onChange(formatNumber(Number(value), lang)),
  )
  const raw = field.value as unknown
  const amount = raw === '' || raw === undefined || raw === null ? null : parseAmount(String(raw))
  return (
    <Stack spacing={2.5}>
      {suggestions.length > 0 && (
        <Box ref={choices} role="radiogroup" aria-label={t('amount.suggested')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-hidden>
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
              // A radio button in a chip's dress: a plain form posts it as `suggested` before the
              // page's script runs (the typed amount wins when both are given), and the look
              // of the chosen one needs no script (`:has(:checked)`).
              <Box component="label" key={value} sx={suggestion}>
                <input
                  type="radio"
                  name={SUGGESTED}
                  value={value}
                  checked={amount === value}
                  onChange={() => field.onChange(formatNumber(value, lang))}
                />
                {money(value)}
              </Box>
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
        {/* Its line is kept while empty: an amount typed before the script is read back once it
            runs, and the form below must not move under a finger on its way to «پرداخت». */}
        <Typography
          variant="body2"
          sx={{ mt: 0.75, minHeight: '1lh', color: 'primary.dark' }}
          aria-live="polite"
        >
          {amount !== null && amount > 0 && (
            <>
              <span>
                {t('amount.inWords', {
                  words: numberToPersianWords(amount),
                  digits: number(amount),
                })}
              </span>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {t('amount.inRial', { rial: number(amount * 10) })}
              </Typography>
            </>
          )}
        </Typography>
      </div>
    </Stack>
  )
}
