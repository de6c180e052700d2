import { Box } from '@mui/material'
import { GridActionsCell, type GridColDef } from '@mui/x-data-grid'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RowId } from '#lib/resource.ts'
import { CellValue, type DataTableOption } from './cell-value.tsx'
import type { DataTableColumnType } from './query.ts'

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
  /**
   * Worth less than the others: hidden until the user shows it in the column chooser (the
   * first column, which names the row, never is).
   */
  secondary?: boolean
  /**
   * Its place on a phone's card: the card's `title` (the first column otherwise) or `aside`,
   * beside the title (a status chip); other columns are the card's lines.
   */
  card?: 'title' | 'aside'
  /**
   * Its `render` is already a link to the row's page: as a card's title it is shown as it is,
   * not inside the button that opens the row (a link in a button is two controls in one).
   */
  linksRow?: boolean
  /** The row's name in words where `render` draws it (a card's «⋮» button is named with it). */
  text?: (row: T) => string
  width?: number
  minWidth?: number
  flex?: number
  render?: (row: T) => ReactNode
}

export const ACTIONS_FIELD = '__actions__'

const MIN_WIDTH: Record<DataTableColumnType, number> = {
  text: 120,
  number: 90,
  money: 120,
  date: 110,
  datetime: 140,
  boolean: 90,
  enum: 120,
}

/** The least width a column needs to be read. */
export const columnNeed = <T,>(column: DataTableColumn<T>) =>
  Math.max(column.width ?? 0, column.minWidth ?? MIN_WIDTH[column.type ?? 'text'])

/** A row's value in one column, the way the table shows it (also on the phone's cards). */
export function ColumnValue<T>({ column, row }: { column: DataTableColumn<T>; row: T }) {
  if (column.render) return column.render(row)
  return (
    <CellValue
      value={(row as Record<string, unknown>)[column.field]}
      type={column.type}
      options={column.options}
    />
  )
}

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
