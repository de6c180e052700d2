import { roleInput, type DashboardRole } from '@kheyr/contracts/users'
import {
  Alert,
  Box,
  Checkbox,
  Grid,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { translateValidation } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toasts.ts'
import { createRole, permissionCatalogueQuery, updateRole } from '../api/users.ts'
import { LoadError } from '../../../components/query-states.tsx'

const ACTIONS = ['view', 'create', 'update', 'delete'] as const

/** A role and its permissions as a matrix: one row per group, one column per action. */
export function RoleFormDialog({
  role,
  onClose,
}: {
  role: DashboardRole | null
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const queryClient = useQueryClient()
  const catalogue = useQuery(permissionCatalogueQuery)
  const { form, validateLive, handleSubmit } = useApiForm(roleInput, {
    defaultValues: {
      name: role?.name ?? '',
      title: role?.title ?? '',
      permissions: role?.permissions ?? [],
    },
    live: role
      ? { method: 'PUT', path: `/dashboard/roles/${role.id}` }
      : { method: 'POST', path: '/dashboard/roles' },
  })
  const submit = handleSubmit(async (values) => {
    if (role) await updateRole(role.id, values)
    else await createRole(values)
    await invalidateResource(queryClient, 'roles')
    await queryClient.invalidateQueries({ queryKey: ['dashboard', 'roles', 'all'] })
    toast.success(t('roleSaved'))
    onClose()
  })

  return (
    <FormDialog
      open
      title={role ? t('editRole') : t('createRole')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
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
          render={({ field, fieldState }) => {
            const selected = new Set(field.value)
            const toggle = (names: string[], on: boolean) => {
              const next = new Set(selected)
              for (const n of names) {
                if (on) next.add(n)
                else next.delete(n)
              }
              field.onChange([...next].sort())
            }
            return (
              <Box>
                {fieldState.error && (
                  <Alert severity="error" sx={{ mb: 1 }}>
                    {translateValidation(fieldState.error.message)}
                  </Alert>
                )}
                <TableContainer
                  sx={{
                    maxHeight: { xs: 'none', sm: 440 },
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                >
                  <Table size="small" stickyHeader aria-label={t('permissions')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('group')}</TableCell>
                        <TableCell padding="checkbox">{t('all')}</TableCell>
                        {ACTIONS.map((a) => (
                          <TableCell key={a} padding="checkbox" align="center">
                            {t(`actions.${a}`)}
                          </TableCell>
                        ))}
                        <TableCell>{t('more')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {catalogue.data.map(({ group, permissions }) => {
                        const names = permissions.map((p) => p.name)
                        const all = names.every((n) => selected.has(n))
                        const some = names.some((n) => selected.has(n))
                        const groupLabel = t(`groups.${group}`)
                        const extras = permissions.filter(
                          (p) => !ACTIONS.includes(p.action as (typeof ACTIONS)[number]),
                        )
                        return (
                          <TableRow key={group} hover>
                            <TableCell component="th" scope="row">
                              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {groupLabel}
                              </Typography>
                            </TableCell>
                            <TableCell padding="checkbox">
                              <Checkbox
                                checked={all}
                                indeterminate={some && !all}
                                onChange={(_, on) => toggle(names, on)}
                                slotProps={{
                                  input: { 'aria-label': t('allOf', { group: groupLabel }) },
                                }}
                              />
                            </TableCell>
                            {ACTIONS.map((action) => {
                              const name = `${group}.${action}`
                              return (
                                <TableCell key={action} padding="checkbox" align="center">
                                  <Checkbox
                                    checked={selected.has(name)}
                                    onChange={(_, on) => toggle([name], on)}
                                    slotProps={{
                                      input: {
                                        'aria-label': `${groupLabel}: ${t(`actions.${action}`)}`,
                                      },
                                    }}
                                  />
                                </TableCell>
                              )
                            })}
                            <TableCell>
                              {extras.map((p) => (
                                <Box
                                  key={p.name}
                                  component="label"
                                  sx={{ display: 'inline-flex', alignItems: 'center', me: 1 }}
                                >
                                  <Checkbox
                                    size="small"
                                    checked={selected.has(p.name)}
                                    onChange={(_, on) => toggle([p.name], on)}
                                  />
                                  <Typography variant="body2">
                                    {t(`actions.${p.action}`)}
                                  </Typography>
                                </Box>
                              ))}
                            </TableCell>
                          </TableRow>
                        )
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
              </Box>
            )
          }}
        />
      )}
    </FormDialog>
  )
}
