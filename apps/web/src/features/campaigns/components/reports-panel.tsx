import type { DashboardCampaignReport } from '@kheyr/contracts/campaigns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import SwapVertOutlined from '@mui/icons-material/SwapVertOutlined'
import { Button } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { LazyHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { CAMPAIGN_REPORTS, useDeleteReport } from '../api/campaign-reports.ts'
import { ReorderReportsDialog } from './reorder-reports-dialog.tsx'
import { ReportFormDialog } from './report-form-dialog.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { NS } from './use-campaign-texts.ts'
import { strongButton } from '#components/strong-button.ts'

/** A campaign's reports: write, edit, order and remove them (permission `campaign-reports`). */
export function ReportsPanel({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS)
  const { number, money, date } = useFormat()
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteReport())
  const [editing, setEditing] = useState<DashboardCampaignReport | null | undefined>(undefined)
  const [reordering, setReordering] = useState(false)
  const [historyOf, setHistoryOf] = useState<number | null>(null)
  const extraQuery = useMemo(() => ({ 'filter[campaign_id]': String(campaignId) }), [campaignId])
  const columns = useMemo<DataTableColumn<DashboardCampaignReport>[]>(
    () => [
      {
        field: 'sort_order',
        header: t('reports.order'),
        sortable: true,
        width: 80,
        render: (r) => number(r.sort_order + 1),
      },
      {
        field: 'title',
        header: t('reports.title'),
        sortable: true,
        filterable: true,
        flex: 1,
        minWidth: 180,
      },
      {
        field: 'reported_on',
        header: t('reports.date'),
        sortable: true,
        width: 130,
        render: (r) => date(`${r.reported_on}T12:00:00Z`, 'short'),
      },
      {
        field: 'amount_spent',
        header: t('reports.amountSpent'),
        width: 150,
        render: (r) => (r.amount_spent === null ? '-' : money(r.amount_spent)),
      },
      {
        field: 'media',
        header: t('reports.media'),
        width: 90,
        render: (r) => number(r.media.length),
      },
    ],
    [t, number, money, date],
  )
  return (
    <>
      <DataTable<DashboardCampaignReport>
        resource={CAMPAIGN_REPORTS}
        label={t('reports.tableTitle')}
        columns={columns}
        searchable
        defaultSort="sort_order"
        extraQuery={extraQuery}
        emptyText={t('reports.empty')}
        canDelete={can('campaign-reports.delete')}
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[{ label: t('reports.totalSpent'), amount: meta.totals.amount_spent ?? 0 }]}
            />
          ) : null
        }
        toolbar={
          <>
            {can('campaign-reports.update') && (
              <Button
                variant="outlined"
                startIcon={<SwapVertOutlined />}
                onClick={() => setReordering(true)}
              >
                {t('reports.reorder')}
              </Button>
            )}
            {can('campaign-reports.create') && (
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                onClick={() => setEditing(null)}
                sx={strongButton}
              >
                {t('reports.create')}
              </Button>
            )}
          </>
        }
        rowActions={(report) => (
          <RowActions
            name={report.title}
            onEdit={can('campaign-reports.update') ? () => setEditing(report) : undefined}
            onHistory={() => setHistoryOf(report.id)}
            onDelete={
              can('campaign-reports.delete')
                ? () =>
                    void deleteRecord(
                      report.id,
                      t('reports.deleteConfirm', { title: report.title }),
                    )
                : undefined
            }
          />
        )}
      />
      {editing !== undefined && (
        <ReportFormDialog
          campaignId={campaignId}
          report={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      {reordering && (
        <ReorderReportsDialog campaignId={campaignId} onClose={() => setReordering(false)} />
      )}
      <LazyHistoryPanel
        resource={CAMPAIGN_REPORTS}
        id={historyOf}
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
      />
    </>
  )
}
