import { userInput, type DashboardUser } from '@kheyr/contracts/users'
import { Grid } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { toast } from '../../../lib/toasts.ts'
import { createUser, updateUser } from '../api/users.ts'

/** Create a user, or edit one (`user` given). Mobile and email are checked live on the server. */
export function UserFormDialog({
  user,
  onClose,
}: {
  user: DashboardUser | null
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const queryClient = useQueryClient()
  const { form, validateLive, handleSubmit } = useApiForm(userInput, {
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      mobile: user?.mobile ?? '',
      email: user?.email ?? '',
      national_code: user?.national_code ?? '',
      password: '',
    },
    live: user
      ? { method: 'PUT', path: `/dashboard/users/${user.id}` }
      : { method: 'POST', path: '/dashboard/users' },
  })
  const submit = handleSubmit(async (values) => {
    if (user) await updateUser(user.id, values)
    else await createUser(values)
    await invalidateResource(queryClient, 'users')
    toast.success(user ? t('saved') : t('created'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={user ? t('edit') : t('create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
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
