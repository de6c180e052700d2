import type { ListMeta } from '@kheyr/contracts/http'
import { MAX_PAGE_SIZE } from '@kheyr/contracts/list'
import { formatNumber } from '@kheyr/contracts/money'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import {
  Alert,
  Box,
  Button,
  Collapse,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
  type ButtonProps,
} from '@mui/material'
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridActionsCell,
  GridOverlay,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore, useDashboardState } from '../../lib/dashboard-store.ts'
import { api, messageOf } from '../../lib/api-client.ts'
import { useFormat } from '../../lib/format.ts'
import { toast } from '../../lib/toasts.ts'
import { CellValue, type DataTableOption } from './cell-value.tsx'
import { ConfirmDialogHost, useConfirm } from './confirm-dialog.tsx'
import { ActiveFilters, FilterBar } from './filter-bar.tsx'
import { useGridLocaleText } from './grid-locale.ts'
import {
  buildListQuery,
  chunk,
  parseSort,
  sortParam,
  upsertFilter,
  type AppliedFilter,
  type DataTableColumnType,
  type RowId,
} from './query.ts'

export type { DataTableColumnType, DataTableOption, RowId }

export type DataTableColumn<T> = {
  /** A key of the row; any other name needs `render`. */
  field: Extract<keyof T, string> | (string & Record<never, never>)
  /** Already translated. */
  header: string
  type?: DataTableColumnType
  /** Labels of an `enum` column's values. */
  options?: DataTableOption[]
  /** The server whitelists sortable and filterable columns, so both are opt-in. */
  sortable?: boolean
  filterable?: boolean
  width?: number
  minWidth?: number
  flex?: number
  render?: (row: T) => ReactNode
}

export type BulkAction = {
  label: string
  icon?: ReactNode
  /** Throw (an `ApiError`, say) to report failure; the table toasts either way. */
  onRun: (ids: RowId[]) => Promise<void>
  /** Asked before running when given. */
  confirm?: string
  color?: ButtonProps['color']
  /** Shown after success; a short "done" otherwise. */
  successMessage?: string
}

export type DataTableProps<T extends { id: RowId }> = {
  /** URL segment: `/api/dashboard/{resource}`. */
  resource: string
  /** Keep it stable (module constant or `useMemo`): a new array re-lays out the grid. */
  columns: DataTableColumn<T>[]
  /** The grid's accessible name, e.g. the page title. */
  label?: string
  searchable?: boolean
  /** `title` ascending, `-created_at` descending; the server's own default when absent. */
  defaultSort?: string
  /** The spec's "multiple-action items", run on the checked rows. */
  bulkActions?: BulkAction[]
  /** Buttons (edit, delete, history) for a row; keyboard users move between them with arrows. */
  rowActions?: (row: T) => ReactNode
  rowActionsWidth?: number
  /** Adds "delete selected" (`POST .../bulk-delete`) to the bulk actions. */
  canDelete?: boolean
  onRowClick?: (row: T) => void
  /** Beside the search box, e.g. a "create" button. */
  toolbar?: ReactNode
  /** Extra query-key parts, for lists that depend on more than their query string. */
  queryKey?: readonly unknown[]
  emptyText?: string
  /** Fixed query parameters (`{ 'filter[kind]': 'crown' }`). */
  extraQuery?: Record<string, string>
  /** Shown above the rows with the list's meta, e.g. the totals for the current filter. */
  summary?: (meta: ListMeta) => ReactNode
  /** Told the list's query whenever it changes (an export link downloads what is filtered). */
  onQuery?: (query: Record<string, string>) => void
}

export type ListResponse<T> = { data: T[]; meta: ListMeta }

const PAGE_SIZES = [10, 20, 50, 100]
const SEARCH_DEBOUNCE_MS = 400
const ACTIONS_FIELD = '__actions__'
const NO_ROWS: never[] = []
const MIN_WIDTH: Record<DataTableColumnType, number> = {
  text: 120,
  number: 90,
  money: 120,
  date: 110,
  datetime: 140,
  boolean: 90,
  enum: 120,
}

const emptySelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() })

/** Refetches every list (and record) of a resource after a change. */
export const invalidateResource = (queryClient: QueryClient, resource: string) =>
  queryClient.invalidateQueries({ queryKey: ['dashboard', resource] })

export const listPath = (resource: string) => `/dashboard/${resource}`

type OverlayState = { text: string; failed: boolean }
const OverlayContext = createContext<OverlayState>({ text: '', failed: false })

function EmptyOverlay() {
  const { text, failed } = useContext(OverlayContext)
  const Icon = failed ? ErrorOutlineOutlined : InboxOutlined
  return (
    <GridOverlay>
      <Stack sx={{ alignItems: 'center', gap: 1, p: 3, textAlign: 'center' }}>
        <Icon aria-hidden sx={{ fontSize: 48, color: failed ? 'error.light' : 'text.disabled' }} />
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </GridOverlay>
  )
}

/**
 * A server-driven list of a dashboard resource: paging, sorting, search and the CRUD filter run
 * on the server (ARCHITECTURE.md, "HTTP contract" → Lists); rows can be checked for bulk actions.
 */
export function DataTable<T extends { id: RowId }>({
  resource,
  columns,
  label,
  searchable = false,
  defaultSort,
  bulkActions = [],
  rowActions,
  rowActionsWidth = 136,
  canDelete = false,
  onRowClick,
  toolbar,
  queryKey = [],
  emptyText,
  extraQuery,
  summary,
  onQuery,
}: DataTableProps<T>) {
  const { t } = useTranslation('data-table')
  const format = useFormat()
  const queryClient = useQueryClient()
  const confirm = useConfirm()
  const localeText = useGridLocaleText()
  const filterBarId = useId()

  const pageSize = useDashboardState((s) => s.pageSize)
  const [page, setPage] = useState(0)
  const [sort, setSort] = useState<string | null>(null)
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<AppliedFilter[]>([])
  const [filterOpen, setFilterOpen] = useState(false)
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection)
  const [busy, setBusy] = useState(false)

  const effectiveSort = sort ?? defaultSort ?? null
  const query = buildListQuery({
    page: page + 1,
    pageSize,
    sort: effectiveSort,
    search,
    filters,
    extra: extraQuery,
  })

  const queryKeyString = JSON.stringify(query)
  useEffect(() => {
    onQuery?.(JSON.parse(queryKeyString) as Record<string, string>)
  }, [onQuery, queryKeyString])

  const list = useQuery({
    queryKey: ['dashboard', resource, query, ...queryKey],
    queryFn: ({ signal }) => api.get<ListResponse<T>>(listPath(resource), { query, signal }),
    placeholderData: keepPreviousData,
  })

  const clearSelection = () => {
    setSelection(emptySelection())
    dashboardStore.setSelection([])
  }

  // Narrower results start from the first page, with nothing hidden still checked.
  const restart = () => {
    setPage(0)
    clearSelection()
  }

  useEffect(() => {
    const term = searchInput.trim()
    if (term === search) return
    const timer = setTimeout(() => {
      setSearch(term)
      setPage(0)
      setSelection(emptySelection())
      dashboardStore.setSelection([])
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchInput, search])

  // The store outlives the page; the next table starts clean.
  useEffect(
    () => () => {
      dashboardStore.setSelection([])
      dashboardStore.setCrudFilter({ column: null, operation: 'eq', value: '' })
    },
    [],
  )

  // Deleting the last rows of the last page leaves the page past the end: step back.
  const lastPage = list.data?.meta.last_page
  if (lastPage !== undefined && !list.isPlaceholderData && page + 1 > lastPage) {
    setPage(Math.max(0, lastPage - 1))
  }

  const fields = columns.map((c) => c.field).join('|')
  const sortModel = useMemo<GridSortModel>(() => {
    const parsed = parseSort(effectiveSort)
    if (!parsed || !fields.split('|').includes(parsed.field)) return []
    return [{ field: parsed.field, sort: parsed.direction }]
  }, [effectiveSort, fields])

  const paginationModel = useMemo<GridPaginationModel>(() => ({ page, pageSize }), [page, pageSize])
  const lang = format.lang
  const pageSizeOptions = useMemo(
    () => PAGE_SIZES.map((value) => ({ value, label: formatNumber(value, lang) })),
    [lang],
  )

  const gridColumns = useMemo<GridColDef<T>[]>(() => {
    const defs: GridColDef<T>[] = columns.map((column) => ({
      field: column.field,
      headerName: column.header,
      sortable: column.sortable ?? false,
      filterable: false,
      ...(column.width ? { width: column.width } : { flex: column.flex ?? 1 }),
      minWidth: column.minWidth ?? MIN_WIDTH[column.type ?? 'text'],
      renderCell: ({ row }) =>
        column.render ? (
          // Chips, icons and stacks sit in the middle of the row, as plain values do.
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 }}>
            {column.render(row)}
          </Box>
        ) : (
          <CellValue
            value={(row as Record<string, unknown>)[column.field]}
            type={column.type}
            options={column.options}
          />
        ),
    }))
    if (rowActions) {
      defs.push({
        field: ACTIONS_FIELD,
        headerName: t('columns.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        hideable: false,
        width: rowActionsWidth,
        minWidth: rowActionsWidth,
        renderCell: (params) => (
          // Roving focus between the buttons, the way the grid's own action cells do it.
          <GridActionsCell {...params} suppressChildrenValidation>
            {rowActions(params.row)}
          </GridActionsCell>
        ),
      })
    }
    return defs
  }, [columns, rowActions, rowActionsWidth, t])

  const selectedIds = [...selection.ids]
  const filterable = columns.filter((c) => c.filterable)
  const total = list.data?.meta.total ?? 0
  const narrowed = Boolean(search) || filters.length > 0
  const overlay: OverlayState = list.isError
    ? { text: t('loadFailed'), failed: true }
    : { text: narrowed ? t('noResults') : (emptyText ?? t('empty')), failed: false }

  const run = async (options: {
    confirm?: string
    color?: ButtonProps['color']
    confirmLabel?: string
    action: () => Promise<string>
  }) => {
    if (
      options.confirm &&
      !(await confirm(options.confirm, {
        color: options.color,
        confirmLabel: options.confirmLabel,
      }))
    )
      return
    setBusy(true)
    try {
      toast.success(await options.action())
      clearSelection()
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    } finally {
      setBusy(false)
      void invalidateResource(queryClient, resource)
    }
  }

  const deleteSelected = () => {
    const ids = selectedIds
    void run({
      confirm: t('bulk.deleteConfirm', { count: ids.length, n: format.number(ids.length) }),
      confirmLabel: t('confirm.delete'),
      color: 'error',
      action: async () => {
        let deleted = 0
        // The server takes at most a page's worth of ids per call, each batch all or nothing.
        for (const batch of chunk(ids, MAX_PAGE_SIZE)) {
          const result = await api.post<{ data: { deleted: number } }>(
            `${listPath(resource)}/bulk-delete`,
            { ids: batch },
          )
          deleted += result.data.deleted
        }
        return t('bulk.deleted', { count: deleted, n: format.number(deleted) })
      },
    })
  }

  const activate = (field: string, row: T) => {
    if (!onRowClick || field === GRID_CHECKBOX_SELECTION_FIELD || field === ACTIONS_FIELD) return
    onRowClick(row)
  }

  const hasBulk = canDelete || bulkActions.length > 0

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ConfirmDialogHost />
      <Stack sx={{ gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        {(searchable || filterable.length > 0 || toolbar) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {searchable && (
              <TextField
                type="search"
                size="small"
                label={t('search.label')}
                placeholder={t('search.placeholder')}
                value={searchInput}
                onChange={(event) => setSearchInput(event.target.value)}
                sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchOutlined fontSize="small" aria-hidden />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            )}
            {filterable.length > 0 && (
              <Button
                variant={filterOpen ? 'contained' : 'outlined'}
                color="primary"
                startIcon={<FilterListOutlined />}
                aria-expanded={filterOpen}
                aria-controls={filterBarId}
                onClick={() => setFilterOpen((open) => !open)}
              >
                {filters.length
                  ? t('filter.toggleCount', { n: format.number(filters.length) })
                  : t('filter.toggle')}
              </Button>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {toolbar}
          </Box>
        )}
        {summary && list.data && <Box aria-live="polite">{summary(list.data.meta)}</Box>}
        {filterable.length > 0 && (
          <Collapse in={filterOpen} id={filterBarId}>
            <FilterBar
              columns={filterable}
              onAdd={(filter) => {
                setFilters((current) => upsertFilter(current, filter))
                restart()
              }}
            />
          </Collapse>
        )}
        <ActiveFilters
          filters={filters}
          columns={filterable}
          onRemove={(index) => {
            setFilters((current) => current.filter((_, i) => i !== index))
            restart()
          }}
          onClear={() => {
            setFilters([])
            restart()
          }}
        />
        {list.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {messageOf(list.error, t('loadFailed'))}
          </Alert>
        )}
        {hasBulk && selectedIds.length > 0 && (
          <Box
            role="toolbar"
            aria-label={t('bulk.toolbar')}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: 'rgba(0, 169, 157, 0.08)',
            }}
          >
            <Typography role="status" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {t('bulk.selected', {
                count: selectedIds.length,
                n: format.number(selectedIds.length),
              })}
            </Typography>
            {bulkActions.map((action) => (
              <Button
                key={action.label}
                size="small"
                variant="outlined"
                color={action.color ?? 'primary'}
                startIcon={action.icon}
                disabled={busy}
                onClick={() =>
                  void run({
                    confirm: action.confirm,
                    color: action.color,
                    action: async () => {
                      await action.onRun(selectedIds)
                      return action.successMessage ?? t('bulk.done')
                    },
                  })
                }
              >
                {action.label}
              </Button>
            ))}
            {canDelete && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={busy}
                onClick={deleteSelected}
              >
                {t('bulk.delete')}
              </Button>
            )}
            <Button size="small" color="inherit" disabled={busy} onClick={clearSelection}>
              {t('bulk.clear')}
            </Button>
          </Box>
        )}
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }}>
        <OverlayContext value={overlay}>
          <DataGrid<T>
            rows={list.data?.data ?? (NO_ROWS as T[])}
            columns={gridColumns}
            rowCount={total}
            loading={list.isFetching || busy}
            label={label}
            localeText={localeText}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={paginationModel}
            onPaginationModelChange={(model) => {
              if (model.pageSize !== pageSize) {
                dashboardStore.setPageSize(model.pageSize)
                setPage(0)
              } else {
                setPage(model.page)
              }
            }}
            pageSizeOptions={pageSizeOptions}
            sortModel={sortModel}
            sortingOrder={['asc', 'desc', null]}
            onSortModelChange={(model) => {
              const item = model[0]
              setSort(item ? sortParam(item.field, item.sort) : null)
              setPage(0)
            }}
            checkboxSelection={hasBulk}
            disableRowSelectionOnClick
            disableRowSelectionExcludeModel
            keepNonExistentRowsSelected
            rowSelectionModel={selection}
            onRowSelectionModelChange={(model) => {
              setSelection(model)
              dashboardStore.setSelection([...model.ids])
            }}
            hideFooterSelectedRowCount
            onCellClick={(params) => activate(params.field, params.row)}
            onCellKeyDown={(params, event) => {
              if (event.key === 'Enter') activate(params.field, params.row)
            }}
            slots={{ noRowsOverlay: EmptyOverlay, noResultsOverlay: EmptyOverlay }}
            slotProps={{
              loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
            }}
            sx={{
              border: 0,
              borderRadius: 0,
              '--DataGrid-overlayHeight': '240px',
              ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
            }}
          />
        </OverlayContext>
      </Box>
    </Paper>
  )
}
