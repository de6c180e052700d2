import '@fontsource/vazirmatn/400.css'
import '@fontsource/vazirmatn/700.css'
import EditOutlined from '@mui/icons-material/EditOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Box, Button, IconButton, Tooltip } from '@mui/material'
import { StrictMode, useMemo } from 'react'
import { createRoot } from 'react-dom/client'
import { Providers } from '../../../app/providers.tsx'
import { dashboardStore, useDashboardState } from '../../../app/dashboard-store.ts'
import { applyDocumentLanguage, currentLang } from '../../../lib/i18n.ts'
import { LazyHistoryPanel } from '../../history/lazy-history-panel.tsx'
import { DataTable, type DataTableColumn } from '../data-table.tsx'
import { useDeleteRecord } from '../use-delete-record.ts'

type Campaign = { id: number; title: string; goal: number; raised: number; active: boolean; status: string; starts_on: string; created_at: string }

function Page() {
  const historyId = useDashboardState((s) => s.historyId)
  const historyOpen = useDashboardState((s) => s.historyOpen)
  const deleteRecord = useDeleteRecord('campaigns')
  const columns = useMemo<DataTableColumn<Campaign>[]>(() => [
    { field: 'id', header: 'شناسه', type: 'number', sortable: true, width: 90 },
    { field: 'title', header: 'عنوان', sortable: true, filterable: true, minWidth: 180 },
    { field: 'goal', header: 'هدف', type: 'money', sortable: true, filterable: true },
    { field: 'active', header: 'فعال', type: 'boolean', filterable: true },
    { field: 'status', header: 'وضعیت', type: 'enum', filterable: true, options: [{ value: 'open', label: 'باز' }, { value: 'closed', label: 'بسته' }] },
    { field: 'starts_on', header: 'شروع', type: 'date', filterable: true },
    { field: 'created_at', header: 'ایجاد', type: 'datetime', sortable: true },
  ], [])
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <DataTable<Campaign>
        resource="campaigns"
        label="پویش‌ها"
        columns={columns}
        searchable
        defaultSort="-created_at"
        canDelete
        bulkActions={[{ label: 'بستن', onRun: async () => {}, confirm: 'بسته شوند؟' }]}
        toolbar={<Button variant="contained">پویش تازه</Button>}
        onRowClick={(row) => console.log('row', row.id)}
        rowActions={(row) => (
          <>
            <Tooltip title="ویرایش"><IconButton size="small" aria-label="ویرایش"><EditOutlined fontSize="small" /></IconButton></Tooltip>
            <Tooltip title="تاریخچه"><IconButton size="small" aria-label="تاریخچه" onClick={() => dashboardStore.openHistory(row.id)}><HistoryOutlined fontSize="small" /></IconButton></Tooltip>
            <Tooltip title="حذف"><IconButton size="small" aria-label="حذف" onClick={() => void deleteRecord(row.id)}><DeleteOutlined fontSize="small" /></IconButton></Tooltip>
          </>
        )}
      />
      <LazyHistoryPanel resource="campaigns" id={historyId} open={historyOpen} onClose={dashboardStore.closeHistory} />
    </Box>
  )
}

applyDocumentLanguage(currentLang())
createRoot(document.getElementById('root')!).render(<StrictMode><Providers><Page /></Providers></StrictMode>)
