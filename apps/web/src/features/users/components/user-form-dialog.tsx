import { userInput, type DashboardUser } from '@kheyr/contracts/users'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { useSaveUser, USERS } from '../api/users.ts'

const defaultsOf = (user: DashboardUser | null) => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  mobile: user?.mobile ?? '',
  email: user?.email ?? '',
  national_code: user?.national_code ?? '',
  password: '',
})

/** Create a user, or edit one (`user` given). Mobile and email are checked live on the server. */
export function UserFormDialog({
  user,
  onClose,
}: {
  user: DashboardUser | null
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const save = useSaveUser(user?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(userInput, {
    resource: USERS,
    record: user,
    save: save.mutateAsync,
    savedMessage: user ? t('saved') : t('created'),
    onSaved: onClose,
    defaultValues: defaultsOf(user),
  })
  return (
    <FormDialog
      open
      title={user ? t('edit') : t('create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="first_name"
            label={t('firstName')}
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="last_name" label={t('lastName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="mobile"
            label={t('mobile')}
            ltr
            onBlurField={validateLive}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('email')}
            ltr
            type="email"
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="national_code"
            label={t('nationalCode')}
            ltr
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('password')}
            helperText={user ? t('passwordKeep') : t('passwordOptional')}
            autoComplete="new-password"
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
