import type { CrownOptions } from '@kheyr/contracts/crowns'
import { CROWN_MESSAGE_MAX } from '@kheyr/contracts/form-limits'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import { Alert, Box, Button, Divider, InputAdornment, Paper, Typography } from '@mui/material'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { PageForm } from '#components/form/page-form.tsx'
import { useFieldLabel } from '#components/form/error-summary.tsx'
import { lazySchema, useApiForm } from '#components/form/use-api-form.ts'
import { GatewayPicker } from '#components/payment/gateway-picker.tsx'
import { payBill } from '#components/payment/go-to-gateway.ts'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { usePostedForm } from '#lib/page-form.ts'
import { useProps } from '#lib/session/props.ts'
import { useUser } from '#lib/session/user.ts'
import { useOrderCrown } from '../api/crowns.ts'
import { ceremonyValue } from './ceremony-values.ts'
import { CeremonyField } from './ceremony-field.tsx'
import { CrownTypePicker } from './crown-type-picker.tsx'
import { LocationField } from './location-field.tsx'
import { strongButton } from '#components/strong-button.ts'

/** Checked with the server's schema, which loads with the first check (see `lazySchema`). */
const schema = lazySchema(() => import('@kheyr/contracts/crowns').then((m) => m.createCrownInput))

const fieldError = (message: string | undefined) => (message ? translateValidation(message) : null)

/** A choice's id as the form holds it: a number, or the text a plain form posted. */
const choiceId = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value)

/**
 * Ordering a crown: in memory of whom, from whom (as printed), the type, the ceremony's place
 * and time, a short message, a mobile for guests, the gateway; then on to the bank as charities
 * do. The price is the type's: the server charges it, the form only shows it. A plain form before
 * the page's script and without it (docs/decisions/033): the server orders as the script does.
 */
export function OrderForm({ options }: { options: CrownOptions }) {
  const { t } = useTranslation('crowns')
  const { money, number } = useFormat()
  const props = useProps()
  const user = useUser()
  const order = useOrderCrown()
  const posted = usePostedForm()
  const [gateway, setGateway] = useState<string | null>(posted?.values.gateway ?? null)
  const chosenGateway = gateway ?? props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null
  const [leaving, setLeaving] = useState(false)
  const [day, setDay] = useState(posted?.values.ceremony_day ?? '')
  const [time, setTime] = useState(posted?.values.ceremony_time ?? '')
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues: {
      deceased: '',
      giver: '',
      crown_type_id: null,
      location_id: null,
      ceremony_at: ceremonyValue(day, time),
      message: '',
      mobile: '',
    },
    live: { method: 'POST', path: '/crowns' },
    posted,
  })
  const typeId = choiceId(form.watch('crown_type_id'))
  const type = options.types.find((t) => t.id === typeId) ?? null
  const message = form.watch('message') ?? ''
  useFieldLabel(form.control, 'crown_type_id', t('form.type'))
  useFieldLabel(form.control, 'location_id', t('form.location'))
  useFieldLabel(form.control, 'ceremony_at', t('form.ceremony'), 'ceremony_day')

  const submit = handleSubmit(async (values) => {
    if (!chosenGateway) return
    const { bill } = await order.mutateAsync(values)
    setLeaving(true)
    try {
      await payBill(bill.id, chosenGateway, bill.token)
    } catch (error) {
      setLeaving(false)
      throw error
    }
  })

  const setCeremony = (nextDay: string, nextTime: string) => {
    setDay(nextDay)
    setTime(nextTime)
    const value = ceremonyValue(nextDay, nextTime)
    form.setValue('ceremony_at', value, { shouldDirty: true, shouldValidate: Boolean(value) })
    // The cut-off lives on the server: ask it as soon as both halves are chosen.
    if (value) void validateLive('ceremony_at')
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography
        id="crown-form-title"
        component="h2"
        sx={{ fontWeight: 800, fontSize: 20, mb: 2 }}
      >
        {t('form.title')}
      </Typography>
      <PageForm
        form={form}
        onSubmit={submit}
        validateLive={validateLive}
        spacing={2.5}
        aria-labelledby="crown-form-title"
      >
        <FormTextField
          control={form.control}
          name="deceased"
          freeText
          label={t('form.deceased')}
          helperText={t('form.deceasedHint')}
          onBlurField={validateLive}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start">{t('form.theLate')}</InputAdornment>,
            },
          }}
        />
        <FormTextField
          control={form.control}
          name="giver"
          freeText
          label={t('form.giver')}
          helperText={t('form.giverHint')}
          onBlurField={validateLive}
          autoComplete="off"
        />
        <Controller
          control={form.control}
          name="crown_type_id"
          render={({ field, fieldState }) => (
            <CrownTypePicker
              types={options.types}
              value={choiceId(field.value)}
              onChange={(id) => {
                field.onChange(id)
                void validateLive('crown_type_id')
              }}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="location_id"
          render={({ field, fieldState }) => (
            <LocationField
              locations={options.locations}
              value={choiceId(field.value)}
              onChange={(id) => {
                field.onChange(id)
                void validateLive('location_id')
              }}
              onBlur={field.onBlur}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="ceremony_at"
          render={({ fieldState }) => (
            <CeremonyField
              day={day}
              time={time}
              onChange={setCeremony}
              error={fieldError(fieldState.error?.message)}
              hint={t('form.cutoffHint', { hours: number(options.cutoff_hours) })}
              cutoffHours={options.cutoff_hours}
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="message"
          freeText
          label={t('form.message')}
          multiline
          minRows={2}
          helperText={t('form.messageHint', {
            left: number(Math.max(0, CROWN_MESSAGE_MAX - message.length)),
          })}
          slotProps={{ htmlInput: { maxLength: CROWN_MESSAGE_MAX } }}
        />
        {!user && (
          <FormTextField
            control={form.control}
            name="mobile"
            label={t('form.mobile')}
            helperText={t('form.mobileHint')}
            ltr
            autoComplete="tel"
            onBlurField={validateLive}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        )}
        <Divider />
        {props && (
          <GatewayPicker
            methods={props.PaymentMethods}
            value={chosenGateway}
            onChange={setGateway}
          />
        )}
        {props && props.PaymentMethods.length > 0 && !chosenGateway && (
          <Alert severity="info">{t('form.pickGateway')}</Alert>
        )}
        <Box
          aria-live="polite"
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
        >
          <Typography color="text.secondary">{t('form.total')}</Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>
            {type ? money(type.price) : '-'}
          </Typography>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<LocalFloristOutlined />}
          disabled={!chosenGateway || form.formState.isSubmitting || leaving}
          sx={strongButton}
        >
          {leaving
            ? t('form.goingToBank')
            : type
              ? t('form.payAmount', { amount: money(type.price) })
              : t('form.pay')}
        </Button>
      </PageForm>
    </Paper>
  )
}
