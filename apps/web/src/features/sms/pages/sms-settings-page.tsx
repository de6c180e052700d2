import { smsSettingsInput } from '@kheyr/contracts/sms'
import { Button, Grid, MenuItem, Paper, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { smsSettingsQuery, useSaveSmsSettings } from '../api/sms-settings.ts'
import { PageLoadError } from '#components/page-load-error.tsx'
import { ErrorSummary } from '#components/form/error-summary.tsx'

export default function SmsSettingsPage() {
  const { t } = useTranslation('sms')
  const can = useCan()
  const settings = useQuery(smsSettingsQuery)
  const save = useSaveSmsSettings()
  const { form, handleSubmit } = useApiForm(smsSettingsInput, {
    defaultValues: { provider: 'log', api_key: '', sender: '', otp_template: '' },
  })
  useEffect(() => {
    if (settings.data)
      form.reset({
        provider: settings.data.provider,
        api_key: '',
        sender: settings.data.sender ?? '',
        otp_template: settings.data.otp_template ?? '',
      })
  }, [settings.data, form])
  const provider = form.watch('provider')
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('settingsSaved'))
  })
  if (settings.isPending) return <Skeleton variant="rounded" height={280} />
  if (settings.isError)
    return <PageLoadError error={settings.error} onRetry={() => void settings.refetch()} />
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settingsHint')}
      </Typography>
      <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
        <ErrorSummary control={form.control} sx={{ width: '100%' }} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="provider"
            label={t('provider')}
            disabled={!can('sms.update')}
          >
            <MenuItem value="log">{t('providers.log')}</MenuItem>
            <MenuItem value="kavenegar">{t('providers.kavenegar')}</MenuItem>
          </FormSelectField>
        </Grid>
        {provider === 'kavenegar' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="api_key"
                type="password"
                label={t('apiKey')}
                ltr
                autoComplete="off"
                helperText={
                  settings.data.api_key_set
                    ? t('apiKeySet', { hint: settings.data.api_key_hint })
                    : t('apiKeyMissing')
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="sender"
                label={t('sender')}
                ltr
                helperText={t('senderHint')}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={form.control}
                name="otp_template"
                label={t('otpTemplate')}
                required
                ltr
                helperText={t('otpTemplateHint')}
              />
            </Grid>
          </>
        )}
        {can('sms.update') && (
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('common:actions.save')}
            </Button>
          </Grid>
        )}
      </Grid>
    </Paper>
  )
}
