import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { bills, transactions } from '../payments/payments.tables.ts'
import { tehranDay } from '../campaigns/campaigns.service.ts'
import { seedChests } from './chests.seed.ts'
import { chestDischarges, chestPayments, chestTypes } from './chests.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
await seedChests(ctx.db)
const [homeType] = await ctx.db.select().from(chestTypes).where(eq(chestTypes.title, 'خانگی'))
const TODAY = tehranDay(new Date())

async function member(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

const { client: admin } = await member(['admin'])
const { client: drainer, user: collector } = await member(['drainer'])

let codes = 0
const nextCode = () => `T-${Date.now().toString(36).toUpperCase()}-${++codes}`

const boxInput = (values: Record<string, unknown> = {}) => ({
  chest_type_id: homeType!.id,
  address: 'تهران، خیابان آزمایش، پلاک ۱',
  lat: 35.7,
  lng: 51.4,
  ...values,
})

/** A box requested by `owner`, approved with a code and delivered by staff: in use. */
async function deliveredBox(owner: TestClient) {
  const made = await owner.post('/api/chests', boxInput())
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  const id = made.body.data.id as number
  const code = nextCode()
  expect((await admin.post(`/api/dashboard/chests/${id}/approve`, { code })).status).toBe(200)
  expect((await admin.post(`/api/dashboard/chests/${id}/deliver`)).status).toBe(200)
  return { id, code }
}

async function openRequest(owner: TestClient, chestId: number) {
  const res = await owner.post(`/api/chests/${chestId}/drain-requests`, {
    preferred_days: ['mon', 'sat'],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.id as number
}

const callback = (authority: string) =>
  fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })

describe('a charity box from request to counted money', () => {
  it('is requested, approved with a code, delivered, emptied and its count recorded once, in cash', async () => {
    const { client: owner, user } = await member()

    // Requesting: the box starts as a request, with the owner's mobile to call.
    const made = await owner.post('/api/chests', boxInput({ note: 'زنگ دوم' }))
    expect(made.status).toBe(201)
    expect(made.body.data).toEqual({ id: expect.any(Number), status: 'requested' })
    const id = made.body.data.id as number
    const mine = (await owner.get('/api/chests')).body
    expect(mine.meta.total).toBe(1)
    expect(mine.data[0]).toMatchObject({ id, code: null, status: 'requested', phone: user.mobile })

    // A box not yet in use cannot be emptied: "drain request failed" with the reason.
    const early = await owner.post(`/api/chests/${id}/drain-requests`, {})
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/^درخواست تخلیه ناموفق بود: .*تحویل/)

    // Staff approve it with a code (typed in Persian digits and lower case), then deliver it.
    const approved = await admin.post(`/api/dashboard/chests/${id}/approve`, { code: 'kh-۹۰۱' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body.data).toMatchObject({ status: 'approved', code: 'KH-901' })
    const delivered = await admin.post(`/api/dashboard/chests/${id}/deliver`)
    expect(delivered.body.data.status).toBe('delivered')
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id))
    expect(told.map((n) => n.title)).toContain('درخواست صندوق صدقات شما پذیرفته شد')

    // The owner asks for it to be emptied; a second open request is refused.
    const requestId = await openRequest(owner, id)
    const again = await owner.post(`/api/chests/${id}/drain-requests`, {})
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/^درخواست تخلیه ناموفق بود: .*درخواست تخلیهٔ باز/)
    expect((await owner.get(`/api/chests/${id}`)).body.data.open_request).toMatchObject({
      id: requestId,
      status: 'pending',
      preferred_days: ['sat', 'mon'],
    })

    // Staff send a collector: the owner is told by notification and text.
    const collectors = (await admin.get('/api/dashboard/chest-discharges/collectors')).body.data
    expect(collectors.map((c: { id: number }) => c.id)).toContain(collector.id)
    const assigned = await admin.post(`/api/dashboard/chest-discharges/${requestId}/assign`, {
      collector_id: collector.id,
      date: TODAY,
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(assigned.body.data).toMatchObject({
      status: 'assigned',
      scheduled_for: TODAY,
      collector: { id: collector.id },
      chest: { id, code: 'KH-901' },
    })
    expect((await ctx.lastSms(user.mobile))?.text).toMatch(/تخلیهٔ صندوق صدقات KH-901/)

    // The collector's round lists the visit; the count is recorded.
    const round = await drainer.get(
      `/api/dashboard/chest-discharges?filter[collector_id]=${collector.id}&filter[scheduled_for]=${TODAY}&filter[status]=assigned`,
    )
    expect(round.body.data.map((d: { id: number }) => d.id)).toContain(requestId)
    const recorded = await drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'collected',
      amount: '۳۴۵٬۵۰۰',
    })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200)
    expect(recorded.body.data).toMatchObject({
      status: 'done',
      outcome: 'collected',
      amount: 345500,
    })

    // Paid through the staff-only cash gateway, in the owner's name, audited.
    const billId = recorded.body.data.bill_id as number
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, billId))
    expect(bill).toMatchObject({ status: 'paid', total: 345500, userId: user.id })
    const attempts = await ctx.db.select().from(transactions).where(eq(transactions.billId, billId))
    expect(attempts).toHaveLength(1)
    expect(attempts[0]).toMatchObject({ gateway: 'cash', status: 'paid', amount: 345500 })
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'payment.cash'), eq(auditLogs.recordId, String(attempts[0]!.id))),
      )
    expect(audit[0]!.userId).toBe(collector.id)
    expect(audit[0]!.after).toMatchObject({ note: expect.stringContaining('KH-901') })

    // It shows once in the transactions report...
    const { client: accountant } = await member(['accountant'])
    const report = await accountant.get(
      `/api/dashboard/transactions?filter[gateway]=cash&filter[bill_id]=${billId}`,
    )
    expect(report.status, JSON.stringify(report.body)).toBe(200)
    expect(report.body.meta.total).toBe(1)
    expect(report.body.data[0]).toMatchObject({ gateway: 'cash', status: 'paid', amount: 345500 })

    // ...and in the box's history, as its latest emptying; the owner is told the amount.
    const detail = (await owner.get(`/api/chests/${id}`)).body.data
    expect(detail.open_request).toBeNull()
    expect(detail.latest_drain).toMatchObject({ amount: 345500, collector: { id: collector.id } })
    expect(detail.history).toEqual([
      expect.objectContaining({ kind: 'visit', amount: 345500, outcome: 'collected' }),
    ])
    expect(detail.total_given).toBe(345500)
    expect((await ctx.lastSms(user.mobile))?.text).toContain('۳۴۵٬۵۰۰ تومان')

    // Recording the same visit again changes nothing.
    const twice = await drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'collected',
      amount: 345500,
    })
    expect(twice.status).toBe(409)
    const payments = await ctx.db.select().from(chestPayments).where(eq(chestPayments.chestId, id))
    expect(payments).toHaveLength(1)
  })

  it('is recorded by its assigned collector, or by staff who manage boxes, not another collector (issue 29)', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const assigned = await admin.post(`/api/dashboard/chest-discharges/${requestId}/assign`, {
      collector_id: collector.id,
      date: TODAY,
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    const { client: otherDrainer } = await member(['drainer'])
    const body = { outcome: 'collected', amount: 40000 }

    const [stranger, own] = await Promise.all([
      otherDrainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, body),
      drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, body),
    ])

    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe(
      'این بازدید به مأمور دیگری سپرده شده است؛ فقط همان مأمور یا مدیر صندوق‌ها می‌تواند آن را ثبت کند.',
    )
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    // Once recorded, still "not yours" to the other collector, not "already closed".
    const late = await otherDrainer.post(
      `/api/dashboard/chest-discharges/${requestId}/record`,
      body,
    )
    expect(late.status).toBe(403)
    const payments = await ctx.db.select().from(chestPayments).where(eq(chestPayments.chestId, id))
    expect(payments).toHaveLength(1)

    // A manager records a visit assigned to someone else; the collector keeps the credit.
    const next = await openRequest(owner, id)
    await admin.post(`/api/dashboard/chest-discharges/${next}/assign`, {
      collector_id: collector.id,
      date: TODAY,
    })
    const byManager = await admin.post(`/api/dashboard/chest-discharges/${next}/record`, body)
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200)
    const [visit] = await ctx.db.select().from(chestDischarges).where(eq(chestDischarges.id, next))
    expect(visit!.collectorId).toBe(collector.id)
  })

  it('records two concurrent counts of one visit once', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const body = { outcome: 'collected', amount: 50000 }
    const results = await Promise.all([
      drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, body),
      admin.post(`/api/dashboard/chest-discharges/${requestId}/record`, body),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const payments = await ctx.db.select().from(chestPayments).where(eq(chestPayments.chestId, id))
    expect(payments).toHaveLength(1)
    expect(payments[0]!.status).toBe('paid')
  })

  it('opens one request when the owner asks twice at once', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const results = await Promise.all(
      [1, 2, 3].map(() => owner.post(`/api/chests/${id}/drain-requests`, {})),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const open = await ctx.db
      .select()
      .from(chestDischarges)
      .where(and(eq(chestDischarges.chestId, id), eq(chestDischarges.status, 'pending')))
    expect(open).toHaveLength(1)
  })

  it('closes a visit without money, and lets the owner ask again', async () => {
    const { client: owner, user } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const res = await drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'nobody_home',
      amount: 99000,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // The amount of a visit that counted nothing is not kept.
    expect(res.body.data).toMatchObject({ status: 'done', outcome: 'nobody_home', amount: null })
    expect(res.body.data.bill_id).toBeNull()
    expect((await ctx.lastSms(user.mobile))?.text).toContain('کسی در محل نبود')
    const detail = (await owner.get(`/api/chests/${id}`)).body.data
    expect(detail.latest_drain).toBeNull()
    expect(detail.history[0]).toMatchObject({ kind: 'visit', outcome: 'nobody_home' })
    await openRequest(owner, id)
  })

  it('asks for the counted amount when money was collected', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const res = await drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'collected',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.amount).toEqual(['این فیلد نباید خالی باشد.'])
  })

  it('lets an owner take back a request no collector has yet', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const res = await owner.post(`/api/chests/${id}/drain-requests/${requestId}/cancel`)
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('canceled')
    const second = await openRequest(owner, id)
    await admin.post(`/api/dashboard/chest-discharges/${second}/assign`, {
      collector_id: collector.id,
      date: TODAY,
    })
    const late = await owner.post(`/api/chests/${id}/drain-requests/${second}/cancel`)
    expect(late.status).toBe(409)
  })

  it('cancels the open request of a retired box', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const res = await admin.post(`/api/dashboard/chests/${id}/retire`)
    expect(res.body.data.status).toBe('retired')
    const [row] = await ctx.db
      .select()
      .from(chestDischarges)
      .where(eq(chestDischarges.id, requestId))
    expect(row!.status).toBe('canceled')
    expect((await owner.post(`/api/chests/${id}/drain-requests`, {})).status).toBe(409)
  })
})

describe('requesting a box', () => {
  it('needs a point on the map and a type, and checks the phone', async () => {
    const { client } = await member()
    const res = await client.post('/api/chests', {
      chest_type_id: '',
      address: '',
      lat: '',
      lng: null,
      phone: '۱۲۳',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      chest_type_id: ['این فیلد نباید خالی باشد.'],
      address: ['این فیلد نباید خالی باشد.'],
      lat: ['لطفاً موقعیت را روی نقشه انتخاب کنید.'],
      lng: ['لطفاً موقعیت را روی نقشه انتخاب کنید.'],
      phone: ['شماره تلفن باید ۱۱ رقم باشد.'],
    })
    expect((await client.get('/api/chests')).body.meta.total).toBe(0)
  })

  it('offers only active types and refuses a switched-off one', async () => {
    const { client } = await member()
    const made = await admin.post('/api/dashboard/chest-types', { title: 'موقت' })
    expect(made.status).toBe(201)
    const typeId = made.body.data.id as number
    await admin.put(`/api/dashboard/chest-types/${typeId}`, { title: 'موقت', active: false })
    const options = (await client.get('/api/chests/options')).body.data
    expect(options.types.map((t: { id: number }) => t.id)).not.toContain(typeId)
    expect(options.types.map((t: { title: string }) => t.title)).toContain('خانگی')
    expect(options.materials.map((m: { title: string }) => m.title)).toContain('فلزی')
    const res = await client.post('/api/chests', boxInput({ chest_type_id: typeId }))
    expect(res.status).toBe(422)
    expect(res.body.errors.chest_type_id).toEqual(['گزینهٔ انتخاب‌شده معتبر نیست.'])
  })

  it('answers live validation without saving', async () => {
    const { client } = await member()
    const res = await client.post('/api/chests', boxInput(), {
      headers: { precognition: 'true' },
    })
    expect(res.status).toBe(204)
    expect((await client.get('/api/chests')).body.meta.total).toBe(0)
  })
})

describe('whose box it is', () => {
  it('shows an owner only their own boxes: another one is not found', async () => {
    const { client: owner } = await member()
    const { client: stranger } = await member()
    const { id } = await deliveredBox(owner)
    expect((await stranger.get('/api/chests')).body.data).toEqual([])
    for (const res of [
      await stranger.get(`/api/chests/${id}`),
      await stranger.post(`/api/chests/${id}/drain-requests`, {}),
      await stranger.post(`/api/chests/${id}/pay`, { amount: 20000 }),
    ])
      expect(res.status).toBe(404)
    expect((await ctx.client().get('/api/chests')).status).toBe(401)
  })

  it('refuses the queue and the count to staff without the drain permission', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    const { client: boxesOnly } = await member([
      await ctx.createRole(['chests.view', 'chests.update']),
    ])
    expect((await boxesOnly.get('/api/dashboard/chest-discharges')).status).toBe(403)
    const res = await boxesOnly.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'collected',
      amount: 1000,
    })
    expect(res.status).toBe(403)
    // A collector may see the boxes, not change them.
    expect((await drainer.get('/api/dashboard/chests')).status).toBe(200)
    expect((await drainer.post(`/api/dashboard/chests/${id}/retire`)).status).toBe(403)
  })
})

describe('staff on boxes', () => {
  it('refuses a code another box has ("entered code already exists")', async () => {
    const { client: owner } = await member()
    const { code } = await deliveredBox(owner)
    const second = (await owner.post('/api/chests', boxInput())).body.data.id
    const res = await admin.post(`/api/dashboard/chests/${second}/approve`, {
      code: code.toLowerCase(),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.code).toEqual(['کد واردشده قبلاً ثبت شده است.'])
    // Two approvals typing the same new code at once: one wins, the other hears why.
    const third = (await owner.post('/api/chests', boxInput())).body.data.id
    const fresh = nextCode()
    const both = await Promise.all(
      [second, third].map((id) =>
        admin.post(`/api/dashboard/chests/${id}/approve`, { code: fresh }),
      ),
    )
    expect(both.map((r) => r.status).sort()).toEqual([200, 422])
  })

  it('filters by status, open request and area, and finds a box by its owner', async () => {
    const { client: owner } = await member()
    const { id, code } = await deliveredBox(owner)
    await openRequest(owner, id)
    const list = await admin.get(
      `/api/dashboard/chests?filter[status]=delivered&filter[has_open_request]=1&filter[area]=آزمایش&search=${encodeURIComponent(code)}`,
    )
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([id])
    expect(list.body.data[0]).toMatchObject({
      open_request: { status: 'pending' },
      owner: { name: 'کاربر آزمایشی' },
    })
    const none = await admin.get(`/api/dashboard/chests?filter[has_open_request]=0&search=${code}`)
    expect(none.body.data).toEqual([])
    const byOwner = await admin.get(
      `/api/dashboard/chests?search=${encodeURIComponent('کاربر آزمایشی')}`,
    )
    expect(byOwner.body.data.length).toBeGreaterThan(0)
  })

  it('keeps a type in use: it is switched off instead of deleted', async () => {
    const res = await admin.delete(`/api/dashboard/chest-types/${homeType!.id}`)
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/^حذف ناموفق بود/)
    const unused = (await admin.post('/api/dashboard/chest-materials', { title: 'چوبی' })).body.data
    expect((await admin.delete(`/api/dashboard/chest-materials/${unused.id}`)).status).toBe(204)
  })

  it('refuses to delete a box with visits on record', async () => {
    const { client: owner } = await member()
    const { id } = await deliveredBox(owner)
    const requestId = await openRequest(owner, id)
    await drainer.post(`/api/dashboard/chest-discharges/${requestId}/record`, {
      outcome: 'not_full',
    })
    expect((await admin.delete(`/api/dashboard/chests/${id}`)).status).toBe(409)
  })
})

describe('paying a box online', () => {
  it('pays a `chest` bill item once, however often the bank calls back', async () => {
    const { client: owner, user } = await member()
    const { id } = await deliveredBox(owner)
    const low = await owner.post(`/api/chests/${id}/pay`, { amount: 500 })
    expect(low.status).toBe(422)
    expect(low.body.errors.amount).toEqual(['مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.'])

    const made = await owner.post(`/api/chests/${id}/pay`, { amount: '۷۵٬۰۰۰' })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const bill = made.body.data.bill as { id: number; token: string; total: number }
    expect(bill.total).toBe(75000)
    expect((await owner.get(`/api/chests/${id}`)).body.data.history).toEqual([])

    const pay = await owner.post(`/api/bills/${bill.id}/pay`, { gateway: 'sandbox' })
    expect(pay.status).toBe(200)
    const authority = pay.body.data.redirect.url.split('/').pop() as string
    await Promise.all([callback(authority), callback(authority)])
    await callback(authority)

    const detail = (await owner.get(`/api/chests/${id}`)).body.data
    expect(detail.history).toEqual([expect.objectContaining({ kind: 'online', amount: 75000 })])
    expect(detail.total_given).toBe(75000)
    const [row] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(row).toMatchObject({ status: 'paid', userId: user.id })
    const paid = await ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.billId, bill.id), eq(transactions.status, 'paid')))
    expect(paid).toHaveLength(1)
  })

  it('is only for a box in use', async () => {
    const { client: owner } = await member()
    const id = (await owner.post('/api/chests', boxInput())).body.data.id
    const res = await owner.post(`/api/chests/${id}/pay`, { amount: 20000 })
    expect(res.status).toBe(409)
  })
})
