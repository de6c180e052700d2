import type { StaticPage } from '@kheyr/contracts/static-pages'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined'
import { Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { dashboardStore, useDashboardState } from '../../../app/dashboard-store.ts'
import { paths } from '../../../app/paths.ts'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useDeleteRecord } from '../../../components/data-table/use-delete-record.ts'
import { LazyHistoryPanel } from '../../../components/history/lazy-history-panel.tsx'
import { useCan } from '../../session/can.ts'

const RESOURCE = 'static-pages'

/** Settings → static pages: the list, with the editor one click away. */
export default function StaticPagesSection() {
  const { t } = useTranslation('static-pages')
  const can = useCan()
  const navigate = useNavigate()
  const deleteRecord = useDeleteRecord(RESOURCE)
  const historyId = useDashboardState((s) => s.historyId)
  const historyOpen = useDashboardState((s) => s.historyOpen)

  const columns = useMemo<DataTableColumn<StaticPage>[]>(
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
        render: (r) => (
          <Box component="bdi" dir="ltr">
            {r.slug}
          </Box>
        ),
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
          <>
            <Tooltip title={t('edit')}>
              <IconButton
                size="small"
                aria-label={t('editOf', { name: row.title })}
                onClick={() => void navigate(paths.dashboard.staticPage(row.id))}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('view')}>
              <IconButton
                size="small"
                aria-label={t('viewOf', { name: row.title })}
                href={paths.staticPage(row.slug)}
                target="_blank"
                rel="noopener"
              >
                <OpenInNewOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('history')}>
              <IconButton
                size="small"
                aria-label={t('historyOf', { name: row.title })}
                onClick={() => dashboardStore.openHistory(row.id)}
              >
                <HistoryOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            {can('settings.delete') && (
              <Tooltip title={t('delete')}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('deleteOf', { name: row.title })}
                  onClick={() => void deleteRecord(row.id, t('deleteConfirm', { name: row.title }))}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
      <LazyHistoryPanel
        resource={RESOURCE}
        id={historyId}
        open={historyOpen}
        onClose={dashboardStore.closeHistory}
      />
    </Paper>
  )
}
