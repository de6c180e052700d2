import { CHEST_PAYMENT_MIN } from '@kheyr/contracts/form-limits'
import { parseAmount } from '@kheyr/contracts/money'
import { Button, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { usePayBill } from '#components/payment/pay-bill.tsx'
import { useFormat } from '#lib/format.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { useProps } from '#lib/session/props.ts'
import { chestPath, usePayChest } from '../api/chests.ts'
import { NS } from './chest-labels.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() => import('@kheyr/contracts/chests').then((m) => m.payChestInput))

const SUGGESTED = [50_000, 100_000, 200_000, 500_000]

/**
 * Paying what is in the box online instead of waiting for a collector: an amount, the gateway,
 * and on to the bank; the payment joins the box's history once the bank confirms it. A plain
 * form before the page's script and without it (docs/decisions/033): the server pays as the
 * script does.
 */
export function PayChestForm({ chestId }: { chestId: number }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const props = useProps()
  const posted = usePostedForm()
  const payment = usePayBill(
    posted?.values.gateway ?? props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null,
  )
  const pay = usePayChest(chestId)
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues: { amount: '' },
    live: { method: 'POST', path: `${chestPath(chestId)}/pay` },
    posted,
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))
  const submit = handleSubmit(async (values) => {
    const bill = await pay.mutateAsync(values)
    await payment.pay(bill)
  })
  return (
    <PageForm
      form={form}
      spacing={2}
      onSubmit={submit}
      validateLive={validateLive}
      aria-labelledby="pay-title"
    >
      <Typography id="pay-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        {t('pay.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pay.intro')}
      </Typography>
      <AmountField
        control={form.control}
        name="amount"
        label={t('pay.amount')}
        suggestions={SUGGESTED}
        min={CHEST_PAYMENT_MIN}
        onBlurField={validateLive}
      />
      <GatewayPicker
        methods={props?.PaymentMethods ?? []}
        value={payment.gateway}
        onChange={payment.setGateway}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!payment.gateway || payment.leaving || form.formState.isSubmitting}
      >
        {payment.leaving
          ? t('payment:goingToBank')
          : amount
            ? t('pay.payAmount', { amount: money(amount) })
            : t('pay.pay')}
      </Button>
    </PageForm>
  )
}
