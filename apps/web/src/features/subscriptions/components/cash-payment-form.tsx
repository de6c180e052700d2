import {
  cashPaymentInput,
  MAX_PAY_PERIODS,
  type DashboardSubscription,
  type LedgerEntry,
} from '@kheyr/contracts/subscriptions'
import { Button, MenuItem, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { cashPaymentPath, useRecordCashPayment } from '../api/user-subscriptions.ts'
import { NS, usePeriodWords } from './use-period-words.ts'

/** What n periods cost, from the ledger's prices of the periods not yet paid. */
function costOf(m: DashboardSubscription, ledger: LedgerEntry[], periods: number | 'due') {
  if (periods === 'due') return m.amount_due
  const open = ledger.filter((p) => p.state === 'unpaid' || p.state === 'upcoming')
  const next = m.next_amount ?? m.amount
  let total = 0
  for (let i = 0; i < periods; i++) total += open[i]?.amount ?? next
  return total
}

/**
 * Money received in person (cash or a card reader): how many periods, the amount counted (filled
 * in with what they cost; the server checks it again) and a note. Paid through the staff-only
 * cash gateway and audited.
 */
export function CashPaymentForm({
  m,
  ledger,
  onDone,
}: {
  m: DashboardSubscription
  ledger: LedgerEntry[]
  onDone: () => void
}) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const words = usePeriodWords()
  const record = useRecordCashPayment(m.id)
  const first = m.unpaid_periods > 0 ? ('due' as const) : 1
  const { form, validateLive, handleSubmit } = useApiForm(cashPaymentInput, {
    defaultValues: { periods: first, amount: number(costOf(m, ledger, first)), note: '' },
    live: { method: 'POST', path: cashPaymentPath(m.id) },
  })
  const submit = handleSubmit(async (values) => {
    await record.mutateAsync(values)
    toast.success(t('cash.saved'))
    onDone()
  })
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="cash-title">
      <Typography id="cash-title" component="h3" sx={{ fontWeight: 700 }}>
        {t('cash.title')}
      </Typography>
      <FormSelectField
        control={form.control}
        name="periods"
        label={t('cash.periods')}
        sx={{ maxWidth: 320 }}
        onChange={(event) => {
          const value = event.target.value === 'due' ? 'due' : Number(event.target.value)
          form.setValue('periods', value)
          form.setValue('amount', number(costOf(m, ledger, value)))
        }}
      >
        {m.unpaid_periods > 0 && (
          <MenuItem value="due">
            {t('cash.due', { periods: words.count(m.unpaid_periods, m.type.period_months) })}
          </MenuItem>
        )}
        {Array.from({ length: MAX_PAY_PERIODS }, (_, i) => i + 1).map((n) => (
          <MenuItem key={n} value={n}>
            {words.count(n, m.type.period_months)}
          </MenuItem>
        ))}
      </FormSelectField>
      <AmountField
        control={form.control}
        name="amount"
        label={t('cash.amount')}
        helperText={t('cash.amountHint')}
        onBlurField={validateLive}
      />
      <FormTextField
        control={form.control}
        name="note"
        label={t('cash.note')}
        helperText={t('cash.noteHint')}
        multiline
        minRows={2}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('cash.submit')}
        </Button>
        <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
      </Stack>
    </Stack>
  )
}
