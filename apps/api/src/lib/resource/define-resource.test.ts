import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { roles } from '../../modules/users/users.tables.ts'
import { auditLogs } from '../../modules/audit/audit.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
const admin = ctx.client()
await ctx.actingAs(admin, await ctx.createUser({ firstName: 'مدیر' }, ['admin']))

// Twenty-five people to page, sort, search and filter.
const people: Awaited<ReturnType<typeof ctx.createUser>>[] = []
for (let i = 1; i <= 25; i++) {
  people.push(
    await ctx.createUser({ firstName: i % 5 === 0 ? 'کریم' : `نفر ${i}`, lastName: 'آزمون' }),
  )
}
const ids = people.map((p) => p.id)
const minId = Math.min(...ids)

describe('the generic resource layer (on users)', () => {
  it('pages by 20 by default and reports the meta', async () => {
    const res = await admin.get('/api/dashboard/users')
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(20)
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 20, total: 26, last_page: 2 })
    const second = await admin.get('/api/dashboard/users?page=2')
    expect(second.body.data).toHaveLength(6)
  })

  it('caps the page size at 100', async () => {
    const res = await admin.get('/api/dashboard/users?per_page=500')
    expect(res.body.meta.per_page).toBe(100)
  })

  it('sorts both ways on a sortable column', async () => {
    const asc = await admin.get('/api/dashboard/users?sort=id&per_page=100')
    const ascIds = asc.body.data.map((u: { id: number }) => u.id)
    expect(ascIds).toEqual([...ascIds].sort((a: number, b: number) => a - b))
    const descRes = await admin.get('/api/dashboard/users?sort=-id&per_page=100')
    expect(descRes.body.data.map((u: { id: number }) => u.id)).toEqual([...ascIds].reverse())
  })

  it.each([
    ['eq', 1],
    ['ne', 24],
    ['gte', 25],
    ['lte', 1],
    ['gt', 24],
    ['lt', 0],
  ])('filters with %s', async (op, expected) => {
    const query = op === 'eq' ? `filter[id]=${minId}` : `filter[id][${op}]=${minId}`
    const res = await admin.get(
      `/api/dashboard/users?${query}&filter[last_name]=آزمون&per_page=100`,
    )
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(expected)
  })

  it('searches across columns and folds Arabic letters into Persian', async () => {
    const res = await admin.get(`/api/dashboard/users?search=${encodeURIComponent('كريم')}`)
    expect(res.body.meta.total).toBe(5)
    expect(res.body.data.every((u: { first_name: string }) => u.first_name === 'کریم')).toBe(true)
  })

  it('refuses an unknown filter column, an unknown operator and an unknown sort with 422', async () => {
    const column = await admin.get('/api/dashboard/users?filter[password]=x')
    expect(column.status).toBe(422)
    expect(column.body.errors['filter.password']).toEqual(['مقدار واردشده معتبر نیست.'])
    const op = await admin.get('/api/dashboard/users?filter[id][like]=1')
    expect(op.status).toBe(422)
    expect(op.body.errors['filter.id']).toBeDefined()
    const value = await admin.get('/api/dashboard/users?filter[id][gt]=abc')
    expect(value.status).toBe(422)
    const sort = await admin.get('/api/dashboard/users?sort=-password')
    expect(sort.body.errors.sort).toBeDefined()
  })

  it('reads filter values written in Persian digits', async () => {
    const persian = String(minId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
    const res = await admin.get(`/api/dashboard/users?filter[id]=${encodeURIComponent(persian)}`)
    expect(res.body.data.map((u: { id: number }) => u.id)).toEqual([minId])
  })

  it('validates a create live without writing anything', async () => {
    const before = await admin.get('/api/dashboard/users')
    const res = await admin.post(
      '/api/dashboard/users',
      { first_name: 'x', last_name: 'y', mobile: people[0]!.mobile },
      { headers: { precognition: 'true' } },
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ mobile: ['شمارهٔ موبایل واردشده قبلاً ثبت شده است.'] })
    expect((await admin.get('/api/dashboard/users')).body.meta.total).toBe(before.body.meta.total)
  })

  it('records who created and changed a record, with before and after', async () => {
    const created = await admin.post('/api/dashboard/users', {
      first_name: 'زینب',
      last_name: 'نوری',
      mobile: '09351112233',
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    await admin.put(`/api/dashboard/users/${id}`, {
      first_name: 'زینب',
      last_name: 'نوروزی',
      mobile: '09351112233',
    })
    const history = await admin.get(`/api/dashboard/users/${id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual([
      'updated',
      'created',
    ])
    const [update] = history.body.data
    expect(update.before.lastName).toBe('نوری')
    expect(update.after.lastName).toBe('نوروزی')
    expect(update.user.name).toBe('مدیر آزمایشی')
    expect(update.ip).toBe('127.0.0.1')
  })

  it('answers 404 for a record that does not exist or a malformed id', async () => {
    expect((await admin.get('/api/dashboard/users/999999')).status).toBe(404)
    expect((await admin.get('/api/dashboard/users/abc')).status).toBe(404)
  })
})

describe('bulk delete (on roles)', () => {
  async function makeRoles(n: number) {
    const made = []
    for (let i = 0; i < n; i++) {
      const res = await admin.post('/api/dashboard/roles', {
        name: `temp-${Date.now()}-${i}`,
        title: 'موقت',
        permissions: [],
      })
      expect(res.status).toBe(201)
      made.push(res.body.data.id as number)
    }
    return made
  }

  it('deletes the chosen records and logs each', async () => {
    const made = await makeRoles(3)
    const res = await admin.post('/api/dashboard/roles/bulk-delete', { ids: made })
    expect(res.body.data).toEqual({ deleted: 3 })
    const left = await ctx.db.select().from(roles).where(eq(roles.id, made[0]!))
    expect(left).toHaveLength(0)
    const logs = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resource, 'roles'))
      .orderBy(desc(auditLogs.id))
      .limit(3)
    expect(logs.every((l) => l.action === 'deleted')).toBe(true)
  })

  it('deletes nothing when one of the ids does not exist', async () => {
    const made = await makeRoles(2)
    const res = await admin.post('/api/dashboard/roles/bulk-delete', { ids: [...made, 99999] })
    expect(res.status).toBe(404)
    expect(await ctx.db.select().from(roles).where(eq(roles.id, made[0]!))).toHaveLength(1)
  })

  it('refuses an empty list', async () => {
    const res = await admin.post('/api/dashboard/roles/bulk-delete', { ids: [] })
    expect(res.status).toBe(422)
  })
})
