import { parseAmount } from '@kheyr/contracts/money'
import type { Props } from '@kheyr/contracts/props'
import { Alert, Button, Link, Typography } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { useFormat } from '#lib/format.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { paths } from '#lib/paths.ts'
import { useUser } from '#lib/session/user.ts'
import { useCreateCharity } from '../api/charities.ts'
import { useDataDir } from '#lib/data-dir.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() =>
  import('@kheyr/contracts/charities').then((m) => m.createCharityInput),
)

type CharityType = Props['charityTypes'][number]

/**
 * The gift's form and the gateway: submitting makes the donation and its bill, then leaves for
 * the bank (a failure comes back onto the form).
 */
function useGiveForm(props: Props, slug: string) {
  const posted = usePostedForm()
  const [gateway, setGateway] = useState<string | null>(
    posted?.values.gateway ?? props.defaultGateway ?? props.PaymentMethods[0]?.name ?? null,
  )
  const [leaving, setLeaving] = useState(false)
  const create = useCreateCharity()
  const { form, applyErrors, validateLive } = useApiForm(schema, {
    defaultValues: { type: slug, amount: '', description: '', mobile: '' },
    live: { method: 'POST', path: '/charities' },
    posted,
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))
  const submit = form.handleSubmit(async (values) => {
    if (!gateway) return
    try {
      const created = await create.mutateAsync(values)
      setLeaving(true)
      await payBill(created.bill.id, gateway, created.bill.token)
    } catch (error) {
      setLeaving(false)
      applyErrors(error)
    }
  })
  return { form, validateLive, submit, amount, gateway, setGateway, leaving }
}

export function GiveForm({ props, type }: { props: Props; type: CharityType }) {
  const { t } = useTranslation('charities')
  const { money } = useFormat()
  const user = useUser()
  const give = useGiveForm(props, type.slug)
  const dataDir = useDataDir()
  const { form, amount, gateway, leaving } = give
  // The button names the amount once it is one the charity accepts (the field says the least).
  const acceptable = amount !== null && amount >= type.price.min_amount
  return (
    <PageForm form={form} spacing={2.5} onSubmit={give.submit} validateLive={give.validateLive}>
      <div>
        <Typography component="h1" dir={dataDir} sx={{ fontSize: 26, fontWeight: 800 }}>
          {type.title}
        </Typography>
        {type.description && (
          <Typography color="text.secondary" dir={dataDir} sx={{ mt: 1, lineHeight: 2 }}>
            {type.description}
          </Typography>
        )}
      </div>
      {type.category_id === props.islamic && (
        // An obligation has a right amount: the calculator works it out at this year's rates.
        <Alert severity="info">
          {t('obligationsHint')}{' '}
          <Link component={RouterLink} to={paths.obligation.list} sx={{ fontWeight: 700 }}>
            {t('obligationsLink')}
          </Link>
        </Alert>
      )}
      <AmountField
        control={form.control}
        name="amount"
        label={t('amount')}
        suggestions={type.price.default_amounts}
        min={type.price.min_amount}
        onBlurField={give.validateLive}
      />
      <FormTextField
        control={form.control}
        name="description"
        freeText
        label={t('intention')}
        placeholder={t('intentionPlaceholder')}
        multiline
        minRows={2}
      />
      {!user && (
        <FormTextField
          control={form.control}
          name="mobile"
          label={t('mobile')}
          helperText={t('mobileHint')}
          ltr
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      )}
      <GatewayPicker methods={props.PaymentMethods} value={gateway} onChange={give.setGateway} />
      {props.PaymentMethods.length > 0 && !gateway && (
        <Alert severity="info">{t('pickGateway')}</Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting || leaving}
      >
        {leaving
          ? t('goingToBank')
          : acceptable
            ? t('payAmount', { amount: money(amount) })
            : t('pay')}
      </Button>
    </PageForm>
  )
}
