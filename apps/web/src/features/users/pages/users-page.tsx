import type { DashboardUser } from '@kheyr/contracts/users'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '#components/data-table/data-table.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useCan } from '#lib/session/user.ts'
import { USERS } from '../api/users.ts'
import { useUserColumns } from '../components/user-columns.tsx'
import { UserFormDialog } from '../components/user-form-dialog.tsx'
import { UserRolesDialog } from '../components/user-roles-dialog.tsx'
import { useUserRowActions, type UserDialog } from '../components/user-row-actions.tsx'
import { UserSessionsDialog } from '../components/user-sessions-dialog.tsx'

type Open = { kind: UserDialog; user: DashboardUser | null } | null

/** `/dashboard/users`: everyone with an account, their roles, sessions and history. */
export default function UsersPage() {
  const { t } = useTranslation('users')
  const can = useCan()
  const columns = useUserColumns()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const rowActions = useUserRowActions((kind, user) => setOpen({ kind, user }))

  return (
    <>
      <DataTable<DashboardUser>
        resource={USERS}
        label={t('common:titles.dashboard-users')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        canDelete={can('users.delete')}
        toolbar={
          can('users.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setOpen({ kind: 'form', user: null })}
            >
              {t('create')}
            </Button>
          )
        }
        rowActionsWidth={224}
        cardTitle={(u) => u.name}
        rowActions={rowActions}
      />
      {open?.kind === 'form' && <UserFormDialog user={open.user} onClose={close} />}
      {open?.kind === 'roles' && open.user && <UserRolesDialog user={open.user} onClose={close} />}
      {open?.kind === 'sessions' && open.user && (
        <UserSessionsDialog user={open.user} canEnd={can('users.update')} onClose={close} />
      )}
      <DashboardHistoryPanel resource={USERS} />
    </>
  )
}
