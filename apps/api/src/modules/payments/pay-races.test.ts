import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { otherInstance, setupTestApp, TestClient } from '../../../test/harness.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { charities } from '../charities/charities.tables.ts'
import { seedChests } from '../chests/chests.seed.ts'
import { chestTypes } from '../chests/chests.tables.ts'
import { putSetting } from '../settings/settings.service.ts'
import { smsMessages } from '../sms/sms.tables.ts'
import { seedSubscriptionTypes } from '../subscriptions/subscriptions.seed.ts'
import { subscriptions } from '../subscriptions/subscriptions.tables.ts'
import { billItems, bills, transactions } from './payments.tables.ts'

/**
 * Two ways of asking to pay the same thing at once (issue 29): whatever two requests race, at
 * most one payable bill holds a donation, a membership's periods or a box's payment; the other
 * request gets the same bill back or a 409 saying a payment is under way. On PostgreSQL the
 * requests go to two app instances on one database, as behind a load balancer.
 */
const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)
await seedSubscriptionTypes(ctx.db)
await seedChests(ctx.db)
const other = ctx.database.url ? await otherInstance(ctx) : null
afterAll(async () => {
  await other?.close()
})

const IN_PROGRESS =
  'پرداخت این مورد در جریان است؛ لطفاً آن را تمام کنید یا چند دقیقهٔ دیگر دوباره تلاش کنید.'

/** The same browser (cookies) talking to the other instance, or to this one on PGlite. */
function elsewhere(client: TestClient) {
  const twin = new TestClient(other?.url ?? ctx.url, client.lang)
  for (const [name, value] of client.cookies) twin.cookies.set(name, value)
  return twin
}

async function member(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

type BillRef = { id: number; token: string }

async function donate(client: TestClient, amount: number) {
  const res = await client.post('/api/charities', { type: 'sadaqa', amount })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { charity: { id: number }; bill: BillRef }
}

/** A click on "pay" at the sandbox bank; the authority of the attempt it started. */
async function startPaying(client: TestClient, bill: BillRef) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.data.redirect.url as string).split('/').pop()!
}

/** The bank sends the payer back (`ok`: paid; otherwise canceled there). */
async function backFromBank(authority: string, ok = true) {
  const res = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=${ok ? 'OK' : 'NOK'}`,
    { redirect: 'manual' },
  )
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('status')
}

/** Unpaid bills holding each of these items (a payable bill each, at most, must hold them). */
async function payableBillsOf(kind: 'charity' | 'subscription' | 'chest', itemIds: number[]) {
  const rows = await ctx.db
    .select({ itemId: billItems.itemId, billId: bills.id })
    .from(billItems)
    .innerJoin(bills, eq(bills.id, billItems.billId))
    .where(
      and(eq(billItems.kind, kind), inArray(billItems.itemId, itemIds), eq(bills.status, 'unpaid')),
    )
  return itemIds.map((id) => rows.filter((r) => r.itemId === id).map((r) => r.billId))
}

const pendingAttemptsOf = (billIds: number[]) =>
  ctx.db
    .select()
    .from(transactions)
    .where(and(inArray(transactions.billId, billIds), eq(transactions.status, 'pending')))

describe('pay-all racing a click on "pay" (issue 29, 1)', () => {
  it('never leaves a donation in two payable bills, and every donation is paid once', async () => {
    for (let round = 0; round < 6; round++) {
      const { client, user } = await member()
      const first = await donate(client, 40000 + round)
      const second = await donate(client, 60000 + round)

      // One click on the first donation's bill and pay-all, on two instances at once.
      const [click, all] = await Promise.all([
        client.post(`/api/bills/${first.bill.id}/pay`, { gateway: 'sandbox' }),
        elsewhere(client).post('/api/charities/pay-all'),
      ])

      expect([200, 409], JSON.stringify(click.body)).toContain(click.status)
      expect([201, 409], JSON.stringify(all.body)).toContain(all.status)
      if (click.status === 409)
        expect(click.body.message).toBe('این صورت‌حساب دیگر قابل پرداخت نیست.')
      const donations = [first.charity.id, second.charity.id]
      for (const held of await payableBillsOf('charity', donations))
        expect(held.length).toBeLessThanOrEqual(1)

      // The payer finishes every payment at the bank, then pays whatever is still payable.
      const userBills = await ctx.db.select().from(bills).where(eq(bills.userId, user.id))
      for (const attempt of await pendingAttemptsOf(userBills.map((b) => b.id)))
        expect(await backFromBank(attempt.token!)).toBe('paid')
      // Both donations may sit in one bill (pay-all won the race): each bill is paid once.
      const payable = new Set((await payableBillsOf('charity', donations)).flat())
      for (const billId of payable) {
        const bill = userBills.find((b) => b.id === billId)!
        expect(await backFromBank(await startPaying(client, bill))).toBe('paid')
      }

      const rows = await ctx.db.select().from(charities).where(inArray(charities.id, donations))
      expect(rows.map((r) => r.status)).toEqual(['paid', 'paid'])
      const paid = await ctx.db
        .select()
        .from(transactions)
        .where(
          and(
            inArray(
              transactions.billId,
              (await ctx.db.select().from(bills).where(eq(bills.userId, user.id))).map((b) => b.id),
            ),
            eq(transactions.status, 'paid'),
          ),
        )
      // Taken once: 100,000 and some toman, never twice.
      expect(paid.filter((t) => !t.duplicate).reduce((sum, t) => sum + t.amount, 0)).toBe(
        100000 + 2 * round,
      )
      expect(paid.filter((t) => t.duplicate)).toEqual([])
    }
  })

  it('answers pay-all sent twice at once with one bill', async () => {
    const { client } = await member()
    await donate(client, 30000)
    await donate(client, 20000)
    const answers = await Promise.all([
      client.post('/api/charities/pay-all'),
      elsewhere(client).post('/api/charities/pay-all'),
      client.post('/api/charities/pay-all'),
    ])
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((a) => a.body.data.bill.id)).size).toBe(1)
    expect(answers[0]!.body.data.bill.total).toBe(50000)
  })

  it('leaves a bill being paid where it is, and says so when nothing else is left', async () => {
    const { client } = await member()
    const only = await donate(client, 25000)
    await startPaying(client, only.bill)
    const all = await client.post('/api/charities/pay-all')
    expect(all.status).toBe(409)
    expect(all.body.message).toBe(IN_PROGRESS)
    const en = await elsewhere(client)
    en.lang = 'en'
    expect((await en.post('/api/charities/pay-all')).body.message).toBe(
      'This payment is already under way; please finish it or try again in a few minutes.',
    )
  })
})

describe('money for a bill that was canceled (issue 29, 1)', () => {
  it('is a duplicate for refund: no second credit, in the refunds list and apart in reconciliation', async () => {
    const { client } = await member()
    const { client: accountant } = await member(['admin'])
    const made = await donate(client, 70000)
    const authority = await startPaying(client, made.bill)
    // How the race of issue 29 left bills: canceled (the donation moved on) with a payment open.
    await ctx.db.update(bills).set({ status: 'canceled' }).where(eq(bills.id, made.bill.id))

    await backFromBank(authority)

    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, made.bill.id))
    expect(attempt).toMatchObject({ status: 'paid', duplicate: true })
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, made.bill.id))
    expect(bill!.status).toBe('canceled')
    const [donation] = await ctx.db
      .select()
      .from(charities)
      .where(eq(charities.id, made.charity.id))
    expect(donation!.status).toBe('unpaid')

    const due = await accountant.get('/api/dashboard/refunds?state=due')
    expect(due.status).toBe(200)
    expect(due.body.data.map((r: { id: number }) => r.id)).toContain(attempt!.id)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date())
    const day = await accountant.get(`/api/dashboard/reports/reconciliation?day=${today}`)
    expect(day.status).toBe(200)
    expect(day.body.data.duplicates.map((t: { id: number }) => t.id)).toContain(attempt!.id)
    const sandbox = day.body.data.gateways.find((g: { gateway: string }) => g.gateway === 'sandbox')
    expect(Number(sandbox.duplicates.amount)).toBeGreaterThanOrEqual(70000)
  })
})

// ---- Memberships ----------------------------------------------------------------------------------

/** A running membership with `due` periods unpaid: its first period paid, then moved back in time. */
async function owingMembership(client: TestClient, due: number) {
  const res = await client.post('/api/subscriptions', {
    type: 'general-support',
    amount: 31000,
    periods: 1,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const { subscription, bill } = res.body.data as { subscription: { id: number }; bill: BillRef }
  expect(await backFromBank(await startPaying(client, bill))).toBe('paid')
  await ctx.db
    .update(subscriptions)
    .set({
      startPeriod: sql`${subscriptions.startPeriod} - ${due}::int`,
      paidUntil: sql`${subscriptions.paidUntil} - ${due}::int`,
    })
    .where(eq(subscriptions.id, subscription.id))
  const now = (await client.get(`/api/subscriptions/${subscription.id}`)).body.data
  expect(now.unpaid_periods).toBe(due)
  return subscription.id
}

const paidPeriods = async (id: number) =>
  (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.paidPeriods

describe('a membership pay link opened many times (issue 29, 2)', () => {
  it('gives one bill to ten opens at once, and 410 with the receipt once it is paid', async () => {
    const { client, user } = await member()
    const id = await owingMembership(client, 3)
    await ctx.app.subscriptions.sendReminders()
    const [text] = await ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.to, user.mobile), eq(smsMessages.kind, 'reminder')))
    const token = /\/subscription\/pay\/(\S+)/.exec(text!.text)![1]!
    const guest = ctx.client()

    const opens = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? elsewhere(guest) : guest).post(`/api/subscriptions/pay/${token}`),
      ),
    )

    expect(opens.map((o) => o.status)).toEqual(Array(10).fill(201))
    const ids = new Set(opens.map((o) => o.body.data.bill.id))
    expect(ids.size).toBe(1)
    const bill = opens[0]!.body.data.bill as BillRef & { total: number }
    expect(bill.total).toBe(93000)
    const before = await paidPeriods(id)
    expect(await backFromBank(await startPaying(guest, bill))).toBe('paid')
    expect(await paidPeriods(id)).toBe(before + 3)

    const used = await guest.post(`/api/subscriptions/pay/${token}`)
    expect(used.status).toBe(410)
    expect(used.body.receipt).toBe(`/verify?bill=${bill.id}&token=${bill.token}`)
    expect((await guest.get(`/api/subscriptions/pay/${token}`)).body.receipt).toBe(
      used.body.receipt,
    )
  })
})

describe('"pay what is due" tapped many times (issue 29, 2)', () => {
  it('gives six taps at once one bill, and refuses other periods while that one is at the bank', async () => {
    const { client } = await member()
    const id = await owingMembership(client, 3)

    const taps = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? elsewhere(client) : client).post(`/api/subscriptions/${id}/pay`, {
          periods: 'due',
        }),
      ),
    )

    expect(taps.map((t) => t.status)).toEqual(Array(6).fill(201))
    expect(new Set(taps.map((t) => t.body.data.bill.id)).size).toBe(1)
    const bill = taps[0]!.body.data.bill as BillRef
    const authority = await startPaying(client, bill)
    const other = await client.post(`/api/subscriptions/${id}/pay`, { periods: 1 })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe(IN_PROGRESS)

    // Given up at the bank: another number of periods replaces the bill.
    expect(await backFromBank(authority, false)).toBe('canceled')
    const one = await client.post(`/api/subscriptions/${id}/pay`, { periods: 1 })
    expect(one.status).toBe(201)
    expect(one.body.data.bill.id).not.toBe(bill.id)
    const [old] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(old!.status).toBe('canceled')
    expect((await client.post(`/api/bills/${bill.id}/pay`, { gateway: 'sandbox' })).status).toBe(
      409,
    )
  })

  it('keeps staff recording cash from crediting periods the member is paying at the bank', async () => {
    const { client } = await member()
    const { client: staff } = await member(['admin'])
    const id = await owingMembership(client, 2)
    const tapped = await client.post(`/api/subscriptions/${id}/pay`, { periods: 'due' })
    const bill = tapped.body.data.bill as BillRef
    const cash = { periods: 'due', amount: 62000, note: 'نقدی در دفتر خیریه' }

    const [atBank, counted] = await Promise.all([
      client.post(`/api/bills/${bill.id}/pay`, { gateway: 'sandbox' }),
      elsewhere(staff).post(`/api/dashboard/user-subscriptions/${id}/payments`, cash),
    ])

    // Either the member reached the bank first (staff are told to wait) or staff did (the
    // member's bill is canceled): never both.
    expect([atBank.status, counted.status].sort()).toEqual(
      atBank.status === 200 ? [200, 409] : [201, 409],
    )
    if (counted.status === 409) expect(counted.body.message).toBe(IN_PROGRESS)
    const before = await paidPeriods(id)
    if (atBank.status === 200) {
      const authority = (atBank.body.data.redirect.url as string).split('/').pop()!
      expect(await backFromBank(authority)).toBe('paid')
    }
    expect(await paidPeriods(id)).toBe(atBank.status === 200 ? before + 2 : before)
  })
})

describe("a box's online payment tapped twice (issue 29)", () => {
  it('gives one bill for the same amount, and replaces it for another unless it is at the bank', async () => {
    const { client: admin } = await member(['admin'])
    const { client: owner } = await member()
    const [type] = await ctx.db.select().from(chestTypes).limit(1)
    const made = await owner.post('/api/chests', {
      chest_type_id: type!.id,
      address: 'تهران، خیابان آزمایش، پلاک ۲',
      lat: 35.7,
      lng: 51.4,
    })
    const box = made.body.data.id as number
    await admin.post(`/api/dashboard/chests/${box}/approve`, { code: `R29-${Date.now()}` })
    await admin.post(`/api/dashboard/chests/${box}/deliver`)

    const taps = await Promise.all([
      owner.post(`/api/chests/${box}/pay`, { amount: 45000 }),
      elsewhere(owner).post(`/api/chests/${box}/pay`, { amount: 45000 }),
    ])

    expect(taps.map((t) => t.status)).toEqual([201, 201])
    expect(taps[0]!.body.data.bill.id).toBe(taps[1]!.body.data.bill.id)
    const bill = taps[0]!.body.data.bill as BillRef
    const authority = await startPaying(owner, bill)
    const more = await owner.post(`/api/chests/${box}/pay`, { amount: 50000 })
    expect(more.status).toBe(409)
    expect(more.body.message).toBe(IN_PROGRESS)
    expect(await backFromBank(authority, false)).toBe('canceled')
    const replaced = await owner.post(`/api/chests/${box}/pay`, { amount: 50000 })
    expect(replaced.status).toBe(201)
    const [old] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(old!.status).toBe('canceled')
  })
})

describe('a callback for a gateway no longer enabled (issue 29, 3)', () => {
  it('credits nothing: the payment is failed and flagged for staff', async () => {
    const { client } = await member()
    const made = await donate(client, 55000)
    const authority = await startPaying(client, made.bill)
    // The charity goes live: a real gateway replaces the test bank.
    await putSetting(ctx.db, 'payments', 'gateways', {
      default: null,
      sandbox: { enabled: true, order: 0 },
      zarinpal: {
        enabled: true,
        order: 1,
        merchant_id: '3d5b8f2c-0d4e-4b6a-9c1f-2a7e8b9c0d1e',
        base_url: 'http://127.0.0.1:9',
      },
      sep: { enabled: false, order: 2 },
    })
    ctx.app.settings.invalidate()
    try {
      expect(await backFromBank(authority)).toBe('failed')
    } finally {
      await putSetting(ctx.db, 'payments', 'gateways', {})
      ctx.app.settings.invalidate()
    }

    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, made.bill.id))
    expect(attempt).toMatchObject({ status: 'failed', flag: 'gateway_disabled' })
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, made.bill.id))
    expect(bill!.status).toBe('unpaid')
    const [donation] = await ctx.db
      .select()
      .from(charities)
      .where(eq(charities.id, made.charity.id))
    expect(donation!.status).toBe('unpaid')
  })
})
