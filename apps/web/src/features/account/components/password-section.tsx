import { changePasswordInput } from '@kheyr/contracts/auth'
import { Button, Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useUser } from '#lib/session/user.ts'
import { useChangePassword } from '../api/account.ts'
import { Section } from './section.tsx'
import { ErrorSummary } from '#components/form/error-summary.tsx'

export function PasswordSection() {
  const { t } = useTranslation('account')
  const user = useUser()!
  const change = useChangePassword()
  const { form, handleSubmit } = useApiForm(changePasswordInput, {
    defaultValues: { password: '', password_confirmation: '' },
  })
  const submit = handleSubmit(async (values) => {
    await change.mutateAsync(values)
    form.reset({ password: '', password_confirmation: '' })
    toast.success(t('password.saved'))
  })
  return (
    <Section
      id="password"
      title={user.has_password ? t('password.change') : t('password.set')}
      hint={user.has_password ? undefined : t('password.setHint')}
    >
      <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
        <ErrorSummary control={form.control} sx={{ width: '100%' }} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('password.new')}
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="password_confirmation"
            type="password"
            label={t('password.again')}
            autoComplete="new-password"
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
