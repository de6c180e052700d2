import type { StaticPage } from '@kheyr/contracts/static-pages'
import { RowAction, RowActions } from '#components/data-table/row-actions.tsx'
import AddOutlined from '@mui/icons-material/AddOutlined'
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined'
import { Button, Paper, Typography } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useCan } from '#lib/session/user.ts'
import { Ltr } from '#components/ltr.tsx'
import { STATIC_PAGES, useDeleteStaticPage } from '../api/static-pages.ts'

const RESOURCE = STATIC_PAGES

function useColumns() {
  const { t } = useTranslation('static-pages')
  return useMemo<DataTableColumn<StaticPage>[]>(
    () => [
      { field: 'id', header: t('id'), type: 'number', sortable: true, filterable: true, width: 90 },
      {
        field: 'title',
        header: t('title'),
        sortable: true,
        filterable: true,
        flex: 1,
        minWidth: 160,
      },
      {
        field: 'slug',
        header: t('slug'),
        sortable: true,
        filterable: true,
        minWidth: 140,
        render: (r) => <Ltr>{r.slug}</Ltr>,
      },
      {
        field: 'updated_at',
        header: t('updatedAtColumn'),
        type: 'datetime',
        sortable: true,
        width: 170,
      },
    ],
    [t],
  )
}

/** Settings → static pages: the list, with the editor one click away. */
export default function StaticPagesSection() {
  const { t } = useTranslation('static-pages')
  const can = useCan()
  const navigate = useNavigate()
  const deleteRecord = useConfirmedDelete(useDeleteStaticPage())

  const columns = useColumns()

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('sectionTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, lineHeight: 1.9 }}>
        {t('sectionHint')}
      </Typography>
      <DataTable<StaticPage>
        resource={RESOURCE}
        label={t('sectionTitle')}
        columns={columns}
        searchable
        defaultSort="title"
        emptyText={t('empty')}
        onRowClick={(row) => void navigate(paths.dashboard.staticPage(row.id))}
        toolbar={
          can('settings.create') && (
            <Button
              component={Link}
              to={paths.dashboard.staticPage('new')}
              variant="contained"
              startIcon={<AddOutlined />}
            >
              {t('newPage')}
            </Button>
          )
        }
        rowActionsWidth={176}
        rowActions={(row) => (
          <RowActions
            name={row.title}
            onEdit={() => void navigate(paths.dashboard.staticPage(row.id))}
            onHistory={() => dashboardStore.openHistory(row.id)}
            onDelete={
              can('settings.delete')
                ? () => void deleteRecord(row.id, t('deleteConfirm', { name: row.title }))
                : undefined
            }
          >
            <RowAction
              label={t('viewOf', { name: row.title })}
              icon={<OpenInNewOutlined fontSize="small" />}
              href={paths.staticPage(row.slug)}
            />
          </RowActions>
        )}
      />
      <DashboardHistoryPanel resource={RESOURCE} />
    </Paper>
  )
}
