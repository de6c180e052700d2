import { hash } from '@node-rs/argon2'
import { periodIndex } from '@kheyr/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { bills, transactions } from '../payments/payments.tables.ts'
import { smsMessages } from '../sms/sms.tables.ts'
import { seedSubscriptionTypes } from './subscriptions.seed.ts'
import { subscriptions } from './subscriptions.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
await seedSubscriptionTypes(ctx.db)

// ---- Time -----------------------------------------------------------------------------------------

const NOWRUZ_1404 = Date.parse('2025-03-21T08:30:00Z')
const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** Noon in Tehran on a day of 1404 (the first six months have 31 days, the next five 30). */
function day1404(month: number, day: number) {
  let offset = day - 1
  for (let m = 1; m < month; m++) offset += m <= 6 ? 31 : 30
  return new Date(NOWRUZ_1404 + offset * DAY_MS)
}

let now = day1404(1, 10)
ctx.app.clock.now = () => now
const travel = (to: Date) => {
  now = to
}

// ---- People and payments --------------------------------------------------------------------------

async function member() {
  const client = ctx.client()
  const user = await ctx.createUser()
  await ctx.actingAs(client, user)
  return { client, user }
}

type BillRef = { id: number; token: string; total: number }

async function start(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/subscriptions', {
    type: 'general-support',
    amount: 100000,
    ...body,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { subscription: { id: number }; bill: BillRef }
}

/** Pays a bill at the sandbox bank as the payer's browser would (`ok: false` cancels there). */
async function pay(client: TestClient, bill: BillRef, ok = true) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const authority = (res.body.data.redirect.url as string).split('/').pop()
  const back = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=${ok ? 'OK' : 'NOK'}`,
    { redirect: 'manual' },
  )
  return new URL(back.headers.get('location')!, 'http://x').searchParams.get('status')
}

const figures = async (client: TestClient, id: number) => {
  const res = await client.get(`/api/subscriptions/${id}`)
  expect(res.status).toBe(200)
  const d = res.body.data
  return {
    elapsed: d.elapsed_periods,
    paid: d.paid_periods,
    unpaid: d.unpaid_periods,
    prepaid: d.prepaid_periods,
    due: d.amount_due,
    states: d.ledger.map((p: { state: string }) => p.state),
  }
}

/** Reminders texted to a mobile (each payment's receipt is texted too). */
const smsTo = (mobile: string) =>
  ctx.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.to, mobile), eq(smsMessages.kind, 'reminder')))

const linkIn = (text: string) => /\/subscription\/pay\/(\S+)/.exec(text)?.[1] ?? null

// ---- Tests ----------------------------------------------------------------------------------------

describe('starting and paying a membership', () => {
  it('pays 3 periods, then shows what falls due as time moves on', async () => {
    travel(day1404(1, 10))
    const { client } = await member()
    const made = await start(client, { amount: '۱۰۰٬۰۰۰', periods: 3 })
    expect(made.bill.total).toBe(300000)

    // Unpaid, the membership waits for its first payment: nothing paid, nothing owed yet.
    expect(await figures(client, made.subscription.id)).toMatchObject({ paid: 0, unpaid: 0 })
    expect(await pay(client, made.bill)).toBe('paid')

    expect(await figures(client, made.subscription.id)).toEqual({
      elapsed: 1,
      paid: 3,
      unpaid: 0,
      prepaid: 2,
      due: 0,
      states: ['paid', 'prepaid', 'prepaid', 'upcoming'],
    })
    const detail = (await client.get(`/api/subscriptions/${made.subscription.id}`)).body.data
    expect(detail).toMatchObject({
      amount: 100000,
      status: 'active',
      due_day: 10,
      start: '1404-01',
    })
    expect(detail.ledger[0]).toEqual({
      period: periodIndex(1404, 1),
      label: 'فروردین ۱۴۰۴',
      state: 'paid',
      amount: null,
    })
    expect(detail.charges).toHaveLength(1)
    expect(detail.charges[0]).toMatchObject({ periods: 3, amount: 300000, status: 'paid' })

    // Mordad 9: four periods have fallen due; Mordad 10: five.
    travel(day1404(5, 9))
    expect(await figures(client, made.subscription.id)).toMatchObject({
      elapsed: 4,
      unpaid: 1,
      prepaid: 0,
      due: 100000,
    })
    travel(day1404(5, 10))
    expect(await figures(client, made.subscription.id)).toEqual({
      elapsed: 5,
      paid: 3,
      unpaid: 2,
      prepaid: 0,
      due: 200000,
      states: ['paid', 'paid', 'paid', 'unpaid', 'unpaid', 'upcoming'],
    })

    // Paying what is due settles exactly that.
    const due = await client.post(`/api/subscriptions/${made.subscription.id}/pay`, {
      periods: 'due',
    })
    expect(due.status).toBe(201)
    expect(due.body.data.bill.total).toBe(200000)
    await pay(client, due.body.data.bill)
    expect(await figures(client, made.subscription.id)).toMatchObject({ paid: 5, unpaid: 0 })
  })

  it('changes nothing when a payment fails or is canceled at the bank', async () => {
    travel(day1404(2, 3))
    const { client } = await member()
    const made = await start(client, { periods: 1 })
    await pay(client, made.bill)
    travel(day1404(4, 3))
    const before = await figures(client, made.subscription.id)
    const bill = (
      await client.post(`/api/subscriptions/${made.subscription.id}/pay`, { periods: 2 })
    ).body.data.bill
    expect(await pay(client, bill, false)).toBe('canceled')
    expect(await figures(client, made.subscription.id)).toEqual(before)
    expect(before).toMatchObject({ paid: 1, unpaid: 2 })
  })

  it('pays everything due in one bill, even past 12 periods, and at most 12 ahead', async () => {
    travel(day1404(1, 2))
    const { client } = await member()
    const made = await start(client, { periods: 1 })
    await pay(client, made.bill)
    const id = made.subscription.id
    travel(new Date(day1404(1, 2).getTime() + 500 * DAY_MS))
    const owed = (await client.get(`/api/subscriptions/${id}`)).body.data
    expect(owed.unpaid_periods).toBeGreaterThan(12)
    const due = await client.post(`/api/subscriptions/${id}/pay`, { periods: 'due' })
    expect(due.status).toBe(201)
    expect(due.body.data.bill.total).toBe(owed.unpaid_periods * 100000)
    const tooMany = await client.post(`/api/subscriptions/${id}/pay`, { periods: 13 })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors.periods).toBeDefined()
  })

  it('refuses what the kind does not allow, with field messages', async () => {
    travel(day1404(1, 10))
    const { client } = await member()
    const low = await client.post('/api/subscriptions', {
      type: 'orphan-support',
      amount: 5000,
      periods: 1,
    })
    expect(low.status).toBe(422)
    expect(low.body.errors.amount[0]).toBe('مبلغ باید دست‌کم ۱۰۰٬۰۰۰ تومان باشد.')
    const bad = await client.post('/api/subscriptions', {
      type: 'no-such-kind',
      amount: 50000,
      periods: 13,
      start: '1403-01',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['periods', 'start', 'type'])
    const guest = await ctx.client().post('/api/subscriptions', {
      type: 'general-support',
      amount: 50000,
    })
    expect(guest.status).toBe(422)
    expect(guest.body.errors.mobile).toBeDefined()
    // Live validation answers the same, without making anything.
    const live = await ctx
      .client()
      .post(
        '/api/subscriptions',
        { type: 'general-support', amount: 1000 },
        { headers: { precognition: 'true', 'precognition-validate-only': 'amount' } },
      )
    expect(live.status).toBe(422)
    expect(Object.keys(live.body.errors)).toEqual(['amount'])
    expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.amount, 1000))).toEqual(
      [],
    )
  })

  it("lets a guest start one that joins the account signing in with the guest's mobile", async () => {
    travel(day1404(1, 10))
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const made = await start(guest, { mobile, periods: 2, start: '1404-02' })
    expect(made.bill.total).toBe(200000)
    expect(await pay(guest, made.bill)).toBe('paid')

    const password = 'a-long-password'
    await ctx.createUser({ mobile, password: await hash(password) })
    const client = ctx.client()
    const login = await client.post('/api/auth/login', { mobile, password })
    expect(login.status).toBe(200)
    const mine = (await client.get('/api/subscriptions')).body
    expect(mine.data.map((m: { id: number }) => m.id)).toEqual([made.subscription.id])
    // It starts in Ordibehesht: nothing has fallen due yet, both periods are paid ahead.
    expect(mine.data[0]).toMatchObject({
      start: '1404-02',
      elapsed_periods: 0,
      paid_periods: 2,
      prepaid_periods: 2,
    })
  })
})

describe('what a member changes', () => {
  it('changes the amount from the next period, and pauses and resumes without owing the pause', async () => {
    travel(day1404(1, 5))
    const { client } = await member()
    const made = await start(client, { periods: 1 })
    await pay(client, made.bill)
    const id = made.subscription.id

    // Two periods due at 100,000; a new amount waits for the next.
    travel(day1404(3, 6))
    const changed = await client.put(`/api/subscriptions/${id}`, { amount: 150000 })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({
      amount: 100000,
      next_amount: 150000,
      next_amount_from: 'تیر ۱۴۰۴',
      unpaid_periods: 2,
      amount_due: 200000,
    })
    travel(day1404(4, 5))
    expect((await client.get(`/api/subscriptions/${id}`)).body.data.amount_due).toBe(350000)
    const all = await client.post(`/api/subscriptions/${id}/pay`, { periods: 'due' })
    expect(all.body.data.bill.total).toBe(350000)
    await pay(client, all.body.data.bill)
    expect((await client.get(`/api/subscriptions/${id}`)).body.data).toMatchObject({
      amount: 150000,
      next_amount: null,
      unpaid_periods: 0,
    })

    // Paused on Tir 10 and resumed on Shahrivar 7: Mordad and Shahrivar are never owed.
    travel(day1404(4, 10))
    expect((await client.post(`/api/subscriptions/${id}/pause`)).body.data.status).toBe('paused')
    travel(day1404(6, 7))
    expect((await client.get(`/api/subscriptions/${id}`)).body.data.unpaid_periods).toBe(0)
    const resumed = (await client.post(`/api/subscriptions/${id}/resume`)).body.data
    expect(resumed).toMatchObject({ status: 'active', elapsed_periods: 4, unpaid_periods: 0 })
    expect(resumed.ledger.map((p: { state: string }) => p.state)).toEqual([
      'paid',
      'paid',
      'paid',
      'paid',
      'paused',
      'paused',
      'upcoming',
    ])
    travel(day1404(7, 5))
    expect((await client.get(`/api/subscriptions/${id}`)).body.data).toMatchObject({
      unpaid_periods: 1,
      amount_due: 150000,
    })

    // Canceled: the ledger stops; only what was due can still be paid.
    const canceled = (await client.post(`/api/subscriptions/${id}/cancel`)).body.data
    expect(canceled.status).toBe('canceled')
    travel(day1404(9, 5))
    expect((await client.get(`/api/subscriptions/${id}`)).body.data.unpaid_periods).toBe(1)
    expect((await client.post(`/api/subscriptions/${id}/pay`, { periods: 3 })).status).toBe(409)
    expect((await client.post(`/api/subscriptions/${id}/pay`, { periods: 'due' })).status).toBe(201)
    expect((await client.post(`/api/subscriptions/${id}/resume`)).status).toBe(409)
  })
})

describe('reminders and their pay links', () => {
  it('sends one reminder per period with a link that pays exactly what is due, once', async () => {
    travel(day1404(1, 20))
    const { client, user } = await member()
    const made = await start(client, { periods: 1 })
    await pay(client, made.bill)
    const id = made.subscription.id

    // Nothing due yet: no reminder.
    await ctx.app.subscriptions.sendReminders()
    expect(await smsTo(user.mobile)).toHaveLength(0)

    travel(day1404(3, 20))
    expect(await ctx.app.subscriptions.sendReminders()).toBeGreaterThanOrEqual(1)
    await ctx.app.subscriptions.sendReminders()
    travel(new Date(now.getTime() + 3 * HOUR_MS))
    await ctx.app.subscriptions.sendReminders()
    const texts = await smsTo(user.mobile)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.kind).toBe('reminder')
    expect(texts[0]!.text).toContain('۲ دوره به مبلغ ۲۰۰٬۰۰۰ تومان')
    const token = linkIn(texts[0]!.text)!
    expect(token).toBeTruthy()
    const notes = (await client.get('/api/notifications')).body.data
    expect(notes[0]).toMatchObject({ kind: 'reminder', link: `/subscription/${id}` })

    // Opened without signing in, it pays exactly the two periods due.
    const guest = ctx.client()
    const view = await guest.get(`/api/subscriptions/pay/${token}`)
    expect(view.status).toBe(200)
    expect(view.body.data).toMatchObject({
      periods: 2,
      total: 200000,
      labels: ['اردیبهشت ۱۴۰۴', 'خرداد ۱۴۰۴'],
    })
    const bill = await guest.post(`/api/subscriptions/pay/${token}`)
    expect(bill.status).toBe(201)
    expect(bill.body.data.bill.total).toBe(200000)
    expect(await pay(guest, bill.body.data.bill)).toBe('paid')
    expect(await figures(client, id)).toMatchObject({ paid: 3, unpaid: 0 })

    // Used: refused, with the same answer to a second payment.
    const again = await guest.get(`/api/subscriptions/pay/${token}`)
    expect(again.status).toBe(410)
    expect(again.body.message).toBe(
      'با این پیوند پیش‌تر پرداخت شده است. برای پرداخت دوباره وارد حساب خود شوید.',
    )
    expect((await guest.post(`/api/subscriptions/pay/${token}`)).status).toBe(410)

    // The next period brings the next reminder; its link expires after 12 hours.
    travel(day1404(4, 20))
    await ctx.app.subscriptions.sendReminders()
    const next = linkIn((await smsTo(user.mobile))[1]!.text)!
    expect(next).not.toBe(token)
    const tampered = next.slice(0, -1) + (next.endsWith('A') ? 'B' : 'A')
    const forged = await guest.get(`/api/subscriptions/pay/${tampered}`)
    expect(forged.status).toBe(404)
    expect(forged.body.message).toBe('این پیوند منقضی شده یا معتبر نیست؛ لطفاً پیوند تازه بگیرید.')
    expect((await guest.get('/api/subscriptions/pay/not-a-token')).status).toBe(404)
    travel(new Date(now.getTime() + 11 * HOUR_MS))
    expect((await guest.get(`/api/subscriptions/pay/${next}`)).status).toBe(200)
    travel(new Date(now.getTime() + 2 * HOUR_MS))
    const expired = await guest.post(`/api/subscriptions/pay/${next}`)
    expect(expired.status).toBe(410)
    expect(expired.body.message).toContain('مهلت این پیوند پرداخت تمام شده است')
  })

  it('sends nothing to members who turned reminders off, or before the first payment', async () => {
    travel(day1404(1, 12))
    const { client, user } = await member()
    const made = await start(client, { periods: 1 })
    await pay(client, made.bill)
    const off = await client.put(`/api/subscriptions/${made.subscription.id}`, { reminders: false })
    expect(off.body.data.reminders).toBe(false)
    const { client: other, user: unpaid } = await member()
    await start(other, { periods: 1 })

    travel(day1404(3, 12))
    await ctx.app.subscriptions.sendReminders()
    expect(await smsTo(user.mobile)).toHaveLength(0)
    expect(await smsTo(unpaid.mobile)).toHaveLength(0)
  })
})

describe("one member and another's membership", () => {
  it('hides it and refuses paying or changing it by id', async () => {
    travel(day1404(1, 10))
    const { client: alice } = await member()
    const made = await start(alice, { periods: 1 })
    const { client: bob } = await member()
    const id = made.subscription.id
    expect((await bob.get(`/api/subscriptions/${id}`)).status).toBe(404)
    expect((await bob.post(`/api/subscriptions/${id}/pay`, { periods: 1 })).status).toBe(404)
    expect((await bob.put(`/api/subscriptions/${id}`, { amount: 200000 })).status).toBe(404)
    for (const action of ['pause', 'resume', 'cancel'])
      expect((await bob.post(`/api/subscriptions/${id}/${action}`)).status).toBe(404)
    expect((await bob.get('/api/subscriptions')).body.data).toEqual([])
    const guest = ctx.client()
    expect((await guest.get('/api/subscriptions')).status).toBe(401)
    expect((await guest.get(`/api/subscriptions/${id}`)).status).toBe(401)
    // Nothing changed for Alice.
    expect((await alice.get(`/api/subscriptions/${id}`)).body.data.amount).toBe(100000)
  })
})

describe('staff', () => {
  it("list everyone's memberships, filter who owes 3 or more, and total what is due", async () => {
    travel(day1404(1, 15))
    const owing: number[] = []
    for (const periods of [1, 1, 6]) {
      const { client } = await member()
      const made = await start(client, { periods, amount: 100000, type: 'orphan-support' })
      await pay(client, made.bill)
      if (periods === 1) owing.push(made.subscription.id)
    }
    const staff = ctx.client()
    await ctx.actingAs(staff, await ctx.createUser({}, ['admin']))
    travel(day1404(4, 15))
    const kind = (await ctx.client().get('/api/props')).body.subscriptionTypes.find(
      (t: { slug: string }) => t.slug === 'orphan-support',
    )
    expect(kind.price).toEqual({ default_amounts: [300000, 500000, 1000000], min_amount: 100000 })
    const base = `/api/dashboard/user-subscriptions?filter[type_id]=${kind.id}`
    const three = await staff.get(`${base}&filter[unpaid_periods][gte]=3`)
    expect(three.status).toBe(200)
    expect(three.body.data.map((m: { id: number }) => m.id).sort()).toEqual(owing.sort())
    expect(three.body.data[0]).toMatchObject({ unpaid_periods: 3, amount_due: 300000 })
    expect(three.body.meta.totals).toEqual({
      members: 2,
      promised_monthly: '200000',
      amount_due: '600000',
    })
    expect((await staff.get(`${base}&filter[unpaid_periods][lt]=3`)).body.meta.total).toBe(1)
    expect((await staff.get(`${base}&filter[unpaid_periods]=0`)).body.meta.total).toBe(1)
    expect((await staff.get(`${base}&filter[unpaid_periods][gt]=3`)).body.meta.total).toBe(0)
    expect(
      (await staff.get(`${base}&filter[start_period][gte]=${periodIndex(1404, 1)}`)).body.meta
        .total,
    ).toBe(3)

    // Money received in person: checked against what the periods cost, then paid in cash.
    const id = owing[0]!
    const wrong = await staff.post(`/api/dashboard/user-subscriptions/${id}/payments`, {
      periods: 2,
      amount: 100000,
      note: 'دریافت در دفتر',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors.amount[0]).toContain('۲۰۰٬۰۰۰')
    const cash = await staff.post(`/api/dashboard/user-subscriptions/${id}/payments`, {
      periods: 2,
      amount: '۲۰۰٬۰۰۰',
      note: 'دریافت در دفتر',
    })
    expect(cash.status).toBe(201)
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, cash.body.data.bill.id))
    expect(attempt).toMatchObject({ gateway: 'cash', status: 'paid', amount: 200000 })
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, cash.body.data.bill.id))
    expect(bill!.status).toBe('paid')
    const ledger = await staff.get(`/api/dashboard/user-subscriptions/${id}/ledger`)
    expect(ledger.body.data.charges[0]).toMatchObject({
      source: 'cash',
      note: 'دریافت در دفتر',
      status: 'paid',
      periods: 2,
    })
    expect(
      (await staff.get(`/api/dashboard/user-subscriptions/${id}`)).body.data.unpaid_periods,
    ).toBe(1)
    const audited = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'user-subscriptions'), eq(auditLogs.recordId, String(id))))
    expect(audited.map((a) => a.action)).toEqual(['cash_payment'])

    const csv = await staff.get(
      `${base}&filter[unpaid_periods][gte]=3&format=csv`.replace('?', '/export?'),
    )
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('دوره‌های پرداخت‌نشده')
  })

  it('see counts and totals in step with every payment, pause, cancel, change of amount and day', async () => {
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    // A kind of their own, so memberships of the other tests stay out of the figures.
    const kind = await admin.post('/api/dashboard/subscription-types', {
      title: 'حمایت آزمون جمع‌ها',
      slug: 'totals-in-step',
      period_months: 1,
      suggested_amounts: [100000],
      min_amount: 50000,
    })
    expect(kind.status, JSON.stringify(kind.body)).toBe(201)
    const base = `/api/dashboard/user-subscriptions?filter[type_id]=${kind.body.data.id}&per_page=100`

    type Listed = {
      id: number
      status: string
      amount: number
      next_amount: number | null
      unpaid_periods: number
      amount_due: number
      type: { period_months: number }
      member: { user_id: number | null }
    }
    /** The list's count and totals (kept or counted again) against its rows, read fresh. */
    const listed = async (query = '') => {
      const res = await admin.get(base + query)
      expect(res.status).toBe(200)
      const rows = res.body.data as Listed[]
      const accounts = rows.flatMap((r) => (r.member.user_id ? [r.member.user_id] : []))
      const promised = rows
        .filter((r) => r.status === 'active')
        .reduce((sum, r) => sum + (r.next_amount ?? r.amount) / r.type.period_months, 0)
      expect(res.body.meta.total).toBe(rows.length)
      expect(res.body.meta.totals).toEqual({
        members: new Set(accounts).size + rows.length - accounts.length,
        promised_monthly: String(Math.round(promised)),
        amount_due: String(rows.reduce((sum, r) => sum + r.amount_due, 0)),
      })
      return rows
    }
    /** Every figure in step, and "owes n or more" picks exactly the rows that owe n or more. */
    const inStep = async () => {
      const all = await listed()
      for (const n of [1, 2, 6]) {
        const owing = await listed(`&filter[unpaid_periods][gte]=${n}`)
        expect(owing.map((r) => r.id).sort()).toEqual(
          all
            .filter((r) => r.unpaid_periods >= n)
            .map((r) => r.id)
            .sort(),
        )
      }
      return new Map(all.map((r) => [r.id, r]))
    }

    // Three members due on the 20th, a guest too, and one due on the 31st (the last day of any
    // shorter month); each pays its first period (the second member two).
    travel(day1404(1, 20))
    const members: { client: TestClient; id: number }[] = []
    for (const [periods, amount, guest] of [
      [1, 100000, false],
      [2, 200000, false],
      [1, 300000, false],
      [1, 100000, true],
    ] as const) {
      const { client } = guest ? { client: ctx.client() } : await member()
      const made = await start(client, {
        type: 'totals-in-step',
        periods,
        amount,
        ...(guest ? { mobile: uniqueMobile() } : {}),
      })
      await pay(client, made.bill)
      members.push({ client, id: made.subscription.id })
    }
    travel(day1404(1, 31))
    const late = await member()
    const lateMade = await start(late.client, { type: 'totals-in-step', periods: 1, amount: 50000 })
    await pay(late.client, lateMade.bill)
    const lateId = lateMade.subscription.id
    expect((await inStep()).get(lateId)).toMatchObject({ unpaid_periods: 0 })

    // Kept figures are used while the version stays: a write the trigger does not see (it is off
    // for a moment) leaves them as they were; the same write with it on is counted.
    const [m0, m1, m2, guest] = [members[0]!, members[1]!, members[2]!, members[3]!]
    const versionTrigger = (state: 'enable' | 'disable') =>
      ctx.db.execute(sql.raw(`alter table subscriptions ${state} trigger subscriptions_version`))
    const before = (await admin.get(base)).body.meta.totals
    await versionTrigger('disable')
    await ctx.db.update(subscriptions).set({ amount: 999000 }).where(eq(subscriptions.id, guest.id))
    await versionTrigger('enable')
    expect((await admin.get(base)).body.meta.totals).toEqual(before)
    await ctx.db.update(subscriptions).set({ amount: 100000 }).where(eq(subscriptions.id, guest.id))
    await inStep()

    // Days pass without a write: each day is counted on its own.
    travel(day1404(3, 19))
    let now = await inStep()
    expect(now.get(m0.id)).toMatchObject({ unpaid_periods: 1, amount_due: 100000 })
    travel(day1404(3, 20))
    now = await inStep()
    expect(now.get(m0.id)).toMatchObject({ unpaid_periods: 2, amount_due: 200000 })

    // Across the end of Shahrivar (31 days) into Mehr (30): due on the 31st falls on Mehr 30.
    travel(day1404(7, 29))
    now = await inStep()
    expect(now.get(lateId)).toMatchObject({ unpaid_periods: 5 })
    travel(day1404(7, 30))
    now = await inStep()
    expect(now.get(lateId)).toMatchObject({ unpaid_periods: 6, amount_due: 300000 })

    // A payment of what is due.
    const due = await m0.client.post(`/api/subscriptions/${m0.id}/pay`, { periods: 'due' })
    await pay(m0.client, due.body.data.bill)
    expect((await inStep()).get(m0.id)).toMatchObject({ unpaid_periods: 0 })

    // A payment that fails changes nothing, and the figures say so.
    const failed = await m1.client.post(`/api/subscriptions/${m1.id}/pay`, { periods: 'due' })
    expect(await pay(m1.client, failed.body.data.bill, false)).not.toBe('paid')
    expect((await inStep()).get(m1.id)!.unpaid_periods).toBeGreaterThan(0)

    // A pause, and a resume that excuses the months between.
    expect((await m1.client.post(`/api/subscriptions/${m1.id}/pause`)).status).toBe(200)
    expect((await inStep()).get(m1.id)).toMatchObject({ status: 'paused' })
    travel(day1404(9, 25))
    await inStep()
    expect((await m1.client.post(`/api/subscriptions/${m1.id}/resume`)).status).toBe(200)
    expect((await inStep()).get(m1.id)).toMatchObject({ status: 'active' })

    // A change of amount from the next period, then a cancel.
    expect((await m2.client.put(`/api/subscriptions/${m2.id}`, { amount: 400000 })).status).toBe(
      200,
    )
    expect((await inStep()).get(m2.id)).toMatchObject({ next_amount: 400000 })
    travel(day1404(10, 25))
    await inStep()
    expect((await m0.client.post(`/api/subscriptions/${m0.id}/cancel`)).status).toBe(200)
    expect((await inStep()).get(m0.id)).toMatchObject({ status: 'canceled' })

    // Money received in person.
    const owed = (await inStep()).get(m2.id)!
    const cash = await admin.post(`/api/dashboard/user-subscriptions/${m2.id}/payments`, {
      periods: 1,
      amount: owed.amount,
      note: 'دریافت در دفتر',
    })
    expect(cash.status, JSON.stringify(cash.body)).toBe(201)
    expect((await inStep()).get(m2.id)!.unpaid_periods).toBe(owed.unpaid_periods - 1)
  })

  it('manage kinds of membership, refusing to delete one with members', async () => {
    await start(ctx.client(), { mobile: uniqueMobile() })
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    const created = await admin.post('/api/dashboard/subscription-types', {
      title: 'کفالت سالانه',
      slug: 'yearly',
      period_months: 12,
      suggested_amounts: [1_000_000],
      min_amount: 500_000,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const props = (await ctx.client().get('/api/props')).body.subscriptionTypes
    expect(props.map((t: { slug: string }) => t.slug)).toContain('yearly')
    const taken = await admin.post('/api/dashboard/subscription-types', {
      title: 'دیگر',
      slug: 'yearly',
      period_months: 5,
    })
    expect(taken.status).toBe(422)
    expect(Object.keys(taken.body.errors).sort()).toEqual(['period_months', 'slug'])
    const general = (
      await admin.get('/api/dashboard/subscription-types?filter[slug]=general-support')
    ).body.data[0]
    expect(general.members).toBeGreaterThan(0)
    expect((await admin.delete(`/api/dashboard/subscription-types/${general.id}`)).status).toBe(409)
    expect(
      (await admin.delete(`/api/dashboard/subscription-types/${created.body.data.id}`)).status,
    ).toBe(204)
  })

  it('refuse amounts no bill may reach, from staff and from members (issue 29)', async () => {
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    const tooMuch = await admin.post('/api/dashboard/subscription-types', {
      title: 'کفالت بزرگ',
      slug: 'too-much',
      period_months: 1,
      suggested_amounts: [20_000_000_000],
      min_amount: 10_000_000_001,
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.errors).toEqual({
      min_amount: ['مبلغ نباید بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد.'],
      suggested_amounts: ['مبلغ نباید بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد.'],
    })

    const { client } = await member()
    const made = await start(client, { periods: 1 })
    const [raised, checked] = await Promise.all([
      client.put(`/api/subscriptions/${made.subscription.id}`, { amount: 10_000_000_001 }),
      client.post(
        '/api/subscriptions',
        { type: 'general-support', amount: 10_000_000_001, periods: 1 },
        { headers: { precognition: 'true', 'precognition-validate-only': 'amount' } },
      ),
    ])
    expect(raised.status).toBe(422)
    expect(raised.body.errors.amount).toEqual(['مبلغ نباید بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد.'])
    expect(checked.status).toBe(422)
    expect(checked.body.errors.amount).toEqual(raised.body.errors.amount)
  })
})

describe('a membership whose first payment never came', () => {
  it('is waiting for its first payment to its member and to staff alike, then active on both once paid', async () => {
    const staff = ctx.client()
    await ctx.actingAs(staff, await ctx.createUser({}, ['admin']))
    // The members' figures on the day we look at them, before this membership is made.
    travel(day1404(7, 20))
    const membersBefore = (await staff.get('/api/dashboard/stats')).body.data.memberships
    travel(day1404(5, 4))
    const { client, user } = await member()
    const made = await start(client, { periods: 1 })
    expect(await pay(client, made.bill, false)).toBe('canceled')
    const id = made.subscription.id

    // Months later, the member sees it waiting: nothing owed, no reminder, no months yet.
    travel(day1404(7, 20))
    const mine = (await client.get(`/api/subscriptions/${id}`)).body.data
    expect(mine).toMatchObject({
      status: 'pending',
      reminders: false,
      unpaid_periods: 0,
      amount_due: 0,
      ledger: [],
    })
    expect((await client.get('/api/subscriptions')).body.data[0]).toMatchObject({
      id,
      status: 'pending',
      amount_due: 0,
    })
    await ctx.app.subscriptions.sendReminders()
    expect(await smsTo(user.mobile)).toHaveLength(0)
    // Staff do not count it among members, nor what it would owe.
    const listed = await staff.get(`/api/dashboard/user-subscriptions?filter[user_id]=${user.id}`)
    expect(listed.body.meta.total).toBe(0)
    expect((await staff.get('/api/dashboard/stats')).body.data.memberships).toEqual(membersBefore)

    // Its first payment starts it, on both sides.
    const bill = (await client.post(`/api/subscriptions/${id}/pay`, { periods: 1 })).body.data.bill
    expect(await pay(client, bill)).toBe('paid')
    // Its receipt's line keeps the count with its word («(۱ دوره)» never breaks on a phone).
    const paidBill = (await client.get('/api/bills')).body.data.find(
      (b: { id: number }) => b.id === bill.id,
    )
    expect(paidBill.items[0].title).toMatch(/ \(۱\u00a0دوره\)$/)
    // ...and leads back to its membership.
    expect(paidBill.items[0]).toMatchObject({ kind: 'subscription', parent_id: id })
    expect((await client.get(`/api/subscriptions/${id}`)).body.data).toMatchObject({
      status: 'active',
      reminders: true,
      paid_periods: 1,
    })
    const after = await staff.get(`/api/dashboard/user-subscriptions?filter[user_id]=${user.id}`)
    expect(after.body.data).toMatchObject([{ id, status: 'active', paid_periods: 1 }])
    expect((await staff.get('/api/dashboard/stats')).body.data.memberships.active).toBe(
      membersBefore.active + 1,
    )
  })
})
