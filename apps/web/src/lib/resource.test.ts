// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fakeApi } from '#test/render.tsx'
import { bulkDelete, exportHref, resourceKey, resourcePath } from './resource.ts'

describe('dashboard resources', () => {
  it('name their lists, records and history under one key', () => {
    expect(resourceKey('users')).toEqual(['dashboard', 'users'])
    expect(resourcePath('users')).toBe('/dashboard/users')
    expect(resourcePath('users', 7)).toBe('/dashboard/users/7')
  })

  it('export what the list shows, every page of it', () => {
    const query = { page: '3', per_page: '25', sort: '-id', 'filter[status]': 'paid' }
    expect(exportHref('campaign-donations', query, 'xlsx')).toBe(
      '/api/dashboard/campaign-donations/export?sort=-id&filter%5Bstatus%5D=paid&format=xlsx',
    )
  })

  it('delete many records in batches of a page at most, and add up what went', async () => {
    const calls = fakeApi(({ body }) => ({
      body: { data: { deleted: (body as { ids: number[] }).ids.length } },
    }))
    const ids = Array.from({ length: 230 }, (_, i) => i + 1)
    expect(await bulkDelete('users', ids)).toBe(230)
    const batches = calls.map((c) => (c.body as { ids: number[] }).ids)
    expect(batches.map((b) => b.length)).toEqual([100, 100, 30])
    expect(batches.flat()).toEqual(ids)
    expect(
      calls.every((c) => c.method === 'POST' && c.path === '/dashboard/users/bulk-delete'),
    ).toBe(true)
  })
})
