import type { CampaignDetail } from '@kheyr/contracts/campaigns'
import { parseAmount } from '@kheyr/contracts/money'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import { Alert, Button, Checkbox, FormControlLabel, Typography } from '@mui/material'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { useFormat } from '#lib/format.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { useProps } from '#lib/session/props.ts'
import { useUser } from '#lib/session/user.ts'
import { donatePath, useDonate } from '../api/campaigns.ts'
import { strongButton } from '#components/strong-button.ts'
import { NS } from './use-campaign-texts.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() => import('@kheyr/contracts/campaigns').then((m) => m.donateInput))

/**
 * The gift's form and the gateway: submitting makes the gift and its bill, then leaves for the
 * bank (a refusal comes back onto the form).
 */
function useDonateForm(slug: string) {
  const props = useProps()
  const donate = useDonate(slug)
  const posted = usePostedForm()
  const [picked, setGateway] = useState<string | null>(posted?.values.gateway ?? null)
  const gateway = picked ?? props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null
  const [leaving, setLeaving] = useState(false)
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues: { amount: '', mobile: '', display_name: '', anonymous: false },
    live: { method: 'POST', path: donatePath(slug) },
    posted,
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))
  const submit = handleSubmit(async (values) => {
    if (!gateway) return
    const { bill } = await donate.mutateAsync(values)
    setLeaving(true)
    try {
      await payBill(bill.id, gateway, bill.token)
    } catch (error) {
      setLeaving(false)
      throw error
    }
  })
  return { props, form, validateLive, submit, amount, gateway, setGateway, leaving }
}

/** Whose name the list of gifts shows: none ("anonymous"), or the one typed. */
function GiverFields({ form }: { form: ReturnType<typeof useDonateForm>['form'] }) {
  const { t } = useTranslation(NS)
  const anonymous = form.watch('anonymous')
  return (
    <>
      <Controller
        control={form.control}
        name="anonymous"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name="anonymous"
                value="1"
                // The dark teal keeps the checked box at 3:1 against white.
                sx={{ '&.Mui-checked': { color: 'primary.dark' } }}
                checked={Boolean(field.value)}
                onChange={(_, on) => field.onChange(on)}
                onBlur={field.onBlur}
              />
            }
            label={t('anonymousLabel')}
          />
        )}
      />
      {!anonymous && (
        <FormTextField
          control={form.control}
          name="display_name"
          label={t('displayName')}
          helperText={t('displayNameHint')}
          autoComplete="name"
          freeText
        />
      )}
    </>
  )
}

/**
 * Giving to a campaign: a suggested or a free amount (any digits, in words as typed), a name to
 * show or "anonymous", a mobile for guests, the gateway, and on to the bank as charities do.
 */
export function DonateForm({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const user = useUser()
  const { props, form, validateLive, submit, amount, gateway, leaving, ...give } = useDonateForm(
    campaign.slug,
  )
  // Give waits for an amount the campaign accepts; the field says what the least one is.
  const acceptable = amount !== null && amount >= campaign.min_amount
  return (
    <PageForm
      form={form}
      spacing={2.25}
      onSubmit={submit}
      validateLive={validateLive}
      aria-labelledby="donate-title"
    >
      <Typography id="donate-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('giveTitle')}
      </Typography>
      <AmountField
        control={form.control}
        name="amount"
        label={t('amount')}
        suggestions={campaign.suggested_amounts}
        min={campaign.min_amount}
        onBlurField={validateLive}
      />
      <GiverFields form={form} />
      {!user && (
        <FormTextField
          control={form.control}
          name="mobile"
          label={t('mobile')}
          helperText={t('mobileHint')}
          ltr
          autoComplete="tel"
          onBlurField={validateLive}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      )}
      {props && (
        <GatewayPicker methods={props.PaymentMethods} value={gateway} onChange={give.setGateway} />
      )}
      {props && props.PaymentMethods.length > 0 && !gateway && (
        <Alert severity="info">{t('pickGateway')}</Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<VolunteerActivismOutlined />}
        disabled={form.formState.isSubmitting || leaving}
        sx={strongButton}
      >
        {leaving
          ? t('goingToBank')
          : acceptable
            ? t('giveAmount', { amount: money(amount) })
            : t('give')}
      </Button>
    </PageForm>
  )
}
