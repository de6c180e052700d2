import type { Paginated } from '@kheyr/contracts/http'
import { formatNumber } from '@kheyr/contracts/money'
import { Box } from '@mui/material'
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useFormat } from '#lib/format.ts'
import type { RowId } from '#lib/resource.ts'
import type { ColumnChoices } from './column-visibility.ts'
import { ACTIONS_FIELD, type DataTableColumn } from './column.tsx'
import { EmptyOverlay, OverlayContext, type OverlayState } from './empty-overlay.tsx'
import { useGridLocaleText } from './grid-locale.ts'
import { parseSort, sortParam } from './query.ts'
import { useGridColumns } from './use-grid-columns.tsx'
import type { ListState } from './use-list-state.ts'

const PAGE_SIZES = [10, 20, 50, 100]
const NO_ROWS: never[] = []

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

export type ResourceGridProps<T extends { id: RowId }> = {
  list: UseQueryResult<Paginated<T>>
  state: ListState
  columns: DataTableColumn<T>[]
  rowActions?: (row: T) => ReactNode
  rowActionsWidth: number
  overlay: OverlayState
  label?: string
  busy: boolean
  selectable: boolean
  onRowClick?: (row: T) => void
  visibility: GridColumnVisibilityModel
  onVisibilityChange: (choices: ColumnChoices) => void
}

/**
 * The rows on a wider screen: the grid pages and sorts on the server, and says why it is empty
 * when it is. Loaded by the table only where it shows (a phone gets cards, not this module).
 */
export default function ResourceGrid<T extends { id: RowId }>({
  list,
  state,
  columns,
  rowActions,
  rowActionsWidth,
  overlay,
  label,
  busy,
  selectable,
  onRowClick,
  visibility,
  onVisibilityChange,
}: ResourceGridProps<T>) {
  const localeText = useGridLocaleText()
  const gridColumns = useGridColumns(columns, rowActions, rowActionsWidth)
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
