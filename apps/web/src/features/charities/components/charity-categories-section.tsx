import type { DashboardCharityCategory } from '@kheyr/contracts/charities'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { Button, Paper, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { LazyHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { CHARITY_CATEGORIES, useDeleteCharityCategory } from '../api/charity-categories.ts'
import { CharityCategoryDialog } from './charity-category-dialog.tsx'
import { CellValue } from '#components/data-table/cell-value.tsx'

function useColumns() {
  const { t } = useTranslation('charities')
  const { number } = useFormat()
  return useMemo<DataTableColumn<DashboardCharityCategory>[]>(
    () => [
      { field: 'title', header: t('categories.title'), sortable: true, minWidth: 160, flex: 1 },
      {
        field: 'description',
        header: t('categories.description'),
        minWidth: 200,
        flex: 2,
        render: (r) => <CellValue value={r.description} />,
      },
      {
        field: 'types_count',
        header: t('categories.typesCount'),
        width: 110,
        render: (r) => number(r.types_count),
      },
      {
        field: 'islamic',
        header: t('categories.islamicShort'),
        type: 'boolean',
        filterable: true,
        width: 110,
      },
      {
        field: 'sort',
        header: t('settings.sort'),
        sortable: true,
        width: 90,
        render: (r) => number(r.sort),
      },
    ],
    [t, number],
  )
}

/**
 * Categories of giving (the Islamic obligations, general giving...): the public pages group the
 * kinds of giving by them. A category that holds kinds cannot be deleted (the server says so).
 */
export function CharityCategoriesSection() {
  const { t } = useTranslation('charities')
  const can = useCan()
  const columns = useColumns()
  const deleteRecord = useConfirmedDelete(useDeleteCharityCategory())
  const [editing, setEditing] = useState<DashboardCharityCategory | null | undefined>(undefined)
  // Its own history panel: the kinds' list below keeps the dashboard's shared one.
  const [history, setHistory] = useState<{ id: number | null; open: boolean }>({
    id: null,
    open: false,
  })
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, md: 3 } }}
      aria-labelledby="charity-categories-title"
    >
      <Typography
        id="charity-categories-title"
        component="h2"
        sx={{ fontSize: 18, fontWeight: 700 }}
      >
        {t('categories.sectionTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('categories.sectionHint')}
      </Typography>
      <DataTable<DashboardCharityCategory>
        resource={CHARITY_CATEGORIES}
        label={t('categories.sectionTitle')}
        columns={columns}
        searchable
        defaultSort="sort"
        emptyText={t('categories.empty')}
        toolbar={
          can('categories.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('categories.create')}
            </Button>
          )
        }
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={can('categories.update') ? () => setEditing(row) : undefined}
            onHistory={() => setHistory({ id: row.id, open: true })}
            onDelete={
              can('categories.delete')
                ? () =>
                    void deleteRecord(row.id, t('categories.deleteConfirm', { title: row.title }))
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <CharityCategoryDialog row={editing} onClose={() => setEditing(undefined)} />
      )}
      <LazyHistoryPanel
        resource={CHARITY_CATEGORIES}
        id={history.id}
        open={history.open}
        onClose={() => setHistory((h) => ({ ...h, open: false }))}
      />
    </Paper>
  )
}
