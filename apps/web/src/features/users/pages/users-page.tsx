import type { DashboardUser } from '@kheyr/contracts/users'
import { RowAction } from '../../../components/data-table/row-actions.tsx'
import AddOutlined from '@mui/icons-material/AddOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import DevicesOutlined from '@mui/icons-material/DevicesOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined'
import LoginOutlined from '@mui/icons-material/LoginOutlined'
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined'
import { Box, Button, Chip, Stack } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { GridActionsCellItem } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { dashboardStore } from '../../../lib/dashboard-store.ts'
import { paths } from '../../../lib/paths.ts'
import { useConfirm } from '../../../components/data-table/confirm-dialog.tsx'
import {
  DataTable,
  invalidateResource,
  type DataTableColumn,
} from '../../../components/data-table/data-table.tsx'
import { useDeleteRecord } from '../../../components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../../lib/session/user.ts'
import { useUser } from '../../../lib/session/user.ts'
import { allRolesQuery, blockUser, impersonate } from '../api/users.ts'
import { UserFormDialog } from '../components/user-form-dialog.tsx'
import { UserRolesDialog } from '../components/user-roles-dialog.tsx'
import { UserSessionsDialog } from '../components/user-sessions-dialog.tsx'

type Dialog =
  | { kind: 'form'; user: DashboardUser | null }
  | { kind: 'roles' | 'sessions'; user: DashboardUser }
  | null

export default function UsersPage() {
  const { t } = useTranslation('users')
  const { digits } = useFormat()
  const can = useCan()
  const me = useUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const deleteRecord = useDeleteRecord('users')
  const [dialog, setDialog] = useState<Dialog>(null)
  const roles = useQuery(allRolesQuery)

  const columns = useMemo<DataTableColumn<DashboardUser>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 80 },
      {
        field: 'first_name',
        header: t('firstName'),
        sortable: true,
        filterable: true,
        minWidth: 110,
        flex: 1,
      },
      {
        field: 'last_name',
        header: t('lastName'),
        sortable: true,
        filterable: true,
        minWidth: 120,
        flex: 1,
      },
      {
        field: 'mobile',
        header: t('mobile'),
        sortable: true,
        filterable: true,
        minWidth: 130,
        render: (u) => (
          <Box component="bdi" dir="ltr">
            {digits(u.mobile)}
          </Box>
        ),
      },
      {
        field: 'role',
        header: t('roles'),
        type: 'enum',
        filterable: true,
        options: (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.title ?? r.name })),
        minWidth: 160,
        flex: 1,
        render: (u) => (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
            {u.roles.map((r) => (
              <Chip key={r.id} size="small" label={r.title ?? r.name} />
            ))}
          </Stack>
        ),
      },
      { field: 'blocked', header: t('blocked'), type: 'boolean', filterable: true, width: 100 },
      {
        field: 'created_at',
        header: t('createdAt'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 130,
      },
    ],
    [t, digits, roles.data],
  )

  const toggleBlock = async (user: DashboardUser) => {
    if (
      !user.blocked &&
      !(await confirm(t('blockConfirm', { name: user.name }), {
        color: 'error',
        confirmLabel: t('block'),
      }))
    )
      return
    try {
      await blockUser(user.id, !user.blocked)
      await invalidateResource(queryClient, 'users')
      toast.success(user.blocked ? t('unblocked') : t('blockedDone'))
    } catch (error) {
      toast.error((error as Error).message)
    }
  }
  const signInAs = async (user: DashboardUser) => {
    if (!(await confirm(t('impersonateConfirm', { name: user.name })))) return
    try {
      const identity = await impersonate(user.id)
      queryClient.removeQueries({ predicate: (q) => !['props'].includes(String(q.queryKey[0])) })
      queryClient.setQueryData(['user'], identity)
      navigate(paths.home)
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

  const action = (label: string, icon: React.ReactNode, onClick: () => void, color?: 'error') => (
    <RowAction label={label} icon={icon} onClick={onClick} color={color} />
  )
  // The rarer ones wait behind the row's "more" button, so the row fits beside the drawer.
  const menuAction = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <GridActionsCellItem showInMenu label={label} icon={icon} onClick={onClick} />
  )

  return (
    <>
      <DataTable<DashboardUser>
        resource="users"
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
              onClick={() => setDialog({ kind: 'form', user: null })}
            >
              {t('create')}
            </Button>
          )
        }
        rowActionsWidth={180}
        rowActions={(user) => (
          <>
            {can('users.update') &&
              action(t('edit'), <EditOutlined fontSize="small" />, () =>
                setDialog({ kind: 'form', user }),
              )}
            {can('users.update') &&
              user.id !== me?.id &&
              action(t('rolesButton'), <ManageAccountsOutlined fontSize="small" />, () =>
                setDialog({ kind: 'roles', user }),
              )}
            {can('users.update') &&
              user.id !== me?.id &&
              action(
                user.blocked ? t('unblock') : t('block'),
                user.blocked ? (
                  <LockOpenOutlined fontSize="small" />
                ) : (
                  <BlockOutlined fontSize="small" />
                ),
                () => void toggleBlock(user),
              )}
            {menuAction(t('sessions'), <DevicesOutlined fontSize="small" />, () =>
              setDialog({ kind: 'sessions', user }),
            )}
            {can('users.impersonate') &&
              user.id !== me?.id &&
              menuAction(
                t('impersonate'),
                <LoginOutlined fontSize="small" />,
                () => void signInAs(user),
              )}
            {menuAction(t('history'), <HistoryOutlined fontSize="small" />, () =>
              dashboardStore.openHistory(user.id),
            )}
            {can('users.delete') &&
              user.id !== me?.id &&
              action(
                t('common:actions.delete'),
                <DeleteOutlined fontSize="small" />,
                () => void deleteRecord(user.id, t('deleteConfirm', { name: user.name })),
                'error',
              )}
          </>
        )}
      />
      {dialog?.kind === 'form' && (
        <UserFormDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'roles' && (
        <UserRolesDialog user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'sessions' && (
        <UserSessionsDialog
          user={dialog.user}
          canEnd={can('users.update')}
          onClose={() => setDialog(null)}
        />
      )}
      <DashboardHistoryPanel resource="users" />
    </>
  )
}
