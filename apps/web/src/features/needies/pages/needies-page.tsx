import type { Needy } from '@kheyr/contracts/needies'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import MapOutlined from '@mui/icons-material/MapOutlined'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import {
  Box,
  Button,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import { paths } from '#lib/paths.ts'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { dayOf } from '#lib/days.ts'
import { LazyJalaliDateRange } from '#components/lazy-jalali-date-range.tsx'
import { LazyPointsMap, type MapPoint } from '#components/map-picker/lazy-points-map.tsx'
import { LoadError } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { exportPath, NEEDIES, neediesPageQuery, researchersQuery } from '../api/needies.ts'
import { PriorityChip, StatusChip } from '../components/status-chips.tsx'
import { useMapSettings } from '#lib/map-settings.ts'
import { useNeedyOptions, type NeedyEnum } from '../components/use-needy-options.ts'
import { Ltr } from '#components/ltr.tsx'
import { darkText } from '#components/strong-button.ts'

type Quick = {
  priority: string
  final_status: string
  gender: string
  marital_status: string
  city: string
  researcher_id: string
  has_dependents: string
  archived: string
}
const NO_FILTERS: Quick = {
  priority: '',
  final_status: '',
  gender: '',
  marital_status: '',
  city: '',
  researcher_id: '',
  has_dependents: '',
  // Archived files are out of the way unless asked for.
  archived: '0',
}
const MAP_PAGE = 100

/** The households of the list's current filter on a map, a hundred at a time. */
function HouseholdsMap({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation('needies')
  const { number } = useFormat()
  const { label } = useNeedyOptions()
  const navigate = useNavigate()
  const map = useMapSettings()
  const [page, setPage] = useState(1)
  const base = useMemo(
    () =>
      Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page')),
    [query],
  )
  const list = useQuery(
    neediesPageQuery({ ...base, page: String(page), per_page: String(MAP_PAGE) }),
  )
  const points: MapPoint[] = (list.data?.data ?? [])
    .filter((n) => n.lat !== null && n.lng !== null)
    .map((n) => ({
      id: n.id,
      lat: n.lat!,
      lng: n.lng!,
      title: `${n.name} ${n.family}`,
      details: (
        <Typography variant="body2">
          {label('finalStatus', n.final_status)} · {label('priority', n.priority)}
          {n.area ? ` · ${n.area}` : ''}
        </Typography>
      ),
    }))
  const meta = list.data?.meta
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />
  return (
    <Stack spacing={1.5}>
      <LazyPointsMap
        points={points}
        onOpen={(id) => navigate(paths.dashboard.needy(id))}
        openLabel={t('list.openFile')}
        tileUrl={map.tileUrl}
        attribution={map.attribution}
        center={map.center}
        height={480}
        label={t('list.mapLabel')}
      />
      {meta && (
        <Typography variant="body2" color="text.secondary" role="status">
          {points.length
            ? t('list.mapShown', { shown: number(points.length), total: number(meta.total) })
            : t('list.mapEmpty')}
        </Typography>
      )}
      {meta && meta.last_page > 1 && (
        <Stack direction="row" spacing={1}>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('list.mapPrev')}
          </Button>
          <Button disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
            {t('list.mapMore')}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

/**
 * The list's own buttons: the map, the exports and registering. On a phone the map and the
 * exports wait behind one «بیشتر» button, so the first record is not pushed below six buttons.
 */
function NeediesToolbar({
  showMap,
  onToggleMap,
  query,
}: {
  showMap: boolean
  onToggleMap: () => void
  query: Record<string, string>
}) {
  const { t } = useTranslation('needies')
  const can = useCan()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const exports = can('needies.export')
    ? ([
        ['csv', t('list.exportCsv')],
        ['xlsx', t('list.exportXlsx')],
      ] as const)
    : []
  const register = can('needies.create') && (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      component={RouterLink}
      to={paths.dashboard.needyCreate}
    >
      {t('list.register')}
    </Button>
  )
  if (phone)
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          sx={darkText}
          endIcon={<ExpandMoreOutlined />}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('list.more')}
        </Button>
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem
            role="menuitemcheckbox"
            aria-checked={showMap}
            onClick={() => {
              onToggleMap()
              setAnchor(null)
            }}
          >
            <ListItemIcon>
              {showMap ? <CheckOutlined fontSize="small" /> : <MapOutlined fontSize="small" />}
            </ListItemIcon>
            {t('list.map')}
          </MenuItem>
          {exports.map(([format, label]) => (
            <MenuItem key={format} component="a" href={exportPath(query, format)}>
              <ListItemIcon>
                <DownloadOutlined fontSize="small" />
              </ListItemIcon>
              {label}
            </MenuItem>
          ))}
        </Menu>
        {register}
      </Stack>
    )
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ToggleButton
        value="map"
        size="small"
        selected={showMap}
        onChange={onToggleMap}
        sx={{ color: 'primary.dark' }}
      >
        <MapOutlined fontSize="small" sx={{ marginInlineEnd: 0.5 }} aria-hidden />
        {t('list.map')}
      </ToggleButton>
      {exports.map(([format, label]) => (
        <Button
          key={format}
          component="a"
          href={exportPath(query, format)}
          startIcon={<DownloadOutlined />}
          variant="outlined"
          sx={darkText}
        >
          {label}
        </Button>
      ))}
      {register}
    </Stack>
  )
}

/**
 * `/dashboard/needies`: the registry. Search by name, national code or mobile; the usual
 * filters at hand and the rest in the table's filter bar; sort; export with the permission;
 * and the same list as a map of households.
 */
export default function NeediesPage() {
  const { t } = useTranslation('needies')
  const { digits } = useFormat()
  const navigate = useNavigate()
  const { options } = useNeedyOptions()
  const researchers = useQuery(researchersQuery)
  const [quick, setQuick] = useState<Quick>(NO_FILTERS)
  const [helpedFrom, setHelpedFrom] = useState<Date | null>(null)
  const [helpedTo, setHelpedTo] = useState<Date | null>(null)
  // The map shows above the table: the table's search and filters drive both.
  const [showMap, setShowMap] = useState(false)
  const [query, setQuery] = useState<Record<string, string>>({})
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])

  const extraQuery = useMemo(() => {
    const q: Record<string, string> = {}
    for (const [key, value] of Object.entries(quick)) if (value) q[`filter[${key}]`] = value
    if (helpedFrom) q['filter[helped_at][gte]'] = dayOf(helpedFrom)
    if (helpedTo) q['filter[helped_at][lte]'] = dayOf(helpedTo)
    return q
  }, [quick, helpedFrom, helpedTo])

  const columns = useMemo<DataTableColumn<Needy>[]>(
    () => [
      {
        field: 'family',
        header: t('fields.person'),
        sortable: true,
        minWidth: 170,
        flex: 1.4,
        linksRow: true,
        render: (n) => (
          <Box component={RouterLink} to={paths.dashboard.needy(n.id)} sx={{ color: 'inherit' }}>
            {n.name} {n.family}
          </Box>
        ),
      },
      {
        field: 'national_code',
        header: t('fields.nationalCode'),
        filterable: true,
        minWidth: 120,
        render: (n) => (n.national_code ? <Ltr>{digits(n.national_code)}</Ltr> : '-'),
      },
      {
        field: 'mobile',
        header: t('fields.mobile'),
        filterable: true,
        minWidth: 125,
        render: (n) => <Ltr>{digits(n.mobile)}</Ltr>,
      },
      { field: 'city', header: t('fields.city'), sortable: true, filterable: true, minWidth: 100 },
      {
        field: 'priority',
        header: t('fields.priority'),
        type: 'enum',
        options: options.priority,
        sortable: true,
        filterable: true,
        width: 110,
        render: (n) => <PriorityChip value={n.priority} />,
      },
      {
        field: 'final_status',
        header: t('fields.finalStatus'),
        type: 'enum',
        options: options.finalStatus,
        sortable: true,
        filterable: true,
        width: 150,
        render: (n) => <StatusChip value={n.final_status} />,
      },
      {
        field: 'researcher_id',
        header: t('fields.researcher'),
        type: 'enum',
        options: (researchers.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
        filterable: true,
        minWidth: 120,
        render: (n) => n.researcher?.name ?? '-',
      },
      {
        field: 'dependents_count',
        header: t('fields.dependentsCount'),
        type: 'number',
        sortable: true,
        filterable: true,
        width: 110,
      },
      {
        field: 'monthly_income',
        header: t('fields.monthlyIncome'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 140,
      },
      {
        field: 'education',
        header: t('fields.education'),
        type: 'enum',
        options: options.education,
        filterable: true,
        width: 120,
      },
      {
        field: 'physical_condition',
        header: t('fields.physicalCondition'),
        type: 'enum',
        options: options.physicalCondition,
        filterable: true,
        width: 120,
      },
      {
        field: 'date_seen',
        header: t('fields.dateSeen'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
      },
      {
        field: 'created_at',
        header: t('fields.createdAt'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
      },
    ],
    [t, digits, options, researchers.data],
  )

  const quickSelect = (
    key: keyof Quick,
    label: string,
    items: { value: string; label: string }[],
    allLabel = t('list.all'),
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={quick[key]}
      onChange={(e) => setQuick((q) => ({ ...q, [key]: e.target.value }))}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {items.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
  const enumSelect = (key: keyof Quick, label: string, e: NeedyEnum) =>
    quickSelect(key, label, options[e])
  // What the user chose: the default (archived files out of the way) is no filter of theirs.
  const changed = (Object.keys(quick) as (keyof Quick)[]).filter((k) => quick[k] !== NO_FILTERS[k])
  const filterCount = changed.length + (helpedFrom || helpedTo ? 1 : 0)
  const clearFilters = () => {
    setQuick(NO_FILTERS)
    setHelpedFrom(null)
    setHelpedTo(null)
  }
  const filters = (
    <>
      {enumSelect('priority', t('fields.priority'), 'priority')}
      {enumSelect('final_status', t('fields.finalStatus'), 'finalStatus')}
      {enumSelect('gender', t('fields.gender'), 'gender')}
      {enumSelect('marital_status', t('fields.maritalStatus'), 'maritalStatus')}
      <TextField
        size="small"
        label={t('fields.city')}
        value={quick.city}
        onChange={(e) => setQuick((q) => ({ ...q, city: e.target.value }))}
      />
      {quickSelect(
        'researcher_id',
        t('fields.researcher'),
        (researchers.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      )}
      {quickSelect('has_dependents', t('list.hasDependents'), [
        { value: '1', label: t('list.with') },
        { value: '0', label: t('list.without') },
      ])}
      {quickSelect(
        'archived',
        t('fields.archived'),
        [
          { value: '0', label: t('list.activeOnly') },
          { value: '1', label: t('list.archivedOnly') },
        ],
        t('list.all'),
      )}
      <LazyJalaliDateRange
        from={helpedFrom}
        to={helpedTo}
        fromLabel={t('list.helpedFrom')}
        toLabel={t('list.helpedTo')}
        onChange={(f, to) => {
          setHelpedFrom(f)
          setHelpedTo(to)
        }}
      />
      {filterCount > 0 && (
        <Button color="inherit" onClick={clearFilters}>
          {t('list.clear')}
        </Button>
      )}
    </>
  )

  return (
    <Stack spacing={2}>
      {showMap && <HouseholdsMap query={query} />}
      {/* The table stays under the map: its search and filters drive both. */}
      <DataTable<Needy>
        resource={NEEDIES}
        label={t('list.label')}
        columns={columns}
        searchable
        searchPlaceholder={t('list.searchHint')}
        defaultSort="-created_at"
        extraQuery={extraQuery}
        filters={filters}
        filterCount={filterCount}
        onClearFilters={clearFilters}
        onQuery={onQuery}
        emptyText={t('list.empty')}
        onRowClick={(n) => navigate(paths.dashboard.needy(n.id))}
        toolbar={
          <NeediesToolbar
            showMap={showMap}
            onToggleMap={() => setShowMap((shown) => !shown)}
            query={query}
          />
        }
      />
    </Stack>
  )
}
