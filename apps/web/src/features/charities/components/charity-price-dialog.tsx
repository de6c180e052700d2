import { charityPriceInput, type DashboardCharityType } from '@kheyr/contracts/charities'
import { parseAmount } from '@kheyr/contracts/money'
import { Chip, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useSaveCharityPrice } from '../api/charity-types.ts'

/** Typed as one line (`50000، 100000`), read as the list of amounts the server takes. */
const parseAmounts = (line: string) =>
  line
    .split(/[،,\s]+/)
    .map((a) => parseAmount(a))
    .filter((a): a is number => a !== null && a > 0)

/** A kind of giving's price module: the least amount and the suggested ones. */
export function CharityPriceDialog({
  row,
  onClose,
}: {
  row: DashboardCharityType
  onClose: () => void
}) {
  const { t } = useTranslation('charities')
  const { money } = useFormat()
  const save = useSaveCharityPrice(row.id)
  const [amounts, setAmounts] = useState(row.default_amounts.join('، '))
  const { form, handleSubmit } = useApiForm(charityPriceInput, {
    defaultValues: {
      default_amounts: row.default_amounts.map(String),
      min_amount: String(row.min_amount),
    },
  })
  const parsed = parseAmounts(amounts)
  const send = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('settings.priceSaved'))
    onClose()
  })
  const submit = (event: React.FormEvent) => {
    form.setValue('default_amounts', parsed.map(String))
    return send(event)
  }
  const invalid = Boolean(form.formState.errors.default_amounts)
  return (
    <FormDialog
      open
      title={t('settings.priceOf', { title: row.title })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="min_amount"
          label={t('settings.minAmount')}
          ltr
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          autoFocus
        />
        <div>
          <TextField
            label={t('settings.defaultAmounts')}
            value={amounts}
            onChange={(e) => setAmounts(e.target.value)}
            error={invalid}
            helperText={
              invalid ? t('settings.defaultAmountsInvalid') : t('settings.defaultAmountsHint')
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
            {parsed.map((a, i) => (
              <Chip key={`${a}-${i}`} size="small" label={money(a)} />
            ))}
          </Stack>
        </div>
      </Stack>
    </FormDialog>
  )
}
