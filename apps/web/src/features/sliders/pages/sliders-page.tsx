import type { Slide } from '@kheyr/contracts/sliders'
import { RowActions } from '#components/data-table/row-actions.tsx'
import AddOutlined from '@mui/icons-material/AddOutlined'
import SwapVertOutlined from '@mui/icons-material/SwapVertOutlined'
import { Box, Button, Link as MuiLink } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useFormat } from '#lib/format.ts'
import { safeLink } from '#lib/links.ts'
import { useCan } from '#lib/session/user.ts'
import { SLIDERS, useDeleteSlide } from '../api/sliders.ts'
import { ReorderDialog } from '../components/reorder-dialog.tsx'
import { SlideFormDialog } from '../components/slide-form-dialog.tsx'
import { Ltr } from '#components/ltr.tsx'

function useColumns() {
  const { t } = useTranslation('sliders')
  const { number } = useFormat()
  return useMemo<DataTableColumn<Slide>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 90 },
      {
        field: 'image',
        header: t('image'),
        width: 110,
        render: (r) => (
          <Box
            component="img"
            src={r.image.url}
            alt={r.title}
            loading="lazy"
            sx={{ width: 80, height: 44, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ),
      },
      {
        field: 'title',
        header: t('title'),
        sortable: true,
        filterable: true,
        flex: 1,
        minWidth: 160,
      },
      {
        field: 'link',
        header: t('link'),
        minWidth: 140,
        // A stored link that is not a safe one shows as text, never as a link.
        render: (r) =>
          r.link && safeLink(r.link) ? (
            <MuiLink
              href={r.link}
              target="_blank"
              rel="noopener"
              onClick={(e) => e.stopPropagation()}
            >
              <Ltr>{r.link}</Ltr>
            </MuiLink>
          ) : r.link ? (
            <Ltr>{r.link}</Ltr>
          ) : (
            '-'
          ),
      },
      {
        field: 'sort_order',
        header: t('order'),
        sortable: true,
        width: 90,
        // Positions count from one for people.
        render: (r) => number(r.sort_order + 1),
      },
      {
        field: 'active',
        header: t('active'),
        type: 'boolean',
        sortable: true,
        filterable: true,
        width: 90,
      },
    ],
    [t, number],
  )
}

/** `/dashboard/sliders`: the home page's slides, their order and whether each is shown. */
export default function SlidersPage() {
  const { t } = useTranslation('sliders')
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteSlide())
  const [editing, setEditing] = useState<Slide | null | undefined>(undefined)
  const [reordering, setReordering] = useState(false)

  const columns = useColumns()

  return (
    <>
      <DataTable<Slide>
        resource={SLIDERS}
        label={t('common:titles.dashboard-sliders')}
        columns={columns}
        searchable
        defaultSort="sort_order"
        emptyText={t('empty')}
        canDelete={can('sliders.delete')}
        toolbar={
          <>
            {can('sliders.update') && (
              <Button
                variant="outlined"
                startIcon={<SwapVertOutlined />}
                onClick={() => setReordering(true)}
              >
                {t('reorder')}
              </Button>
            )}
            {can('sliders.create') && (
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => setEditing(null)}
              >
                {t('create')}
              </Button>
            )}
          </>
        }
        rowActions={(slide) => (
          <RowActions
            name={slide.title}
            onEdit={can('sliders.update') ? () => setEditing(slide) : undefined}
            onHistory={() => dashboardStore.openHistory(slide.id)}
            onDelete={
              can('sliders.delete')
                ? () => void deleteRecord(slide.id, t('deleteConfirm', { title: slide.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <SlideFormDialog slide={editing} onClose={() => setEditing(undefined)} />
      )}
      {reordering && <ReorderDialog onClose={() => setReordering(false)} />}
      <DashboardHistoryPanel resource={SLIDERS} />
    </>
  )
}
