import { updateProfileInput } from '@kheyr/contracts/auth'
import { Button, Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useUser } from '#lib/session/user.ts'
import { useUpdateProfile } from '../api/account.ts'
import { Section } from './section.tsx'
import { ErrorSummary } from '#components/form/error-summary.tsx'

export function ProfileSection() {
  const { t } = useTranslation('account')
  const user = useUser()!
  const update = useUpdateProfile()
  const { form, validateLive, handleSubmit } = useApiForm(updateProfileInput, {
    defaultValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      email: user.email ?? '',
      national_code: user.national_code ?? '',
    },
    live: { method: 'PUT', path: '/user/profile' },
  })
  const submit = handleSubmit(async (values) => {
    await update.mutateAsync(values)
    toast.success(t('profile.saved'))
  })
  return (
    <Section id="profile" title={t('profile.title')}>
      <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
        <ErrorSummary control={form.control} sx={{ width: '100%' }} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="first_name"
            freeText
            label={t('profile.firstName')}
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="last_name"
            freeText
            label={t('profile.lastName')}
            autoComplete="family-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('profile.email')}
            ltr
            type="email"
            autoComplete="email"
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="national_code"
            label={t('profile.nationalCode')}
            ltr
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Grid>
      </Grid>
    </Section>
  )
}
