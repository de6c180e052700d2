import { donateInput, type CampaignDetail } from '@kheyr/contracts/campaigns'
import { parseAmount } from '@kheyr/contracts/money'
import { numberToPersianWords } from '@kheyr/contracts/words'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { GatewayPicker } from '../../../components/payment/gateway-picker.tsx'
import { payBill } from '../../../components/payment/go-to-gateway.ts'
import { useFormat } from '../../../lib/format.ts'
import { useProps } from '../../session/api/get-props.ts'
import { useUser } from '../../session/api/get-user.ts'
import { campaignPath, useDonate } from '../api/campaigns.ts'
import { strongButton } from '../../../components/strong-button.ts'
import { NS } from './use-campaign-texts.ts'

/**
 * Giving to a campaign: a suggested or a free amount (any digits, in words as typed), a name to
 * show or "anonymous", a mobile for guests, the gateway, and on to the bank as charities do.
 */
export function DonateForm({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation(NS)
  const { money, number, lang } = useFormat()
  const props = useProps()
  const user = useUser()
  const donate = useDonate(campaign.slug)
  const [gateway, setGateway] = useState<string | null>(null)
  const chosen = gateway ?? props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null
  const [leaving, setLeaving] = useState(false)
  const { form, validateLive, handleSubmit } = useApiForm(donateInput, {
    defaultValues: { amount: '', mobile: '', display_name: '', anonymous: false },
    live: { method: 'POST', path: `${campaignPath(campaign.slug)}/donate` },
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))
  const anonymous = form.watch('anonymous')

  const submit = handleSubmit(async (values) => {
    if (!chosen) return
    const { bill } = await donate.mutateAsync(values)
    setLeaving(true)
    try {
      await payBill(bill.id, chosen, bill.token)
    } catch (error) {
      setLeaving(false)
      throw error
    }
  })
  const pick = (value: number) =>
    form.setValue('amount', String(value), { shouldValidate: true, shouldDirty: true })

  return (
    <Stack
      component="form"
      spacing={2.25}
      onSubmit={submit}
      noValidate
      aria-labelledby="donate-title"
    >
      <Typography id="donate-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('giveTitle')}
      </Typography>
      {campaign.suggested_amounts.length > 0 && (
        <Box role="group" aria-label={t('suggested')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('suggested')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {campaign.suggested_amounts.map((value) => {
              const on = amount === value
              return (
                <Chip
                  key={value}
                  label={money(value)}
                  onClick={() => pick(value)}
                  aria-pressed={on}
                  variant={on ? 'filled' : 'outlined'}
                  sx={on ? { ...strongButton, fontWeight: 700 } : { fontWeight: 600 }}
                />
              )
            })}
          </Stack>
        </Box>
      )}
      <div>
        <FormTextField
          control={form.control}
          name="amount"
          label={t('amount')}
          ltr
          onBlurField={validateLive}
          helperText={t('minimum', { min: money(campaign.min_amount) })}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: {
              endAdornment: <Typography color="text.secondary">{t('toman')}</Typography>,
            },
          }}
        />
        {amount !== null && amount > 0 && (
          <Typography variant="body2" sx={{ mt: 0.75, color: 'primary.dark' }} aria-live="polite">
            {lang === 'fa'
              ? t('inWords', { words: numberToPersianWords(amount) })
              : t('inWords', { words: number(amount) })}
          </Typography>
        )}
      </div>
      <Controller
        control={form.control}
        name="anonymous"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
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
        />
      )}
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
        <GatewayPicker methods={props.PaymentMethods} value={chosen} onChange={setGateway} />
      )}
      {props && props.PaymentMethods.length > 0 && !chosen && (
        <Alert severity="info">{t('pickGateway')}</Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<VolunteerActivismOutlined />}
        disabled={!chosen || form.formState.isSubmitting || leaving}
        sx={strongButton}
      >
        {leaving
          ? t('goingToBank')
          : amount
            ? t('giveAmount', { amount: money(amount) })
            : t('give')}
      </Button>
    </Stack>
  )
}
