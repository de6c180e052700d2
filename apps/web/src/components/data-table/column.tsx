// What a list's column is and how one of its values shows: shared by the phone's cards and the
// grid, and free of the grid's code, which a phone never loads.
import type { ReactNode } from 'react'
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

export const MIN_WIDTH: Record<DataTableColumnType, number> = {
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
