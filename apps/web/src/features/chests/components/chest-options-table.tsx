import type { DashboardChestOption } from '@kheyr/contracts/chests'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, Stack, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useCan } from '#lib/session/user.ts'
import { useDeleteChestOption, type ChestOptionResource } from '../api/chest-options.ts'
import { NS } from './chest-labels.ts'
import { ChestOptionDialog } from './chest-option-dialog.tsx'
import { ChestsNav } from './chests-nav.tsx'

/**
 * Box types or materials: what owners may choose. One in use cannot be deleted (the server says
 * why); it is switched off instead, and then no longer offered.
 */
export function ChestOptionsTable({ resource }: { resource: ChestOptionResource }) {
  const { t } = useTranslation(NS)
  const can = useCan()
  const kind = resource === 'chest-types' ? 'types' : 'materials'
  const deleteRecord = useConfirmedDelete(useDeleteChestOption(resource))
  const [editing, setEditing] = useState<DashboardChestOption | null | undefined>(undefined)
  const columns = useMemo<DataTableColumn<DashboardChestOption>[]>(
    () => [
      {
        field: 'title',
        header: t('options.title'),
        sortable: true,
        filterable: true,
        flex: 1,
        minWidth: 140,
      },
      { field: 'description', header: t('options.description'), flex: 2, minWidth: 180 },
      { field: 'chests', header: t('options.inUse'), type: 'number', width: 120 },
      {
        field: 'active',
        header: t('options.active'),
        type: 'boolean',
        filterable: true,
        width: 100,
      },
    ],
    [t],
  )
  return (
    <Stack spacing={2}>
      <ChestsNav />
      <Typography color="text.secondary">{t(`options.${kind}.hint`)}</Typography>
      <DataTable<DashboardChestOption>
        resource={resource}
        label={t(`common:titles.dashboard-chests-${kind}`)}
        columns={columns}
        searchable
        defaultSort="title"
        emptyText={t(`options.${kind}.empty`)}
        toolbar={
          can(`${resource}.create`) && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t(`options.${kind}.create`)}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can(`${resource}.update`) ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              // One in use is switched off instead (the server refuses to delete it too).
              can(`${resource}.delete`) && row.chests === 0
                ? () => void deleteRecord(row.id, t('options.deleteConfirm', { name: row.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <ChestOptionDialog
          resource={resource}
          row={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DashboardHistoryPanel resource={resource} />
    </Stack>
  )
}
