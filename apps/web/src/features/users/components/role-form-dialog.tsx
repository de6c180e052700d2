import { roleInput, type DashboardRole } from '@kheyr/contracts/users'
import { Grid, Skeleton } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { translateValidation } from '#lib/api-client.ts'
import { permissionCatalogueQuery, ROLES, useSaveRole } from '../api/roles.ts'
import { LoadError } from '#components/query-states.tsx'
import { PermissionMatrix } from './permission-matrix.tsx'

/** A role and its permissions as a matrix: one row per group, one column per action. */
export function RoleFormDialog({
  role,
  onClose,
}: {
  role: DashboardRole | null
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const catalogue = useQuery(permissionCatalogueQuery)
  const save = useSaveRole(role?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(roleInput, {
    resource: ROLES,
    record: role,
    save: save.mutateAsync,
    savedMessage: t('roleSaved'),
    onSaved: onClose,
    defaultValues: {
      name: role?.name ?? '',
      title: role?.title ?? '',
      permissions: role?.permissions ?? [],
    },
  })

  return (
    <FormDialog
      open
      title={role ? t('editRole') : t('createRole')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      maxWidth="md"
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={form.control} name="title" label={t('roleTitle')} autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('roleName')}
            helperText={t('roleNameHint')}
            ltr
            onBlurField={validateLive}
          />
        </Grid>
      </Grid>
      {catalogue.isPending && <Skeleton variant="rounded" height={320} />}
      {catalogue.isError && (
        <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      )}
      {catalogue.data && (
        <Controller
          control={form.control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionMatrix
              catalogue={catalogue.data}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error && translateValidation(fieldState.error.message)}
            />
          )}
        />
      )}
    </FormDialog>
  )
}
