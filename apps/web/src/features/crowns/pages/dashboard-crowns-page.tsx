import type { DashboardCrown } from '@kheyr/contracts/crowns'
import type { ListMeta } from '@kheyr/contracts/http'
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import { Box, Button, Stack } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import {
  DataTable,
  type BulkAction,
  type DataTableColumn,
} from '#components/data-table/data-table.tsx'
import { RowAction, RowActions } from '#components/data-table/row-actions.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { buildQuery, messageOf } from '#lib/api-client.ts'
import { exportHref } from '#lib/resource.ts'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import {
  CROWNS,
  crownFilterChoicesQuery,
  dashboardCrownQuery,
  useCancelCrown,
  useMarkCrowns,
  withoutPaging,
} from '../api/dashboard-crowns.ts'
import {
  countFilters,
  CrownFilters,
  filterQuery,
  NO_FILTERS,
  type CrownFilterValues,
} from '../components/crown-filters.tsx'
import { CrownDetailsDialog } from '../components/crown-details-dialog.tsx'
import { CrownStatusChip } from '../components/crown-status-chip.tsx'
import { RefundDialog } from '../components/refund-dialog.tsx'
import { darkText } from '#components/strong-button.ts'
import { CellValue } from '#components/data-table/cell-value.tsx'

/** Sums over every order the filter matches; money sums come as strings of digits. */
function CrownTotals({ meta }: { meta: ListMeta }) {
  const { t } = useTranslation('crowns')
  const totals = meta.totals
  if (!totals) return null
  return (
    <MoneyTotals
      items={[
        { label: t('totals.count'), count: totals.count },
        { label: t('totals.paid'), count: totals.paid_count },
        { label: t('totals.amount'), amount: totals.paid_amount },
        { label: t('totals.printed'), count: totals.printed_count },
        { label: t('totals.delivered'), count: totals.delivered_count },
        ...(totals.refunded_amount && totals.refunded_amount !== '0'
          ? [{ label: t('totals.refunded'), amount: totals.refunded_amount }]
          : []),
      ]}
    />
  )
}

/**
 * `/dashboard/crowns`: the orders with filters (paid, printed, location, type, ceremony days),
 * search, totals and export; printing the list or single cards, marking them printed or
 * delivered, canceling an unpaid order and recording a refund.
 */
export default function DashboardCrownsPage() {
  const { t } = useTranslation('crowns')
  const { digits } = useFormat()
  const can = useCan()
  const confirm = useConfirm()
  const [filters, setFilters] = useState<CrownFilterValues>(NO_FILTERS)
  const [query, setQuery] = useState<Record<string, string>>({})
  const [refunding, setRefunding] = useState<DashboardCrown | null>(null)
  const [open, setOpen] = useState<DashboardCrown | null>(null)
  // A notification's link opens its order: `/dashboard/crowns?id=12`.
  const [params, setParams] = useSearchParams()
  const linkedId = Number(params.get('id')) || 0
  const linked = useQuery({ ...dashboardCrownQuery(linkedId), enabled: linkedId > 0 })
  const shown = open ?? linked.data ?? null
  const close = () => {
    setOpen(null)
    if (linkedId) setParams({}, { replace: true })
  }
  const choices = useQuery(crownFilterChoicesQuery)
  const markPrinted = useMarkCrowns('printed')
  const markDelivered = useMarkCrowns('delivered')
  const cancel = useCancelCrown()
  const extraQuery = useMemo(() => filterQuery(filters), [filters])
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])

  const printHref = (q: Record<string, string>) =>
    `${paths.dashboard.crownsListPrint}${buildQuery(q)}`
  const openPrint = (q: Record<string, string>) => window.open(printHref(q), '_blank', 'noopener')

  const columns = useMemo<DataTableColumn<DashboardCrown>[]>(
    () => [
      { field: 'id', header: t('columns.id'), type: 'number', sortable: true, width: 80 },
      {
        field: 'deceased',
        header: t('columns.deceased'),
        sortable: true,
        minWidth: 150,
        flex: 1,
        card: 'title',
      },
      { field: 'giver', header: t('columns.giver'), sortable: true, minWidth: 150, flex: 1 },
      {
        field: 'type',
        header: t('columns.type'),
        minWidth: 120,
        render: (r) => <CellValue value={r.type.title} />,
      },
      {
        field: 'location',
        header: t('columns.location'),
        minWidth: 140,
        flex: 1,
        render: (r) => <CellValue value={r.location.name} />,
      },
      {
        field: 'ceremony_at',
        header: t('columns.ceremony'),
        type: 'datetime',
        sortable: true,
        width: 150,
      },
      { field: 'amount', header: t('columns.amount'), type: 'money', sortable: true, width: 140 },
      {
        field: 'status',
        header: t('columns.status'),
        width: 170,
        card: 'aside',
        render: (r) => <CrownStatusChip status={r.status} refunded={Boolean(r.refunded_at)} />,
      },
      {
        field: 'mobile',
        header: t('columns.contact'),
        width: 150,
        render: (r) => r.user?.name ?? (r.mobile ? <Ltr>{digits(r.mobile)}</Ltr> : '-'),
      },
    ],
    [t, digits],
  )

  const bulkActions: BulkAction[] = [
    ...(can('crowns.print')
      ? [
          {
            label: t('actions.printSelected'),
            icon: <PrintOutlined />,
            onRun: async (ids: (string | number)[]) => {
              openPrint({ 'filter[ids]': ids.join(',') })
            },
            successMessage: t('actions.printOpened'),
          },
          {
            label: t('actions.markPrinted'),
            icon: <PrintOutlined />,
            confirm: t('actions.markPrintedConfirm'),
            onRun: async (ids: (string | number)[]) => {
              await markPrinted.mutateAsync(ids.map(Number))
            },
            successMessage: t('actions.markedPrinted'),
          },
        ]
      : []),
    ...(can('crowns.update')
      ? [
          {
            label: t('actions.markDelivered'),
            icon: <AssignmentTurnedInOutlined />,
            confirm: t('actions.markDeliveredConfirm'),
            onRun: async (ids: (string | number)[]) => {
              await markDelivered.mutateAsync(ids.map(Number))
            },
            successMessage: t('actions.markedDelivered'),
          },
        ]
      : []),
  ]

  const cancelOne = async (row: DashboardCrown) => {
    const ok = await confirm(t('actions.cancelConfirm', { name: row.deceased }), {
      color: 'error',
      confirmLabel: t('actions.cancel'),
    })
    if (!ok) return
    try {
      await cancel.mutateAsync(row.id)
      toast.success(t('actions.canceled'))
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }

  const printable = (row: DashboardCrown) => row.status !== 'unpaid' && row.status !== 'canceled'
  const detailActions = (row: DashboardCrown) => (
    <>
      {can('crowns.print') && printable(row) && (
        <Button
          size="small"
          variant="outlined"
          sx={darkText}
          startIcon={<PrintOutlined />}
          href={paths.dashboard.crownPrint(row.id)}
          target="_blank"
          rel="noopener"
        >
          {t('actions.printCardShort')}
        </Button>
      )}
      {can('crowns.print') && printable(row) && !row.printed_at && !row.refunded_at && (
        <Button
          size="small"
          variant="outlined"
          sx={darkText}
          onClick={() =>
            void markPrinted.mutateAsync([row.id]).then(
              () => {
                toast.success(t('actions.markedPrinted'))
                close()
              },
              (error: unknown) => toast.error(messageOf(error, t('actionFailed'))),
            )
          }
        >
          {t('actions.markPrinted')}
        </Button>
      )}
      {can('crowns.update') && printable(row) && row.status !== 'delivered' && !row.refunded_at && (
        <Button
          size="small"
          variant="outlined"
          sx={darkText}
          onClick={() =>
            void markDelivered.mutateAsync([row.id]).then(
              () => {
                toast.success(t('actions.markedDelivered'))
                close()
              },
              (error: unknown) => toast.error(messageOf(error, t('actionFailed'))),
            )
          }
        >
          {t('actions.markDelivered')}
        </Button>
      )}
      {can('crowns.delete') && row.status === 'unpaid' && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => void cancelOne(row).then(close)}
        >
          {t('actions.cancel')}
        </Button>
      )}
      {can('crowns.update') && printable(row) && !row.refunded_at && (
        <Button
          size="small"
          variant="outlined"
          sx={darkText}
          onClick={() => {
            close()
            setRefunding(row)
          }}
        >
          {t('actions.refund')}
        </Button>
      )}
    </>
  )

  return (
    <Stack spacing={2}>
      <DataTable<DashboardCrown>
        resource={CROWNS}
        label={t('common:titles.dashboard-crowns')}
        columns={columns}
        searchable
        defaultSort="ceremony_at"
        extraQuery={extraQuery}
        filters={<CrownFilters value={filters} onChange={setFilters} choices={choices.data} />}
        filterCount={countFilters(filters)}
        onClearFilters={() => setFilters(NO_FILTERS)}
        onQuery={onQuery}
        emptyText={t('list.empty')}
        summary={(meta) => <CrownTotals meta={meta} />}
        bulkActions={bulkActions}
        onRowClick={setOpen}
        rowActionsWidth={176}
        toolbar={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {can('crowns.print') && (
              <Button
                variant="outlined"
                startIcon={<PrintOutlined />}
                sx={darkText}
                href={printHref(withoutPaging(query))}
                target="_blank"
                rel="noopener"
              >
                {t('actions.printList')}
              </Button>
            )}
            <Button
              component="a"
              href={exportHref(CROWNS, query, 'csv')}
              startIcon={<DownloadOutlined />}
              variant="outlined"
              sx={darkText}
            >
              {t('actions.csv')}
            </Button>
            <Button
              component="a"
              href={exportHref(CROWNS, query, 'xlsx')}
              startIcon={<DownloadOutlined />}
              variant="outlined"
              sx={darkText}
            >
              {t('actions.excel')}
            </Button>
          </Stack>
        }
        rowActions={(row) => (
          <RowActions name={row.deceased} onHistory={() => dashboardStore.openHistory(row.id)}>
            {can('crowns.print') && printable(row) && (
              <RowAction
                label={t('actions.printCard', { name: row.deceased })}
                icon={<PrintOutlined fontSize="small" />}
                href={paths.dashboard.crownPrint(row.id)}
              />
            )}
            {can('crowns.delete') && row.status === 'unpaid' && (
              <RowAction
                label={t('actions.cancelNamed', { name: row.deceased })}
                icon={<BlockOutlined fontSize="small" />}
                color="error"
                onClick={() => void cancelOne(row)}
              />
            )}
            {can('crowns.update') && printable(row) && !row.refunded_at && (
              <RowAction
                label={t('actions.refundNamed', { name: row.deceased })}
                icon={<CurrencyExchangeOutlined fontSize="small" />}
                onClick={() => setRefunding(row)}
              />
            )}
          </RowActions>
        )}
      />
      <Box>
        {refunding && <RefundDialog crown={refunding} onClose={() => setRefunding(null)} />}
        {shown && (
          <CrownDetailsDialog crown={shown} onClose={close} actions={detailActions(shown)} />
        )}
      </Box>
      <DashboardHistoryPanel resource={CROWNS} />
    </Stack>
  )
}
