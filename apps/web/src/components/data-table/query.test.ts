import { describe, expect, it } from 'vitest'
import {
  buildListQuery,
  normalizeFilterValue,
  operationsFor,
  parseSort,
  sortParam,
  upsertFilter,
} from './query.ts'

describe('buildListQuery', () => {
  it('sends the page and page size the server counts from one', () => {
    expect(buildListQuery({ page: 1, pageSize: 20 })).toEqual({ page: '1', per_page: '20' })
  })

  it('caps the page size at 100 and never asks for page zero', () => {
    expect(buildListQuery({ page: 0, pageSize: 500 })).toEqual({ page: '1', per_page: '100' })
  })

  it('passes sort as given, descending with a minus', () => {
    expect(buildListQuery({ page: 2, pageSize: 10, sort: '-created_at' })).toEqual({
      page: '2',
      per_page: '10',
      sort: '-created_at',
    })
  })

  it('sends a trimmed search and leaves out an empty one', () => {
    expect(buildListQuery({ page: 1, pageSize: 20, search: '  علی ' }).search).toBe('علی')
    expect(buildListQuery({ page: 1, pageSize: 20, search: '   ' })).not.toHaveProperty('search')
  })

  it('uses filter[col] for equals and filter[col][op] for the other operations', () => {
    const query = buildListQuery({
      page: 1,
      pageSize: 20,
      filters: [
        { column: 'status', operation: 'eq', value: 'paid' },
        { column: 'status', operation: 'ne', value: 'error' },
        { column: 'amount', operation: 'gte', value: '1000' },
        { column: 'amount', operation: 'lte', value: '5000' },
        { column: 'created_at', operation: 'gt', value: '2024-01-01' },
        { column: 'created_at', operation: 'lt', value: '2024-12-31' },
      ],
    })
    expect(query).toEqual({
      page: '1',
      per_page: '20',
      'filter[status]': 'paid',
      'filter[status][ne]': 'error',
      'filter[amount][gte]': '1000',
      'filter[amount][lte]': '5000',
      'filter[created_at][gt]': '2024-01-01',
      'filter[created_at][lt]': '2024-12-31',
    })
  })

  it('skips filters without a value', () => {
    const query = buildListQuery({
      page: 1,
      pageSize: 20,
      filters: [{ column: 'title', operation: 'eq', value: ' ' }],
    })
    expect(query).toEqual({ page: '1', per_page: '20' })
  })

  it('lets the page’s fixed filters win over the user’s', () => {
    const query = buildListQuery({
      page: 1,
      pageSize: 20,
      filters: [{ column: 'kind', operation: 'eq', value: 'chest' }],
      extra: { 'filter[kind]': 'crown' },
    })
    expect(query['filter[kind]']).toBe('crown')
  })
})

describe('sort helpers', () => {
  it('reads a descending sort from its minus sign', () => {
    expect(parseSort('-created_at')).toEqual({ field: 'created_at', direction: 'desc' })
    expect(parseSort('title')).toEqual({ field: 'title', direction: 'asc' })
    expect(parseSort('')).toBeNull()
    expect(parseSort('-')).toBeNull()
  })

  it('writes a sort back and drops it when there is no direction', () => {
    expect(sortParam('title', 'asc')).toBe('title')
    expect(sortParam('title', 'desc')).toBe('-title')
    expect(sortParam('title', null)).toBeNull()
  })
})

describe('filter helpers', () => {
  it('replaces a filter on the same column and operation instead of adding a second', () => {
    const first = [{ column: 'amount', operation: 'gte' as const, value: '10' }]
    expect(upsertFilter(first, { column: 'amount', operation: 'gte', value: '20' })).toEqual([
      { column: 'amount', operation: 'gte', value: '20' },
    ])
    expect(upsertFilter(first, { column: 'amount', operation: 'lte', value: '90' })).toHaveLength(2)
  })

  it('offers ordering operations only for numbers, money and dates', () => {
    expect(operationsFor('money')).toEqual(['eq', 'ne', 'gte', 'lte', 'gt', 'lt'])
    expect(operationsFor('date')).toHaveLength(6)
    expect(operationsFor('text')).toEqual(['eq', 'ne'])
    expect(operationsFor('boolean')).toEqual(['eq', 'ne'])
  })

  it('accepts numbers typed with Persian digits and separators', () => {
    expect(normalizeFilterValue('money', '۱۲٬۵۰۰')).toBe('12500')
    expect(normalizeFilterValue('number', ' 42 ')).toBe('42')
    expect(normalizeFilterValue('number', 'abc')).toBeNull()
  })

  it('accepts ISO dates only and yes/no as 1/0', () => {
    expect(normalizeFilterValue('date', '2024-03-20')).toBe('2024-03-20')
    expect(normalizeFilterValue('date', '20/03/2024')).toBeNull()
    expect(normalizeFilterValue('boolean', '1')).toBe('1')
    expect(normalizeFilterValue('boolean', 'yes')).toBeNull()
  })

  it('keeps text as typed, Persian digits included', () => {
    expect(normalizeFilterValue('text', ' پلاک ۱۲ ')).toBe('پلاک ۱۲')
    expect(normalizeFilterValue('text', '  ')).toBeNull()
  })
})
