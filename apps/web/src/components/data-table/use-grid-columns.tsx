import { Box } from '@mui/material'
import { GridActionsCell, type GridColDef } from '@mui/x-data-grid'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RowId } from '#lib/resource.ts'
import { ACTIONS_FIELD, ColumnValue, MIN_WIDTH, type DataTableColumn } from './column.tsx'

function toGridColumn<T extends { id: RowId }>(column: DataTableColumn<T>): GridColDef<T> {
  return {
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
        <ColumnValue column={column} row={row} />
      ),
  }
}

/** The grid's column definitions: ours, then the row's action buttons when there are any. */
export function useGridColumns<T extends { id: RowId }>(
  columns: DataTableColumn<T>[],
  rowActions: ((row: T) => ReactNode) | undefined,
  rowActionsWidth: number,
) {
  const { t } = useTranslation('data-table')
  return useMemo<GridColDef<T>[]>(() => {
    const defs = columns.map(toGridColumn)
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
}
