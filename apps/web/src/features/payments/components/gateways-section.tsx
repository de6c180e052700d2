import { formatNumber } from '@kheyr/contracts/money'
import {
  DEFAULT_MAX_BILL,
  gatewaySettingsInput,
  SEP_LEGACY_TLS_CIPHERS,
} from '@kheyr/contracts/payments'
import {
  Alert,
  Button,
  Divider,
  FormControlLabel,
  Grid,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useCan, useIsSuperAdmin } from '#lib/session/user.ts'
import { AdvancedPart } from '#components/advanced-part/advanced-part.tsx'
import { LoadError } from '#components/query-states.tsx'
import { gatewaySettingsQuery, useSaveGatewaySettings } from '../api/gateway-settings.ts'

const REAL_GATEWAYS = [
  { name: 'zarinpal', credential: 'merchant_id', label: 'merchantId', hint: 'merchantIdHint' },
  { name: 'sep', credential: 'terminal_id', label: 'terminalId', hint: 'terminalIdHint' },
] as const

/** Which payment gateways payers see, in what order, with their merchant credentials. */
export default function GatewaysSection() {
  const { t } = useTranslation('payments')
  const { lang } = useFormat()
  const can = useCan()
  const settings = useQuery(gatewaySettingsQuery)
  const save = useSaveGatewaySettings()
  const { form, handleSubmit } = useApiForm(gatewaySettingsInput, {
    defaultValues: {
      default: null,
      max_bill: DEFAULT_MAX_BILL,
      sandbox: { enabled: true, order: 0 },
      zarinpal: { enabled: false, order: 1, merchant_id: '', base_url: '' },
      sep: {
        enabled: false,
        order: 2,
        terminal_id: '',
        base_url: '',
        verify_base_url: '',
        tls_ciphers: '',
      },
    },
  })
  useEffect(() => {
    // The largest bill reads as people write amounts (Persian digits, separators); the form's
    // schema takes it back in any digits.
    if (settings.data)
      form.reset({ ...settings.data, max_bill: formatNumber(settings.data.max_bill, lang) })
  }, [settings.data, form, lang])
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('gatewaysSaved'))
  })
  const readOnly = !can('settings.update')
  const advanced = useIsSuperAdmin()
  const enabled = (name: 'sandbox' | 'zarinpal' | 'sep') => (
    <Controller
      control={form.control}
      name={`${name}.enabled`}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, v) => field.onChange(v)}
              disabled={readOnly}
            />
          }
          label={t('payment:gateways.' + name)}
        />
      )}
    />
  )
  if (settings.isPending) return <Skeleton variant="rounded" height={320} />
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="gateways-title"
    >
      <Typography id="gateways-title" component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('gatewaysTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('gatewaysHint')}
      </Typography>
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        {REAL_GATEWAYS.map(({ name, credential, label, hint }) => (
          <Stack key={name} spacing={1}>
            {enabled(name)}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <FormTextField
                  control={form.control}
                  name={`${name}.${credential}` as 'zarinpal.merchant_id'}
                  label={t(label)}
                  helperText={t(hint)}
                  ltr
                  disabled={readOnly}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  control={form.control}
                  name={`${name}.order`}
                  label={t('order')}
                  type="number"
                  ltr
                  disabled={readOnly}
                />
              </Grid>
              {name === 'sep' && advanced && (
                <Grid size={12}>
                  {/* A workaround for SEP's servers: the super-admin's, with the other advanced settings. */}
                  <AdvancedPart>
                    <FormTextField
                      control={form.control}
                      name="sep.tls_ciphers"
                      label={t('tlsCiphers')}
                      // Isolated, so the Latin value keeps its order inside the Persian sentence.
                      helperText={t('tlsCiphersHint', {
                        value: `\u2066${SEP_LEGACY_TLS_CIPHERS}\u2069`,
                      })}
                      ltr
                      disabled={readOnly}
                      fullWidth
                    />
                  </AdvancedPart>
                </Grid>
              )}
            </Grid>
            <Divider />
          </Stack>
        ))}
        <Stack spacing={1}>
          {enabled('sandbox')}
          <Alert severity="warning">{t('sandboxWarning')}</Alert>
        </Stack>
        <FormTextField
          control={form.control}
          name="max_bill"
          label={t('maxBill')}
          helperText={t('maxBillHint')}
          ltr
          disabled={readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
        />
        <FormSelectField
          control={form.control}
          name="default"
          label={t('defaultGateway')}
          disabled={readOnly}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="">{t('firstEnabled')}</MenuItem>
          {(['zarinpal', 'sep', 'sandbox'] as const).map((g) => (
            <MenuItem key={g} value={g}>
              {t('payment:gateways.' + g)}
            </MenuItem>
          ))}
        </FormSelectField>
        {!readOnly && (
          <div>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  )
}
