import type { DashboardDischarge } from '@kheyr/contracts/chests'
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined'
import CancelOutlined from '@mui/icons-material/CancelOutlined'
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Stack, useMediaQuery, useTheme } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogLoading } from '#components/dialog-loading.tsx'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction, RowActions, RowMenuAction } from '#components/data-table/row-actions.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { messageOf } from '#lib/api-client.ts'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { CHEST_DISCHARGES, collectorsQuery, useCancelDischarge } from '../api/chest-discharges.ts'
import { BoxCell, TwoLines } from '../components/box-cell.tsx'
import { NS, useBoxName, useChestLabels } from '../components/chest-labels.ts'
import { ChestsNav } from '../components/chests-nav.tsx'
import { FilterSelect } from '../components/filter-select.tsx'
import { RequestStatusChip } from '../components/status-chips.tsx'

// The dialogs' forms (fields, pickers, uploads) load when one opens, not with the page.
const AssignDialog = lazy(() =>
  import('../components/assign-dialog.tsx').then((m) => ({ default: m.AssignDialog })),
)
const RecordDialog = lazy(() =>
  import('../components/record-dialog.tsx').then((m) => ({ default: m.RecordDialog })),
)

const open = (d: DashboardDischarge) => d.status === 'pending' || d.status === 'assigned'

/**
 * `/dashboard/chests/discharges`: the drain requests, waiting ones first by default; staff assign a
 * collector and a day, record a visit or drop a request. The totals add up what was counted.
 */
export default function DashboardDischargesPage() {
  const { t } = useTranslation(NS)
  const { date, money } = useFormat()
  const can = useCan()
  const confirm = useConfirm()
  const labels = useChestLabels()
  const boxName = useBoxName()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const collectors = useQuery(collectorsQuery)
  const cancel = useCancelDischarge()
  const [status, setStatus] = useState('pending')
  const [collector, setCollector] = useState('')
  const [assigning, setAssigning] = useState<DashboardDischarge | null>(null)
  const [recording, setRecording] = useState<DashboardDischarge | null>(null)

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    if (status) q['filter[status]'] = status
    if (collector) q['filter[collector_id]'] = collector
    return q
  }, [status, collector])

  const drop = async (d: DashboardDischarge) => {
    if (!(await confirm(t('staff.cancelConfirm', { code: boxName(d.chest) }), { color: 'error' })))
      return
    try {
      await cancel.mutateAsync(d.id)
      toast.success(t('staff.canceled'))
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }

  const columns = useMemo<DataTableColumn<DashboardDischarge>[]>(
    () => [
      {
        field: 'chest',
        header: t('fields.box'),
        width: 160,
        text: (d) => boxName(d.chest),
        render: (d) => <BoxCell code={d.chest.code} secondary={d.chest.owner ?? '-'} />,
      },
      {
        field: 'address',
        header: t('fields.address'),
        minWidth: 170,
        flex: 1,
        render: (d) => (
          <TwoLines
            primary={d.chest.address}
            secondary={t('staff.prefers', { days: labels.days(d.preferred_days) })}
          />
        ),
      },
      {
        field: 'status',
        header: t('fields.status'),
        type: 'enum',
        options: labels.requestStatusOptions,
        sortable: true,
        width: 130,
        render: (d) => <RequestStatusChip status={d.status} />,
      },
      {
        field: 'scheduled_for',
        header: t('fields.visit'),
        sortable: true,
        width: 140,
        render: (d) =>
          d.scheduled_for ? (
            <TwoLines primary={date(d.scheduled_for)} secondary={d.collector?.name ?? '-'} />
          ) : (
            '-'
          ),
      },
      {
        field: 'amount',
        header: t('fields.result'),
        sortable: true,
        width: 140,
        render: (d) =>
          d.outcome === null
            ? '-'
            : d.outcome === 'collected'
              ? money(d.amount ?? 0)
              : t(`outcomes.${d.outcome}`),
      },
    ],
    [t, date, money, labels, boxName],
  )

  return (
    <Stack spacing={2}>
      <ChestsNav />
      <DataTable<DashboardDischarge>
        resource={CHEST_DISCHARGES}
        label={t('common:titles.dashboard-chests-discharges')}
        columns={columns}
        searchable
        searchPlaceholder={t('staff.searchHint')}
        defaultSort="-created_at"
        extraQuery={extraQuery}
        filters={
          <>
            <FilterSelect
              label={t('fields.status')}
              value={status}
              options={labels.requestStatusOptions}
              onChange={setStatus}
            />
            <FilterSelect
              label={t('fields.collector')}
              value={collector}
              options={(collectors.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={setCollector}
            />
          </>
        }
        filterCount={[status, collector].filter(Boolean).length}
        onClearFilters={() => {
          setStatus('')
          setCollector('')
        }}
        emptyText={t('staff.queueEmpty')}
        rowActionsWidth={150}
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[
                { label: t('staff.totalCounted'), amount: meta.totals.amount },
                { label: t('staff.collectedVisits'), count: meta.totals.collected },
              ]}
            />
          ) : null
        }
        rowActions={(d) => {
          const name = boxName(d.chest)
          const may = can('chest-discharges.update') && open(d)
          // On a phone's card the two steps say what they do; cancelling and the history wait
          // in its menu (the card reads the buttons themselves: a fragment of them).
          if (phone)
            return (
              <>
                {may && (
                  <RowAction
                    label={t('staff.assignOf', { name })}
                    text={t('staff.assign')}
                    icon={<AssignmentIndOutlined fontSize="small" />}
                    onClick={() => setAssigning(d)}
                  />
                )}
                {may && (
                  <RowAction
                    label={t('staff.recordOf', { name })}
                    text={t('staff.recordShort')}
                    icon={<PlaylistAddCheckOutlined fontSize="small" />}
                    onClick={() => setRecording(d)}
                  />
                )}
                {may && (
                  <RowMenuAction
                    showInMenu
                    label={t('staff.cancelShort')}
                    icon={<CancelOutlined fontSize="small" color="error" />}
                    onClick={() => void drop(d)}
                  />
                )}
                <RowMenuAction
                  showInMenu
                  label={t('staff.history')}
                  icon={<HistoryOutlined fontSize="small" />}
                  onClick={() => dashboardStore.openHistory(d.id)}
                />
              </>
            )
          return (
            <RowActions name={name} onHistory={() => dashboardStore.openHistory(d.id)}>
              {may && (
                <RowAction
                  label={t('staff.assignOf', { name })}
                  icon={<AssignmentIndOutlined fontSize="small" />}
                  onClick={() => setAssigning(d)}
                />
              )}
              {may && (
                <RowAction
                  label={t('staff.recordOf', { name })}
                  icon={<PlaylistAddCheckOutlined fontSize="small" />}
                  onClick={() => setRecording(d)}
                />
              )}
              {may && (
                <RowAction
                  label={t('staff.cancelOf', { name })}
                  icon={<CancelOutlined fontSize="small" />}
                  color="error"
                  onClick={() => void drop(d)}
                />
              )}
            </RowActions>
          )
        }}
      />
      <Suspense fallback={<DialogLoading />}>
        {assigning && <AssignDialog discharge={assigning} onClose={() => setAssigning(null)} />}
        {recording && <RecordDialog discharge={recording} onClose={() => setRecording(null)} />}
      </Suspense>
      <DashboardHistoryPanel resource={CHEST_DISCHARGES} />
    </Stack>
  )
}
