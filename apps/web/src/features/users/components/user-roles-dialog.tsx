import type { DashboardUser } from '@kheyr/contracts/users'
import { Alert, Checkbox, FormControlLabel, FormGroup, Skeleton, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { Ltr } from '#components/ltr.tsx'
import { ApiError } from '#lib/api-client.ts'
import { toast } from '#lib/toasts.ts'
import { allRolesQuery } from '#lib/pickers.ts'
import { useSetUserRoles } from '../api/users.ts'
import { LoadError } from '#components/query-states.tsx'

export function UserRolesDialog({ user, onClose }: { user: DashboardUser; onClose: () => void }) {
  const { t } = useTranslation('users')
  const roles = useQuery(allRolesQuery)
  const setRoles = useSetUserRoles(user.id)
  const [chosen, setChosen] = useState(() => new Set(user.roles.map((r) => r.id)))
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      await setRoles.mutateAsync([...chosen])
      toast.success(t('rolesSaved'))
      onClose()
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors.roles?.[0] ?? e.message) : String(e))
    }
  }
  return (
    <FormDialog
      open
      title={t('rolesOf', { name: user.name })}
      onClose={onClose}
      onSubmit={submit}
      submitting={setRoles.isPending}
      maxWidth="xs"
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {roles.isPending && <Skeleton variant="rounded" height={160} />}
      {roles.isError && <LoadError error={roles.error} onRetry={() => void roles.refetch()} />}
      {roles.data && (
        <FormGroup>
          {roles.data.map((role) => (
            <FormControlLabel
              key={role.id}
              control={
                <Checkbox
                  checked={chosen.has(role.id)}
                  onChange={(_, checked) => {
                    const next = new Set(chosen)
                    if (checked) next.add(role.id)
                    else next.delete(role.id)
                    setChosen(next)
                  }}
                />
              }
              label={
                <>
                  {role.title ?? role.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    <Ltr>({role.name})</Ltr>
                  </Typography>
                </>
              }
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  )
}
