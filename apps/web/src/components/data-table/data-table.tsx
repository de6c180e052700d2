import type { ListMeta, Paginated } from '@kheyr/contracts/http'
import { formatNumber } from '@kheyr/contracts/money'
import { Alert, Box, Button, Collapse, Paper, Stack, useMediaQuery, useTheme } from '@mui/material'
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { resourceListQuery, type RowId } from '#lib/resource.ts'
import { BulkBar, type BulkAction } from './bulk-bar.tsx'
import { CardList, SortSelect } from './card-list.tsx'
import type { DataTableOption } from './cell-value.tsx'
import { ColumnChooser } from './column-chooser.tsx'
import { fitColumns, useColumnChoices, useWidth, type ColumnChoices } from './column-visibility.ts'
import { ConfirmDialogHost } from './confirm-dialog.tsx'
import { EmptyOverlay, OverlayContext, type OverlayState } from './empty-overlay.tsx'
import { ActiveFilters, FilterBar } from './filter-bar.tsx'
import { FilterRow, FilterSheet } from './filter-panel.tsx'
import { useGridLocaleText } from './grid-locale.ts'
import { parseSort, sortParam, type DataTableColumnType } from './query.ts'
import {
  ACTIONS_FIELD,
  columnNeed,
  useGridColumns,
  type DataTableColumn,
} from './use-grid-columns.tsx'
import { useListState, type ListState } from './use-list-state.ts'
import { TableToolbar } from './table-toolbar.tsx'

export type { BulkAction, DataTableColumn, DataTableColumnType, DataTableOption, RowId }

export type DataTableProps<T extends { id: RowId }> = {
  /** URL segment: `/api/dashboard/{resource}`. */
  resource: string
  /** Keep it stable (module constant or `useMemo`): a new array re-lays out the grid. */
  columns: DataTableColumn<T>[]
  /** The grid's accessible name, e.g. the page title. */
  label?: string
  searchable?: boolean
  /** What the search finds (`name, mobile or code`); a general hint when absent. */
  searchPlaceholder?: string
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
  /**
   * The page's own filters (selects, date ranges) feeding `extraQuery`: one row of compact
   * fields on a wide screen, a sheet behind the filter button on a phone.
   */
  filters?: ReactNode
  /** How many of the page's own filters are set (the filter button counts them). */
  filterCount?: number
  /** Clears the page's own filters (offered in the phone's filter sheet). */
  onClearFilters?: () => void
  /** Where the column choices are remembered; the resource's name unless two tables share it. */
  tableId?: string
  /** A phone's card title, when no one column names the row (a person's full name). */
  cardTitle?: (row: T) => ReactNode
}

const PAGE_SIZES = [10, 20, 50, 100]
const NO_ROWS: never[] = []
/** The grid's checkbox column and borders, beside the columns themselves. */
const CHECKBOX_WIDTH = 52
const GRID_CHROME = 4

/** The grid's paging and sorting, bound to the list state (the server sorts and pages). */
function useGridModels(list: ListState, fields: string) {
  const { lang } = useFormat()
  const sortModel = useMemo<GridSortModel>(() => {
    const parsed = parseSort(list.sort)
    if (!parsed || !fields.split('|').includes(parsed.field)) return []
    return [{ field: parsed.field, sort: parsed.direction }]
  }, [list.sort, fields])
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: list.page, pageSize: list.pageSize }),
    [list.page, list.pageSize],
  )
  const pageSizeOptions = useMemo(
    () => PAGE_SIZES.map((value) => ({ value, label: formatNumber(value, lang) })),
    [lang],
  )
  return {
    sortModel,
    paginationModel,
    pageSizeOptions,
    onPaginationModelChange: (model: GridPaginationModel) => {
      if (model.pageSize !== list.pageSize) list.setPageSize(model.pageSize)
      else list.setPage(model.page)
    },
    onSortModelChange: (model: GridSortModel) => {
      const item = model[0]
      list.setSort(item ? sortParam(item.field, item.sort) : null)
    },
  }
}

type GridProps<T extends { id: RowId }> = {
  list: UseQueryResult<Paginated<T>>
  state: ListState
  columns: DataTableColumn<T>[]
  gridColumns: GridColDef<T>[]
  overlay: OverlayState
  label?: string
  busy: boolean
  selectable: boolean
  onRowClick?: (row: T) => void
  visibility: GridColumnVisibilityModel
  onVisibilityChange: (choices: ColumnChoices) => void
}

/** The rows: the grid pages and sorts on the server, and says why it is empty when it is. */
function ResourceGrid<T extends { id: RowId }>({
  list,
  state,
  columns,
  gridColumns,
  overlay,
  label,
  busy,
  selectable,
  onRowClick,
  visibility,
  onVisibilityChange,
}: GridProps<T>) {
  const localeText = useGridLocaleText()
  const models = useGridModels(state, columns.map((c) => c.field).join('|'))
  const activate = (field: string, row: T) => {
    if (!onRowClick || field === GRID_CHECKBOX_SELECTION_FIELD || field === ACTIONS_FIELD) return
    onRowClick(row)
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', minWidth: 0 }}>
      <OverlayContext value={overlay}>
        <DataGrid<T>
          rows={list.data?.data ?? (NO_ROWS as T[])}
          columns={gridColumns}
          rowCount={list.data?.meta.total ?? 0}
          loading={list.isFetching || busy}
          label={label}
          localeText={localeText}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableColumnSelector
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => {
            // The column menu's "hide" hides one column: remember it as the chooser would.
            const changed = columns.filter(
              (c) => (model[c.field] !== false) !== (visibility[c.field] !== false),
            )
            if (changed.length)
              onVisibilityChange(
                Object.fromEntries(changed.map((c) => [c.field, model[c.field] !== false])),
              )
          }}
          {...models}
          sortingOrder={['asc', 'desc', null]}
          checkboxSelection={selectable}
          disableRowSelectionOnClick
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          rowSelectionModel={state.selection}
          onRowSelectionModelChange={state.setSelection}
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
  )
}

/** A failed load, with the way to try again. */
function ListError({ list }: { list: UseQueryResult<unknown> }) {
  const { t } = useTranslation('data-table')
  if (!list.isError) return null
  return (
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
  )
}

/** The list's page of rows for its query; the page steps back when deletions emptied it. */
function useResourceList<T>(
  resource: string,
  state: ListState,
  queryKey: readonly unknown[],
  onQuery?: (query: Record<string, string>) => void,
) {
  const list = useQuery(resourceListQuery<T>(resource, state.query, queryKey))
  const queryString = JSON.stringify(state.query)
  useEffect(() => {
    onQuery?.(JSON.parse(queryString) as Record<string, string>)
  }, [onQuery, queryString])
  // Deleting the last rows of the last page leaves the page past the end: step back.
  const lastPage = list.data?.meta.last_page
  if (lastPage !== undefined && !list.isPlaceholderData && state.page + 1 > lastPage) {
    state.setPage(Math.max(0, lastPage - 1))
  }
  return list
}

/**
 * Which columns show: the user's choices (remembered per table), the secondary columns hidden
 * until asked for, and on a wide screen only as many as fit beside the checkboxes and actions,
 * so the row's actions are never cut off. A phone's cards show every chosen column.
 */
function useColumnsView<T>({
  table,
  columns,
  phone,
  width,
  reserved,
}: {
  table: string
  columns: DataTableColumn<T>[]
  phone: boolean
  /** The table's width, measured. */
  width: number | null
  reserved: number
}) {
  const { choices, choose, chooseMany, reset } = useColumnChoices(table)
  const available = phone || width === null ? null : width - reserved
  const { visible, squeezed } = useMemo(
    () =>
      fitColumns(
        columns.map((c, i) => ({
          field: c.field,
          secondary: i > 0 && c.secondary,
          need: columnNeed(c),
        })),
        choices,
        available,
      ),
    [columns, choices, available],
  )
  const model = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(columns.map((c) => [c.field, visible.has(c.field)])),
    [columns, visible],
  )
  return { visible, squeezed, model, choose, chooseMany, reset }
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
  searchPlaceholder,
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
  filters,
  filterCount = 0,
  onClearFilters,
  tableId,
  cardTitle,
}: DataTableProps<T>) {
  const { t } = useTranslation('data-table')
  const filterBarId = useId()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true })
  const state = useListState({ defaultSort, extraQuery })
  const [filterOpen, setFilterOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const list = useResourceList<T>(resource, state, queryKey, onQuery)
  const gridColumns = useGridColumns(columns, rowActions, rowActionsWidth)
  const filterable = columns.filter((c) => c.filterable)
  const hasBulk = canDelete || bulkActions.length > 0
  const overlay: OverlayState = list.isError
    ? { text: t('loadFailed'), failed: true }
    : {
        text: state.narrowed || filterCount > 0 ? t('noResults') : (emptyText ?? t('empty')),
        failed: false,
      }
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame)
  const columnsView = useColumnsView({
    table: tableId ?? resource,
    columns,
    phone,
    width,
    reserved: (hasBulk ? CHECKBOX_WIDTH : 0) + (rowActions ? rowActionsWidth : 0) + GRID_CHROME,
  })
  const filterButton = filterable.length > 0 || (narrow && Boolean(filters))
  const crudBar = filterable.length > 0 && (
    <FilterBar columns={filterable} onAdd={state.addFilter} />
  )

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} ref={frame}>
      <ConfirmDialogHost />
      <Stack sx={{ gap: 1.5, p: { xs: 1.5, sm: 2 } }}>
        <TableToolbar
          search={searchable ? state.searchInput : undefined}
          searchPlaceholder={searchPlaceholder}
          onSearch={state.setSearchInput}
          filters={filterButton ? state.filters.length + filterCount : undefined}
          filterOpen={filterOpen}
          filterBarId={filterBarId}
          onToggleFilter={() => setFilterOpen((open) => !open)}
          columns={
            <ColumnChooser
              columns={columns}
              visible={columnsView.visible}
              squeezed={columnsView.squeezed}
              onChoose={columnsView.choose}
              onReset={columnsView.reset}
            />
          }
        >
          {toolbar}
        </TableToolbar>
        {!narrow && filters && <FilterRow>{filters}</FilterRow>}
        {summary && list.data && <Box aria-live="polite">{summary(list.data.meta)}</Box>}
        {!narrow && crudBar && (
          <Collapse in={filterOpen} id={filterBarId}>
            {crudBar}
          </Collapse>
        )}
        <ActiveFilters
          filters={state.filters}
          columns={filterable}
          onRemove={state.removeFilter}
          onClear={state.clearFilters}
        />
        <ListError list={list} />
        {hasBulk && state.selectedIds.length > 0 && (
          <BulkBar
            resource={resource}
            selectedIds={state.selectedIds}
            actions={bulkActions}
            canDelete={canDelete}
            onClear={state.clearSelection}
            onBusy={setBusy}
          />
        )}
      </Stack>
      {narrow && (
        <FilterSheet
          open={filterOpen}
          onClose={() => setFilterOpen(false)}
          onClear={
            onClearFilters || state.filters.length
              ? () => {
                  onClearFilters?.()
                  state.clearFilters()
                }
              : undefined
          }
        >
          <Box id={filterBarId} sx={{ display: 'contents' }}>
            {filters}
            {phone && <SortSelect columns={columns} state={state} />}
            {crudBar}
          </Box>
        </FilterSheet>
      )}
      {phone ? (
        <CardList<T>
          list={list}
          state={state}
          columns={columns}
          visible={columnsView.visible}
          overlay={overlay}
          label={label ?? t('grid.label')}
          selectable={hasBulk}
          rowActions={rowActions}
          onRowClick={onRowClick}
          busy={busy}
          cardTitle={cardTitle}
        />
      ) : (
        <ResourceGrid<T>
          list={list}
          state={state}
          columns={columns}
          gridColumns={gridColumns}
          overlay={overlay}
          label={label}
          busy={busy}
          selectable={hasBulk}
          onRowClick={onRowClick}
          visibility={columnsView.model}
          onVisibilityChange={columnsView.chooseMany}
        />
      )}
    </Paper>
  )
}
