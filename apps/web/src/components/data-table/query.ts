import { toLatinDigits } from '@kheyr/contracts/digits'
import { capPageSize, FILTER_OPERATORS, type FilterOperator } from '@kheyr/contracts/list'

export type { RowId } from '#lib/resource.ts'

export type DataTableColumnType =
  'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'enum'

/** One filter the user applied: `filter[column]=value` or `filter[column][operation]=value`. */
export type AppliedFilter = { column: string; operation: FilterOperator; value: string }

export type ListQueryInput = {
  /** 1-based, as the server counts. */
  page: number
  pageSize: number
  sort?: string | null
  search?: string | null
  filters?: readonly AppliedFilter[]
  /** Fixed query parameters of the page (e.g. `filter[kind]`); they win over the user's. */
  extra?: Record<string, string>
}

export type SortDirection = 'asc' | 'desc'

/** The query string of the list contract (ARCHITECTURE.md, "HTTP contract" → Lists). */
export function buildListQuery({
  page,
  pageSize,
  sort,
  search,
  filters = [],
  extra = {},
}: ListQueryInput): Record<string, string> {
  const query: Record<string, string> = {
    page: String(Math.max(1, Math.trunc(page) || 1)),
    per_page: String(capPageSize(pageSize)),
  }
  if (sort) query.sort = sort
  const term = search?.trim()
  if (term) query.search = term
  for (const filter of filters) {
    const value = filter.value.trim()
    if (!value) continue
    query[filterKey(filter.column, filter.operation)] = value
  }
  return { ...query, ...extra }
}

// `eq` has the short form so links people share stay readable.
export const filterKey = (column: string, operation: FilterOperator) =>
  operation === 'eq' ? `filter[${column}]` : `filter[${column}][${operation}]`

/** `-created_at` → created_at descending; an empty sort is none. */
export function parseSort(sort: string | null | undefined) {
  if (!sort) return null
  const descending = sort.startsWith('-')
  const field = descending ? sort.slice(1) : sort
  if (!field) return null
  return { field, direction: (descending ? 'desc' : 'asc') as SortDirection }
}

export function sortParam(
  field: string,
  direction: SortDirection | null | undefined,
): string | null {
  if (!direction) return null
  return direction === 'desc' ? `-${field}` : field
}

/** Adding a filter on the same column and operation replaces it: the query holds one value. */
export function upsertFilter(
  filters: readonly AppliedFilter[],
  next: AppliedFilter,
): AppliedFilter[] {
  const index = filters.findIndex((f) => f.column === next.column && f.operation === next.operation)
  if (index === -1) return [...filters, next]
  return filters.map((f, i) => (i === index ? next : f))
}

// Ordering a yes/no or a name by "greater than" means nothing to the people using the filter.
const ORDERED: readonly DataTableColumnType[] = ['number', 'money', 'date', 'datetime']

export function operationsFor(type: DataTableColumnType = 'text'): readonly FilterOperator[] {
  return ORDERED.includes(type) ? FILTER_OPERATORS : ['eq', 'ne']
}

/**
 * What the server should receive for a typed filter value, or null when it is not one: numbers
 * may be typed with Persian digits and thousands separators, dates come as `YYYY-MM-DD`.
 */
export function normalizeFilterValue(
  type: DataTableColumnType = 'text',
  raw: string,
): string | null {
  const value = raw.trim()
  if (!value) return null
  switch (type) {
    case 'number':
    case 'money': {
      const latin = toLatinDigits(value)
        .replace(/[,٬،\s_]/g, '')
        .replace('٫', '.')
      return /^-?\d+(\.\d+)?$/.test(latin) ? latin : null
    }
    case 'date':
    case 'datetime': {
      const latin = toLatinDigits(value)
      return /^\d{4}-\d{2}-\d{2}$/.test(latin) ? latin : null
    }
    case 'boolean':
      return value === '1' || value === '0' ? value : null
    default:
      return value
  }
}
