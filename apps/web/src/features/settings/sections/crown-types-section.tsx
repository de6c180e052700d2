import type { CrownType } from '@kheyr/contracts/crowns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '../../../lib/dashboard-store.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useConfirmedDelete } from '../../../components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { useCan } from '../../../lib/session/user.ts'
import { CROWN_TYPES, useDeleteCrownType } from '../api/crown-types.ts'
import { RowActions } from '../../../components/data-table/row-actions.tsx'
import { CrownTypeDialog } from '../components/crown-type-dialog.tsx'
import { SectionCard } from '../components/section-card.tsx'
import { Thumbnail } from '../components/thumbnail.tsx'

const RESOURCE = CROWN_TYPES

export default function CrownTypesSection() {
  const { t } = useTranslation('settings')
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteCrownType())
  const [editing, setEditing] = useState<CrownType | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<CrownType>[]>(
    () => [
      {
        field: 'image',
        header: t('crowns.image'),
        width: 90,
        render: (r) => <Thumbnail url={r.image?.url} alt={r.title} />,
      },
      { field: 'title', header: t('crowns.title'), sortable: true, filterable: true, flex: 1 },
      {
        field: 'price',
        header: t('crowns.price'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      { field: 'active', header: t('crowns.active'), type: 'boolean', filterable: true, width: 90 },
    ],
    [t],
  )

  return (
    <SectionCard title={t('sections.crowns')} hint={t('crowns.hint')}>
      <DataTable<CrownType>
        resource={RESOURCE}
        label={t('sections.crowns')}
        columns={columns}
        searchable
        defaultSort="price"
        emptyText={t('crowns.empty')}
        toolbar={
          can('crown-types.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('crowns.create')}
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
                ? () => void deleteRecord(row.id, t('crowns.deleteConfirm', { name: row.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <CrownTypeDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={RESOURCE} />
    </SectionCard>
  )
}
