import type { DashboardUser } from '@kheyr/contracts/users'
import { Alert, Checkbox, FormControlLabel, FormGroup, Skeleton, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { FormDialog } from '../../../components/form/form-dialog.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toasts.ts'
import { allRolesQuery, setUserRoles } from '../api/users.ts'
import { LoadError } from '../../../components/query-states.tsx'

export function UserRolesDialog({ user, onClose }: { user: DashboardUser; onClose: () => void }) {
  const { t } = useTranslation('users')
  const queryClient = useQueryClient()
  const roles = useQuery(allRolesQuery)
  const [chosen, setChosen] = useState(() => new Set(user.roles.map((r) => r.id)))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      await setUserRoles(user.id, [...chosen])
      await invalidateResource(queryClient, 'users')
      toast.success(t('rolesSaved'))
      onClose()
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors.roles?.[0] ?? e.message) : String(e))
    } finally {
      setSaving(false)
    }
  }
  return (
    <FormDialog
      open
      title={t('rolesOf', { name: user.name })}
      onClose={onClose}
      onSubmit={submit}
      submitting={saving}
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
                  <Typography component="span" variant="body2" color="text.secondary" dir="ltr">
                    ({role.name})
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
