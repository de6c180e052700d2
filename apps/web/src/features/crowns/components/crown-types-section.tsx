import type { CrownType } from '@kheyr/contracts/crowns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, Stack } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { SectionCard } from '#components/section-card.tsx'
import { strongButton } from '#components/strong-button.ts'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useCan } from '#lib/session/user.ts'
import { CROWN_TYPES, useDeleteCrownType } from '../api/crown-types.ts'
import { CrownTypeDialog } from './crown-type-dialog.tsx'
import { CutoffSettings } from './cutoff-settings.tsx'
import { Thumbnail } from './thumbnail.tsx'

function CrownTypesTable() {
  const { t } = useTranslation('crowns')
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteCrownType())
  const [editing, setEditing] = useState<CrownType | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<CrownType>[]>(
    () => [
      {
        field: 'image',
        header: t('types.image'),
        width: 90,
        render: (r) => <Thumbnail url={r.image?.url} alt={r.title} />,
      },
      { field: 'title', header: t('types.title'), sortable: true, filterable: true, flex: 1 },
      {
        field: 'price',
        header: t('types.price'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      { field: 'active', header: t('types.active'), type: 'boolean', filterable: true, width: 90 },
    ],
    [t],
  )

  return (
    <SectionCard title={t('settings.typesTitle')} hint={t('types.hint')}>
      <DataTable<CrownType>
        resource={CROWN_TYPES}
        label={t('settings.typesTitle')}
        columns={columns}
        searchable
        defaultSort="price"
        emptyText={t('types.empty')}
        toolbar={
          can('crown-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              sx={strongButton}
              onClick={() => setEditing(null)}
            >
              {t('types.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('crown-types.update') ? () => setEditing(row) : undefined}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('crown-types.delete')
                ? () => void deleteRecord(row.id, t('types.deleteConfirm', { name: row.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <CrownTypeDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={CROWN_TYPES} />
    </SectionCard>
  )
}

/** Settings → crowns: when orders close, and the crown types the order form offers. */
export default function CrownTypesSection() {
  const can = useCan()
  return (
    <Stack spacing={2.5}>
      {can('crowns.view') && <CutoffSettings />}
      {can('crown-types.view') && <CrownTypesTable />}
    </Stack>
  )
}
