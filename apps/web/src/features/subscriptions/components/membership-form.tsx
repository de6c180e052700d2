import { jalaliOf } from '@kheyr/contracts/periods'
import { parseAmount } from '@kheyr/contracts/money'
import type { Props } from '@kheyr/contracts/props'
import { MAX_PAY_PERIODS } from '@kheyr/contracts/form-limits'
import type { SubscriptionTypeProps } from '@kheyr/contracts/subscriptions'
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined'
import { Alert, Button, Grid } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { useFormat } from '#lib/format.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { useUser } from '#lib/session/user.ts'
import { useCreateSubscription } from '../api/subscriptions.ts'
import { monthsFrom } from '../components/months.ts'
import { NS, usePeriodWords } from '../components/use-period-words.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() =>
  import('@kheyr/contracts/subscriptions').then((m) => m.createSubscriptionInput),
)

/**
 * The membership's form and the gateway: submitting makes the membership and the bill for its
 * first periods, then leaves for the bank (a refusal comes back onto the form).
 */
function useMembershipForm(props: Props, type: SubscriptionTypeProps) {
  const { lang } = useFormat()
  const months = useMemo(() => monthsFrom(new Date(), 12, lang), [lang])
  const posted = usePostedForm()
  const [picked, setGateway] = useState<string | null>(posted?.values.gateway ?? null)
  const gateway = picked ?? props.defaultGateway ?? props.PaymentMethods[0]?.name ?? null
  const [leaving, setLeaving] = useState(false)
  const create = useCreateSubscription()
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues: { type: type.slug, amount: '', periods: 1, start: months[0]!.key, mobile: '' },
    live: { method: 'POST', path: '/subscriptions' },
    posted,
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))
  const periods = Number(form.watch('periods')) || 1
  const submit = handleSubmit(async (values) => {
    if (!gateway) return
    const { bill } = await create.mutateAsync(values)
    setLeaving(true)
    try {
      await payBill(bill.id, gateway, bill.token)
    } catch (error) {
      setLeaving(false)
      throw error
    }
  })
  return { form, validateLive, submit, months, amount, periods, gateway, setGateway, leaving }
}

export function MembershipForm({ props, type }: { props: Props; type: SubscriptionTypeProps }) {
  const { t } = useTranslation(NS)
  const { money, number } = useFormat()
  const words = usePeriodWords()
  const user = useUser()
  const m = useMembershipForm(props, type)
  const { form } = m
  const dueDay = jalaliOf(new Date()).day
  const total = m.amount ? m.amount * m.periods : null
  return (
    <PageForm form={form} spacing={2.5} onSubmit={m.submit} validateLive={m.validateLive}>
      <AmountField
        control={form.control}
        name="amount"
        label={
          type.period_months === 1
            ? t('create.amountMonthly')
            : t('create.amountPeriod', { months: number(type.period_months) })
        }
        suggestions={type.price.default_amounts}
        min={type.price.min_amount}
        onBlurField={m.validateLive}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="start"
            fullWidth
            label={t('create.start')}
            helperText={t('create.startHint', { day: number(dueDay) })}
            onBlurField={m.validateLive}
            native
          >
            {m.months.map((month) => (
              <option key={month.key} value={month.key}>
                {month.label}
              </option>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="periods"
            fullWidth
            label={t('create.periods')}
            helperText={t('create.periodsHint')}
            native
          >
            {Array.from({ length: MAX_PAY_PERIODS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {words.count(n, type.period_months)}
              </option>
            ))}
          </FormSelectField>
        </Grid>
      </Grid>
      {!user && (
        <FormTextField
          control={form.control}
          name="mobile"
          label={t('create.mobile')}
          helperText={t('create.mobileHint')}
          ltr
          autoComplete="tel"
          onBlurField={m.validateLive}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      )}
      <GatewayPicker methods={props.PaymentMethods} value={m.gateway} onChange={m.setGateway} />
      {props.PaymentMethods.length > 0 && !m.gateway && (
        <Alert severity="info">{t('create.pickGateway')}</Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<CardMembershipOutlined />}
        disabled={form.formState.isSubmitting || m.leaving}
      >
        {m.leaving
          ? t('create.goingToBank')
          : total
            ? t('create.payAmount', {
                amount: money(total),
                periods: words.count(m.periods, type.period_months),
              })
            : t('create.pay')}
      </Button>
    </PageForm>
  )
}
