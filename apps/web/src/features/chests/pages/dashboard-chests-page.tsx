import type { DashboardChest } from '@kheyr/contracts/chests'
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import MapOutlined from '@mui/icons-material/MapOutlined'
import NotInterestedOutlined from '@mui/icons-material/NotInterestedOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import {
  Button,
  Stack,
  TextField,
  ToggleButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogLoading } from '#components/dialog-loading.tsx'
import { Navigate } from 'react-router'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction, RowActions, RowMenuAction } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { LazyPointsMap, type MapPoint } from '#components/map-picker/lazy-points-map.tsx'
import { LoadError } from '#components/query-states.tsx'
import { messageOf } from '#lib/api-client.ts'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { useFormat } from '#lib/format.ts'
import { useMapSettings } from '#lib/map-settings.ts'
import { paths } from '#lib/paths.ts'
import { useCan } from '#lib/session/user.ts'
import { toast } from '#lib/toasts.ts'
import { chestOptionsQuery } from '../api/chests.ts'
import { CHESTS, chestsMapQuery, useChestStep, useDeleteChest } from '../api/dashboard-chests.ts'
import { BoxCell, CellText, TwoLines } from '../components/box-cell.tsx'
import { NS, useBoxName, useChestLabels } from '../components/chest-labels.ts'
import { ChestsNav } from '../components/chests-nav.tsx'
import { FilterSelect, type FilterOption } from '../components/filter-select.tsx'
import { ChestStatusChip, RequestStatusChip } from '../components/status-chips.tsx'

// The dialogs' forms (fields, pickers, uploads) load when one opens, not with the page.
const ApproveDialog = lazy(() =>
  import('../components/approve-dialog.tsx').then((m) => ({ default: m.ApproveDialog })),
)
const ChestEditDialog = lazy(() =>
  import('../components/chest-edit-dialog.tsx').then((m) => ({ default: m.ChestEditDialog })),
)

type Quick = {
  status: string
  chest_type_id: string
  chest_material_id: string
  has_open_request: string
  area: string
}
const NO_FILTERS: Quick = {
  status: '',
  chest_type_id: '',
  chest_material_id: '',
  has_open_request: '',
  area: '',
}

/** The boxes of the table's current filter on a map (the first hundred). */
function BoxesMap({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation(NS)
  const { number, code } = useFormat()
  const map = useMapSettings()
  const base = Object.fromEntries(
    Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'),
  )
  const list = useQuery(chestsMapQuery({ ...base, per_page: '100' }))
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  const points: MapPoint[] = (list.data?.data ?? []).map((c) => ({
    id: c.id,
    lat: c.lat,
    lng: c.lng,
    title: c.code ? code(c.code) : c.type.title,
    details: (
      <Typography variant="body2">
        {c.type.title} · {c.owner?.name ?? '-'}
        <br />
        {c.address}
      </Typography>
    ),
  }))
  return (
    <Stack spacing={1}>
      <LazyPointsMap
        points={points}
        tileUrl={map.tileUrl}
        attribution={map.attribution}
        center={map.center}
        height={440}
        label={t('staff.mapLabel')}
      />
      {list.data && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('staff.mapShown', {
            shown: number(points.length),
            total: number(list.data.meta.total),
          })}
        </Typography>
      )}
    </Stack>
  )
}

function Filters({ quick, onChange }: { quick: Quick; onChange: (quick: Quick) => void }) {
  const { t } = useTranslation(NS)
  const labels = useChestLabels()
  const options = useQuery(chestOptionsQuery)
  const select = (key: keyof Quick, label: string, items: FilterOption[]) => (
    <FilterSelect
      label={label}
      value={quick[key]}
      options={items}
      onChange={(value) => onChange({ ...quick, [key]: value })}
    />
  )
  const ids = (list: { id: number; title: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.title }))
  return (
    <>
      {select('status', t('fields.status'), labels.statusOptions)}
      {select('chest_type_id', t('fields.type'), ids(options.data?.types))}
      {select('chest_material_id', t('fields.material'), ids(options.data?.materials))}
      {select('has_open_request', t('staff.openRequest'), [
        { value: '1', label: t('staff.withRequest') },
        { value: '0', label: t('staff.withoutRequest') },
      ])}
      <TextField
        size="small"
        label={t('fields.area')}
        value={quick.area}
        onChange={(e) => onChange({ ...quick, area: e.target.value })}
      />
    </>
  )
}

/**
 * The row's buttons: approve, deliver, retire (each asks first), edit, history, delete. On a
 * phone's card the next step and editing say what they do; the rarer ones wait in its menu.
 */
function useChestActions() {
  const { t } = useTranslation(NS)
  const can = useCan()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const name = useBoxName()
  const confirm = useConfirm()
  const deliver = useChestStep('deliver')
  const retire = useChestStep('retire')
  const deleteRecord = useConfirmedDelete(useDeleteChest())
  const [approving, setApproving] = useState<DashboardChest | null>(null)
  const [editing, setEditing] = useState<DashboardChest | null>(null)
  const step = async (
    action: typeof deliver,
    c: DashboardChest,
    question: string,
    done: string,
    color: 'primary' | 'error' = 'primary',
  ) => {
    if (!(await confirm(question, { color }))) return
    try {
      await action.mutateAsync(c.id)
      toast.success(done)
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }
  const actions = (c: DashboardChest) => {
    const box = name(c)
    const update = can('chests.update')
    // On a phone's card the next step and editing say what they do (`text`); the rarer ones wait
    // behind «⋮». The card and the grid read the buttons themselves: a fragment of them.
    const words = (text: string) => (phone ? { text } : {})
    const next = (
      <>
        {update && c.status === 'requested' && (
          <RowAction
            label={t('staff.approveOf', { name: box })}
            {...words(t('staff.approveShort'))}
            icon={<DoneAllOutlined fontSize="small" />}
            onClick={() => setApproving(c)}
          />
        )}
        {update && c.status === 'approved' && (
          <RowAction
            label={t('staff.deliverOf', { name: box })}
            {...words(t('staff.deliverShort'))}
            icon={<LocalShippingOutlined fontSize="small" />}
            onClick={() =>
              void step(deliver, c, t('staff.deliverConfirm', { name: box }), t('staff.delivered'))
            }
          />
        )}
      </>
    )
    const retireBox = () =>
      void step(retire, c, t('staff.retireConfirm', { name: box }), t('staff.retired'), 'error')
    const history = () => dashboardStore.openHistory(c.id)
    const removable = can('chests.delete') && c.status === 'requested'
    const deleteBox = () => void deleteRecord(c.id, t('staff.deleteConfirm'))
    if (!phone)
      return (
        <RowActions
          name={box}
          onEdit={update ? () => setEditing(c) : undefined}
          onHistory={history}
          onDelete={removable ? deleteBox : undefined}
        >
          {next}
          {update && c.status !== 'retired' && (
            <RowAction
              label={t('staff.retireOf', { name: box })}
              icon={<NotInterestedOutlined fontSize="small" />}
              color="error"
              onClick={retireBox}
            />
          )}
        </RowActions>
      )
    return (
      <>
        {next}
        {update && (
          <RowAction
            label={t('data-table:row.editOf', { name: box })}
            text={t('staff.edit')}
            icon={<EditOutlined fontSize="small" />}
            onClick={() => setEditing(c)}
          />
        )}
        <RowMenuAction
          showInMenu
          label={t('staff.history')}
          icon={<HistoryOutlined fontSize="small" />}
          onClick={history}
        />
        {update && c.status !== 'retired' && (
          <RowMenuAction
            showInMenu
            label={t('staff.retireShort')}
            icon={<NotInterestedOutlined fontSize="small" color="error" />}
            onClick={retireBox}
          />
        )}
        {removable && (
          <RowMenuAction
            showInMenu
            label={t('staff.delete')}
            icon={<DeleteOutlined fontSize="small" color="error" />}
            onClick={deleteBox}
          />
        )}
      </>
    )
  }
  const dialogs = (
    <>
      <Suspense fallback={<DialogLoading />}>
        {approving && <ApproveDialog chest={approving} onClose={() => setApproving(null)} />}
        {editing && <ChestEditDialog chest={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  )
  return { actions, dialogs }
}

/**
 * `/dashboard/chests`: every box with filters (status, type, material, open request, area),
 * search by code, owner or address, a map of the same boxes, and what staff do to each.
 */
export default function DashboardChestsPage() {
  const { t } = useTranslation(NS)
  const { date, money } = useFormat()
  const can = useCan()
  const [quick, setQuick] = useState<Quick>(NO_FILTERS)
  const [showMap, setShowMap] = useState(false)
  const [query, setQuery] = useState<Record<string, string>>({})
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])
  const { actions, dialogs } = useChestActions()
  const labels = useChestLabels()
  const boxName = useBoxName()

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    for (const [key, value] of Object.entries(quick)) if (value) q[`filter[${key}]`] = value
    return q
  }, [quick])

  const columns = useMemo<DataTableColumn<DashboardChest>[]>(
    () => [
      {
        field: 'code',
        header: t('fields.box'),
        sortable: true,
        width: 170,
        text: boxName,
        render: (c) => (
          <BoxCell code={c.code} secondary={`${c.owner?.name ?? '-'} · ${c.type.title}`} />
        ),
      },
      {
        field: 'status',
        header: t('fields.status'),
        type: 'enum',
        options: labels.statusOptions,
        sortable: true,
        width: 120,
        render: (c) => <ChestStatusChip status={c.status} staff />,
      },
      {
        field: 'address',
        header: t('fields.address'),
        minWidth: 170,
        flex: 1,
        sortable: true,
        render: (c) => <CellText>{c.address}</CellText>,
      },
      {
        field: 'open_request',
        header: t('staff.openRequest'),
        width: 140,
        render: (c) =>
          c.open_request ? <RequestStatusChip status={c.open_request.status} /> : '-',
      },
      {
        field: 'latest_drain',
        header: t('fields.latestDrain'),
        width: 150,
        render: (c) =>
          c.latest_drain ? (
            <TwoLines
              primary={money(c.latest_drain.amount)}
              secondary={date(c.latest_drain.date)}
            />
          ) : (
            '-'
          ),
      },
    ],
    [t, date, money, labels, boxName],
  )

  const filterCount = Object.values(quick).filter(Boolean).length
  if (!can('chests.view')) return <Navigate to={paths.dashboard.chestRound} replace />
  return (
    <Stack spacing={2}>
      <ChestsNav />
      {showMap && <BoxesMap query={query} />}
      <DataTable<DashboardChest>
        resource={CHESTS}
        label={t('common:titles.dashboard-chests')}
        columns={columns}
        searchable
        searchPlaceholder={t('staff.searchHint')}
        defaultSort="-created_at"
        extraQuery={extraQuery}
        filters={
          <>
            <Filters quick={quick} onChange={setQuick} />
            {filterCount > 0 && (
              <Button color="inherit" onClick={() => setQuick(NO_FILTERS)}>
                {t('staff.clearFilters')}
              </Button>
            )}
          </>
        }
        filterCount={filterCount}
        onClearFilters={() => setQuick(NO_FILTERS)}
        toolbar={
          <ToggleButton
            value="map"
            size="small"
            selected={showMap}
            onChange={() => setShowMap((shown) => !shown)}
            sx={{ color: 'primary.dark' }}
          >
            <MapOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
            {t('staff.map')}
          </ToggleButton>
        }
        onQuery={onQuery}
        emptyText={t('staff.empty')}
        rowActions={actions}
        rowActionsWidth={210}
      />
      {dialogs}
      <DashboardHistoryPanel resource={CHESTS} />
    </Stack>
  )
}
