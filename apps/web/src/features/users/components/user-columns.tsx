import type { DashboardUser } from '@kheyr/contracts/users'
import { Chip, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '#components/data-table/data-table.tsx'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { allRolesQuery } from '#lib/pickers.ts'

/** The users list's columns; roles filter by the roles there are. */
export function useUserColumns() {
  const { t } = useTranslation('users')
  const { digits } = useFormat()
  const roles = useQuery(allRolesQuery)
  return useMemo<DataTableColumn<DashboardUser>[]>(
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
        render: (u) => <Ltr>{digits(u.mobile)}</Ltr>,
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
}
