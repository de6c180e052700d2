import type { DashboardRole } from '@kheyr/contracts/users'
import { RowActions } from '#components/data-table/row-actions.tsx'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { useDeleteRecord } from '#components/data-table/use-delete-record.ts'
import { Ltr } from '#components/ltr.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { ROLES } from '../api/roles.ts'
import { RoleFormDialog } from '../components/role-form-dialog.tsx'

export default function RolesPage() {
  const { t } = useTranslation('users')
  const { number } = useFormat()
  const can = useCan()
  const deleteRecord = useDeleteRecord(ROLES)
  const [editing, setEditing] = useState<DashboardRole | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<DashboardRole>[]>(
    () => [
      { field: 'title', header: t('roleTitle'), sortable: true, minWidth: 160, flex: 1 },
      {
        field: 'name',
        header: t('roleName'),
        sortable: true,
        filterable: true,
        // The code name («drainer») is for the system: shown on request, the title is the name.
        secondary: true,
        minWidth: 140,
        render: (r) => <Ltr>{r.name}</Ltr>,
      },
      {
        field: 'permissions',
        header: t('permissionCount'),
        width: 120,
        render: (r) => (r.all_permissions ? t('allPermissions') : number(r.permissions.length)),
      },
      { field: 'users_count', header: t('usersCount'), type: 'number', width: 110 },
      { field: 'created_at', header: t('roleCreatedAt'), type: 'date', sortable: true, width: 130 },
    ],
    [t, number],
  )

  return (
    <>
      <DataTable<DashboardRole>
        resource={ROLES}
        label={t('common:titles.dashboard-users-roles')}
        columns={columns}
        searchable
        defaultSort="id"
        toolbar={
          can('roles.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('createRole')}
            </Button>
          )
        }
        rowActions={(role) => (
          <RowActions
            name={role.title ?? role.name}
            onEdit={
              can('roles.update') && !role.all_permissions ? () => setEditing(role) : undefined
            }
            onHistory={() => dashboardStore.openHistory(role.id)}
            onDelete={
              can('roles.delete') && !role.all_permissions
                ? () =>
                    void deleteRecord(
                      role.id,
                      t('deleteRoleConfirm', { name: role.title ?? role.name }),
                    )
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <RoleFormDialog role={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={ROLES} />
    </>
  )
}
