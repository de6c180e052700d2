import type { ListMeta } from '@kheyr/contracts/http'
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import type { GridColumnVisibilityModel } from '@mui/x-data-grid'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { InBrowser } from '../hydration-slice.tsx'
import { messageOf } from '#lib/api-client.ts'
import { resourceListQuery, type RowId } from '#lib/resource.ts'
import { BulkBar, type BulkAction } from './bulk-bar.tsx'
import { CardList, SortSelect } from './card-list.tsx'
import type { DataTableOption } from './cell-value.tsx'
import { ColumnChooser } from './column-chooser.tsx'
import { fitColumns, useColumnChoices, useWidth } from './column-visibility.ts'
import { columnNeed, type DataTableColumn } from './column.tsx'
import { ConfirmDialogHost } from './confirm-dialog.tsx'
import type { OverlayState } from './empty-overlay.tsx'
import type GridOfRows from './resource-grid.tsx'
import { ActiveFilters, FilterBar } from './filter-bar.tsx'
import { FilterCollapse, FilterRow, FilterSheet } from './filter-panel.tsx'
import { useFilterToggle } from './filter-toggle.ts'
import type { DataTableColumnType } from './query.ts'
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

// MUI X's grid is most of a list's code: a phone, which shows cards, never loads it. (`lazy`
// drops the component's type parameter; the cast gives it back.)
const ResourceGrid = lazy(() => import('./resource-grid.tsx')) as unknown as typeof GridOfRows

/** Where the grid will be while its code arrives: the table's frame, already busy. */
function GridPlaceholder() {
  const { t } = useTranslation('data-table')
  return (
    <Box sx={{ height: 348 }}>
      <LinearProgress aria-label={t('loading')} />
    </Box>
  )
}

/** The grid's checkbox column and borders, beside the columns themselves. */
const CHECKBOX_WIDTH = 52
const GRID_CHROME = 4

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
  // Told in a transition: the page may draw the table again for it (the needies list keeps it
  // for its map and export), in short turns rather than in the task of the list's first effects.
  useEffect(() => {
    if (onQuery) startTransition(() => onQuery(JSON.parse(queryString) as Record<string, string>))
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
  const filterToggle = useFilterToggle()
  const [busy, setBusy] = useState(false)
  const list = useResourceList<T>(resource, state, queryKey, onQuery)
  const filterable = columns.filter((c) => c.filterable)
  const hasBulk = canDelete || bulkActions.length > 0
  const overlay: OverlayState = list.isError
    ? { text: t('loadFailed'), failed: true }
    : {
        text: state.narrowed || filterCount > 0 ? t('noResults') : (emptyText ?? t('empty')),
        failed: false,
      }
  const frame = useRef<HTMLDivElement>(null)
  // A phone's cards show every chosen column: only the grid needs the table's width.
  const width = useWidth(frame, !phone)
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
          filterToggle={filterToggle}
          filterBarId={filterBarId}
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
          <FilterCollapse toggle={filterToggle} id={filterBarId}>
            {crudBar}
          </FilterCollapse>
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
          toggle={filterToggle}
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
        // The grid measures its columns: a page the server rendered holds its place.
        <InBrowser fallback={<GridPlaceholder />}>
          <Suspense fallback={<GridPlaceholder />}>
            <ResourceGrid<T>
              list={list}
              state={state}
              columns={columns}
              rowActions={rowActions}
              rowActionsWidth={rowActionsWidth}
              overlay={overlay}
              label={label}
              busy={busy}
              selectable={hasBulk}
              onRowClick={onRowClick}
              visibility={columnsView.model}
              onVisibilityChange={columnsView.chooseMany}
            />
          </Suspense>
        </InBrowser>
      )}
    </Paper>
  )
}
