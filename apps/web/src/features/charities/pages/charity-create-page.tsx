import { createCharityInput } from '@kheyr/contracts/charities'
import { parseAmount } from '@kheyr/contracts/money'
import { numberToPersianWords } from '@kheyr/contracts/words'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '../../../components/error-screen.tsx'
import { usePageTitle } from '../../../lib/page-title.ts'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { GatewayPicker } from '../../../components/payment/gateway-picker.tsx'
import { payBill } from '../../../components/payment/go-to-gateway.ts'
import { useFormat } from '../../../lib/format.ts'
import { useProps } from '../../../lib/session/props.ts'
import { useUser } from '../../../lib/session/user.ts'
import { useCreateCharity } from '../api/charities.ts'

/** Give to one kind of charity: suggested amounts or your own, an intention, and pay. */
export default function CharityCreatePage() {
  const { t } = useTranslation('charities')
  const { money, number } = useFormat()
  const { slug = '' } = useParams()
  const props = useProps()
  const user = useUser()
  const type = props?.charityTypes.find((c) => c.slug === slug)
  usePageTitle(type?.title ?? t('common:titles.charity-create-slug'))
  const [gateway, setGateway] = useState<string | null>(
    props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null,
  )
  const [leaving, setLeaving] = useState(false)
  const create = useCreateCharity()
  const { form, applyErrors, validateLive } = useApiForm(createCharityInput, {
    defaultValues: { type: slug, amount: '', description: '', mobile: '' },
    live: { method: 'POST', path: '/charities' },
  })
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined ? null : parseAmount(String(raw))

  if (!props) return null
  if (!type) return <ErrorScreen status={404} />

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
  const pick = (value: number) => {
    form.setValue('amount', String(value), { shouldValidate: true, shouldDirty: true })
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
            <div>
              <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
                {type.title}
              </Typography>
              {type.description && (
                <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 2 }}>
                  {type.description}
                </Typography>
              )}
            </div>
            {type.price.default_amounts.length > 0 && (
              <Box role="group" aria-label={t('suggested')}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('suggested')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {type.price.default_amounts.map((value) => (
                    <Chip
                      key={value}
                      label={money(value)}
                      color={amount === value ? 'primary' : 'default'}
                      variant={amount === value ? 'filled' : 'outlined'}
                      onClick={() => pick(value)}
                      aria-pressed={amount === value}
                    />
                  ))}
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
                helperText={t('minimum', { min: money(type.price.min_amount) })}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                  input: {
                    endAdornment: <Typography color="text.secondary">{t('toman')}</Typography>,
                  },
                }}
              />
              {amount !== null && amount > 0 && (
                <Typography
                  variant="body2"
                  sx={{ mt: 0.75, color: 'primary.dark' }}
                  aria-live="polite"
                >
                  {t('inWords', { words: numberToPersianWords(amount), digits: number(amount) })}
                </Typography>
              )}
            </div>
            <FormTextField
              control={form.control}
              name="description"
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
            <GatewayPicker methods={props.PaymentMethods} value={gateway} onChange={setGateway} />
            {props.PaymentMethods.length > 0 && !gateway && (
              <Alert severity="info">{t('pickGateway')}</Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!gateway || form.formState.isSubmitting || leaving}
            >
              {leaving
                ? t('goingToBank')
                : amount
                  ? t('payAmount', { amount: money(amount) })
                  : t('pay')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
