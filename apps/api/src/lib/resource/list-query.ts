import {
  capPageSize,
  DEFAULT_PAGE_SIZE,
  encodeMessage,
  FILTER_OPERATORS,
  toLatinDigits,
  type FilterOperator,
} from '@kheyr/contracts'
import { ValidationError, type FieldErrors } from '../errors.ts'

export type ColumnType = 'number' | 'text' | 'boolean' | 'date' | 'enum'

export type ColumnSpec = {
  type: ColumnType
  filter?: boolean
  sort?: boolean
  search?: boolean
  /** The allowed values of an enum column. */
  values?: readonly string[]
}

export type ListFilter = {
  column: string
  op: FilterOperator
  value: string | number | boolean | Date
}

export type ListQuery = {
  page: number
  perPage: number
  sort: { column: string; direction: 'asc' | 'desc' }
  search: string | null
  filters: ListFilter[]
}

const FILTER_KEY = /^filter\[([a-z0-9_]+)\](?:\[([a-z]+)\])?$/i

/** Folds Arabic letters and digits into the Persian ones people search with. */
export const normalizeSearch = (value: string) =>
  toLatinDigits(value).replace(/ي/g, 'ی').replace(/ك/g, 'ک').trim()

function coerce(spec: ColumnSpec, raw: string): string | number | boolean | Date | null {
  const value = toLatinDigits(raw.trim())
  switch (spec.type) {
    case 'number': {
      const n = Number(value.replace(/[,٬]/g, ''))
      return value !== '' && Number.isFinite(n) ? n : null
    }
    case 'boolean':
      return ['1', 'true', 'yes'].includes(value)
        ? true
        : ['0', 'false', 'no'].includes(value)
          ? false
          : null
    case 'date': {
      const d = new Date(value)
      return value !== '' && !Number.isNaN(d.getTime()) ? d : null
    }
    case 'enum':
      return spec.values?.includes(value) ? value : null
    default:
      return raw
  }
}

/**
 * Reads `?page=&per_page=&sort=&search=&filter[col]=v&filter[col][op]=v` against a resource's
 * whitelist. Unknown columns, operators or values are a 422, never silently ignored.
 */
export function parseListQuery(
  query: Record<string, unknown>,
  columns: Record<string, ColumnSpec>,
  defaultSort: string,
): ListQuery {
  const errors: FieldErrors = {}
  const fail = (field: string, key: Parameters<typeof encodeMessage>[0] = 'invalid') => (
    (errors[field] ??= []).push(encodeMessage(key)),
    undefined
  )

  const page = Math.max(1, Math.trunc(Number(query.page ?? 1)) || 1)
  const perPage =
    query.per_page === undefined ? DEFAULT_PAGE_SIZE : capPageSize(Number(query.per_page))

  const sortRaw = typeof query.sort === 'string' && query.sort ? query.sort : defaultSort
  const descending = sortRaw.startsWith('-')
  const sortColumn = descending ? sortRaw.slice(1) : sortRaw
  if (!columns[sortColumn]?.sort) fail('sort')

  const search =
    typeof query.search === 'string' && query.search.trim()
      ? normalizeSearch(query.search).slice(0, 100)
      : null

  const filters: ListFilter[] = []
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('filter')) continue
    const match = FILTER_KEY.exec(key)
    const column = match?.[1]
    const field = `filter.${column ?? key}`
    const spec = column ? columns[column] : undefined
    if (!match || !column || !spec?.filter) {
      fail(field)
      continue
    }
    const op = (match[2] ?? 'eq') as FilterOperator
    if (!FILTER_OPERATORS.includes(op)) {
      fail(field)
      continue
    }
    for (const item of [raw].flat()) {
      const value = typeof item === 'string' ? coerce(spec, item) : null
      if (value === null) fail(field)
      else filters.push({ column, op, value })
    }
  }

  if (Object.keys(errors).length) throw new ValidationError(errors)
  return {
    page,
    perPage,
    sort: { column: sortColumn, direction: descending ? 'desc' : 'asc' },
    search,
    filters,
  }
}
