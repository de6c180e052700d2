import { readFileSync } from 'node:fs'
import path from 'node:path'
import { jalaliOf, todayInTehran } from '@kheyr/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'
import { migrationsDir } from '../../lib/paths.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { settledInLedger } from '../payments/ledger.repository.ts'
import { bills, settlementLedger, transactions } from '../payments/payments.tables.ts'

const ctx = await setupTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, [], {
  workers: false,
})
await seedCharityTypes(ctx.db)

async function member(roles: string[]) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, roles))
  return client
}
const holding = async (permissions: string[]) => member([await ctx.createRole(permissions)])

const admin = await member(['admin'])
const accountant = await member(['accountant'])
const today = todayInTehran()

type Bill = { id: number; token: string; total: number }

async function give(type: string, amount: number): Promise<Bill> {
  const res = await ctx.client().post('/api/charities', { type, amount })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.bill
}

let campaigns = 0
async function campaign() {
  const res = await admin.post('/api/dashboard/campaigns', {
    title: `پویش ${++campaigns}`,
    slug: `reports-campaign-${campaigns}`,
    summary: 'خلاصه',
    description: '<p>شرح</p>',
    goal: 100_000_000,
    min_amount: 10000,
    suggested_amounts: [50000],
    starts_at: today,
    ends_at: '2099-01-01',
    published: true,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; slug: string }
}

async function gift(slug: string, amount: number): Promise<Bill> {
  const res = await ctx
    .client()
    .post(`/api/campaigns/${slug}/donate`, { amount, mobile: '09121234567' })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.bill
}

/** Starts paying at the sandbox bank: the bank's authority for the attempt. */
async function startPaying(bill: Bill) {
  const res = await ctx.client().post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.data.redirect.url as string).split('/').pop()!
}

/** The payer comes back from the bank having paid; the outcome the site shows. */
async function paidBack(authority: string) {
  const res = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`,
    { redirect: 'manual' },
  )
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('status')
}

/** A bill paid twice (two tabs): the second payment is flagged `duplicate`. */
async function paidTwice(bill: Bill) {
  const first = await startPaying(bill)
  await ctx.db.execute(
    sql`update ${bills} set pay_open_until = now() - interval '1 second' where id = ${bill.id}`,
  )
  const second = await startPaying(bill)
  expect(await Promise.all([paidBack(first), paidBack(second)])).toEqual(['paid', 'paid'])
  const [duplicate] = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.billId, bill.id), eq(transactions.duplicate, true)))
  return duplicate!
}

const income = (client: TestClient, query: Record<string, string>) =>
  client.get(`/api/dashboard/reports/income?${new URLSearchParams(query)}`)

type Figures = { count: number; amount: string }
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

async function itemsOf(bill: Bill) {
  return rows<{
    kind: 'charity' | 'campaign'
    item_id: number
    title: string
    amount: number
    sub_key: number | null
  }>(
    await ctx.db.execute(
      sql`select kind, item_id::int, title, amount::int, sub_key::int from bill_items where bill_id = ${bill.id}`,
    ),
  )
}

/** Straight from the transactions: paid ones per key, at one level of the ledger. */
async function directSums(
  by: 'gateway' | 'kind' | 'charity_type' | 'campaign',
  from: string,
  to: string,
) {
  const period = sql`(t.paid_at at time zone 'Asia/Tehran')::date between ${from}::date and ${to}::date`
  const result = await ctx.db.execute(
    by === 'gateway'
      ? sql`select t.gateway as key, count(*)::int as count, sum(t.amount)::text as amount
          from transactions t where t.status = 'paid' and ${period} group by 1`
      : sql`select ${by === 'kind' ? sql`i.kind` : sql`i.sub_key::text`} as key,
            count(distinct t.id)::int as count, sum(i.amount)::text as amount
          from transactions t join bill_items i on i.bill_id = t.bill_id
          where t.status = 'paid' and ${period}
            ${by === 'charity_type' ? sql`and i.kind = 'charity'` : sql``}
            ${by === 'campaign' ? sql`and i.kind = 'campaign'` : sql``}
          group by 1`,
  )
  return Object.fromEntries(
    rows<Figures & { key: string }>(result).map((r) => [
      r.key,
      { count: r.count, amount: r.amount },
    ]),
  )
}

/** The report's rows summed per key over its periods. */
function reportSums(report: { rows: { key: string; count: number; amount: string }[] }) {
  const sums: Record<string, Figures> = {}
  for (const row of report.rows) {
    const sum = (sums[row.key] ??= { count: 0, amount: '0' })
    sum.count += row.count
    sum.amount = (BigInt(sum.amount) + BigInt(row.amount)).toString()
  }
  return sums
}

async function expectLedgerMatches(from: string, to: string) {
  for (const by of ['gateway', 'kind', 'charity_type', 'campaign'] as const) {
    const res = await income(accountant, { from, to, group: 'day', by })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(reportSums(res.body.data), by).toEqual(await directSums(by, from, to))
  }
  const [all] = rows<Figures>(
    await ctx.db.execute(sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount
      from transactions where status = 'paid'
        and (paid_at at time zone 'Asia/Tehran')::date between ${from}::date and ${to}::date`),
  )
  const res = await income(accountant, { from, to, group: 'day', by: 'kind' })
  expect(res.body.data.total).toMatchObject(all!)
}

describe('the settlement ledger', () => {
  it('equals a direct sum over paid transactions, under concurrent settlements', async () => {
    const water = await campaign()
    const school = await campaign()
    const bills: Bill[] = []
    for (let i = 0; i < 6; i++) {
      bills.push(await give(['sadaqa', 'zakat', 'nazr'][i % 3]!, 10000 * (i + 1)))
      bills.push(await gift(i % 2 ? water.slug : school.slug, 25000 + i * 1000))
    }
    // One bill with items of two kinds (a donation and a gift): it splits by its items' amounts.
    const [donation] = await itemsOf(await give('zakat', 40000))
    const [present] = await itemsOf(await gift(water.slug, 60000))
    const mixed = await ctx.db.transaction((tx) =>
      ctx.app.payments.createBill(
        tx,
        { userId: null, guestMobile: null },
        [donation!, present!].map((i) => ({
          kind: i.kind,
          itemId: i.item_id,
          title: i.title,
          amount: i.amount,
          subKey: i.sub_key,
        })),
      ),
    )
    bills.push(mixed)
    const authorities = await Promise.all(bills.map(startPaying))

    const outcomes = await Promise.all(authorities.map(paidBack))

    expect(outcomes.every((o) => o === 'paid')).toBe(true)
    await paidTwice(await give('kaffara', 70000))
    await expectLedgerMatches(today, today)
  })

  it('is what the migration rebuilds from the transactions', async () => {
    const before = await ctx.db.select().from(settlementLedger)
    const migration = readFileSync(path.join(migrationsDir, '0014_settlement_ledger.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((s) => s.includes('INSERT INTO "settlement_ledger"'))!

    await ctx.db.transaction(async (tx) => {
      await tx.delete(settlementLedger)
      await tx.execute(sql.raw(migration))
    })

    const sort = (r: typeof before) =>
      [...r].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    expect(sort(await ctx.db.select().from(settlementLedger))).toEqual(sort(before))
  })

  it('keeps each payment on its Tehran day and Jalali month, across Nowruz 1405', async () => {
    // Payments settled at these moments, through the settlement statement's own ledger step.
    const moments = [
      '2026-02-20T08:00:00Z', // 1 Esfand 1404
      '2026-03-20T20:29:30Z', // 29 Esfand 1404, 23:59:30 in Tehran
      '2026-03-20T20:30:30Z', // 1 Farvardin 1405, 00:00:30 in Tehran
      '2026-04-19T20:00:00Z', // 31 Farvardin 1405, 23:30 in Tehran
    ]
    const amounts = [11000, 23000, 37000, 41000]
    for (const [n, at] of moments.entries()) {
      const bill = await give(n % 2 ? 'zakat' : 'sadaqa', amounts[n]!)
      await ctx.db.transaction(async (tx) => {
        const [t] = await tx
          .insert(transactions)
          .values({
            billId: bill.id,
            gateway: 'zarinpal',
            amount: bill.total,
            status: 'paid',
            referenceId: `HIST-${bill.id}`,
            paidAt: new Date(at),
          })
          .returning()
        await tx
          .update(bills)
          .set({ status: 'paid', paidTransactionId: t!.id, paidAt: new Date(at) })
          .where(eq(bills.id, bill.id))
        await tx.execute(
          settledInLedger(
            sql`select bill_id, gateway, paid_at from ${transactions} where id = ${t!.id}`,
          ),
        )
      })
    }
    expect(jalaliOf(new Date(moments[1]!))).toEqual({ year: 1404, month: 12, day: 29 })
    expect(jalaliOf(new Date(moments[2]!))).toEqual({ year: 1405, month: 1, day: 1 })

    const byMonth = await income(accountant, {
      from: '2026-02-20',
      to: '2026-04-20',
      group: 'month',
      by: 'gateway',
    })

    expect(byMonth.status).toBe(200)
    expect(byMonth.body.data.periods.map((p: { period: string }) => p.period)).toEqual([
      '1404-12',
      '1405-01',
    ])
    expect(byMonth.body.data.periods[0]).toMatchObject({
      label: 'اسفند ۱۴۰۴',
      from: '2026-02-20',
      to: '2026-03-20',
    })
    expect(byMonth.body.data.rows).toEqual([
      {
        period: '1404-12',
        key: 'zarinpal',
        count: 2,
        amount: '34000',
        refunded_count: 0,
        refunded_amount: '0',
      },
      {
        period: '1405-01',
        key: 'zarinpal',
        count: 2,
        amount: '78000',
        refunded_count: 0,
        refunded_amount: '0',
      },
    ])
    const byYear = await income(accountant, {
      from: '2026-02-20',
      to: '2026-04-20',
      group: 'year',
      by: 'charity_type',
    })
    const years = byYear.body.data
    expect(years.periods.map((p: { label: string }) => p.label)).toEqual(['۱۴۰۴', '۱۴۰۵'])
    expect(
      reportSums({ rows: years.rows.filter((r: { period: string }) => r.period === '1404') }),
    ).toEqual(await directSums('charity_type', '2026-02-20', '2026-03-20'))
    expect(
      reportSums({ rows: years.rows.filter((r: { period: string }) => r.period === '1405') }),
    ).toEqual(await directSums('charity_type', '2026-03-21', '2026-04-20'))
    const days = await income(accountant, {
      from: '2026-03-20',
      to: '2026-03-21',
      group: 'day',
      by: 'kind',
    })
    expect(days.body.data.rows).toMatchObject([
      { period: '1404-12-29', key: 'charity', amount: '23000' },
      { period: '1405-01-01', key: 'charity', amount: '37000' },
    ])
    await expectLedgerMatches('2026-02-20', '2026-04-20')
  })
})

describe('income reports', () => {
  const query = { from: today, to: today, group: 'month', by: 'kind' }

  it('refuses staff without the reports view on every report route, and guests', async () => {
    const cashier = await holding(['transactions.view', 'transactions.update', 'bills.view'])
    const q = new URLSearchParams(query)
    for (const path of [
      `/api/dashboard/reports/income?${q}`,
      `/api/dashboard/reports/income/export?${q}`,
      `/api/dashboard/reports/reconciliation?day=${today}`,
    ]) {
      expect((await cashier.get(path)).status, path).toBe(403)
      expect((await ctx.client().get(path)).status, path).toBe(401)
      expect((await (await holding(['reports.view'])).get(path)).status, path).toBe(200)
    }
  })

  it('answers a bad range, grouping or key with field messages', async () => {
    const res = await income(accountant, {
      from: '2026-13-01',
      to: today,
      group: 'week',
      by: 'donor',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      from: ['تاریخ واردشده معتبر نیست.'],
      group: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
      by: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
    })
    const backwards = await income(accountant, { ...query, from: '2026-03-21', to: '2026-03-20' })
    expect(backwards.status).toBe(422)
    expect(backwards.body.errors).toEqual({ to: ['تاریخ پایان نباید پیش از تاریخ شروع باشد.'] })
    const long = await income(accountant, {
      from: '2024-01-01',
      to: '2026-01-01',
      group: 'day',
      by: 'kind',
    })
    expect(long.status).toBe(422)
    expect(long.body.errors.to[0]).toContain('۳۶۶')
  })

  it('names its keys and downloads as CSV and XLSX with Persian headers', async () => {
    const res = await income(accountant, { ...query, by: 'charity_type' })
    const labels = res.body.data.keys.map((k: { label: string }) => k.label)
    expect(labels).toEqual(expect.arrayContaining(['صدقه', 'زکات']))

    const csv = await accountant.get(
      `/api/dashboard/reports/income/export?${new URLSearchParams({ ...query, format: 'csv' })}`,
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.headers.get('content-disposition')).toContain(`income-${today}-${today}`)
    const lines = csv.text.replace(/^\ufeff/, '').split('\r\n')
    expect(lines[0]).toBe(
      'دوره,نوع پرداخت,تعداد پرداخت,مبلغ (تومان),تعداد بازپرداخت,مبلغ بازپرداخت (تومان)',
    )
    const total = lines.at(-1)!.split(',')
    const report = (await income(accountant, query)).body.data
    expect(total).toEqual([
      'جمع',
      '',
      String(report.total.count),
      report.total.amount,
      String(report.total.refunded_count),
      report.total.refunded_amount,
    ])
    expect(lines.some((l) => l.includes('صدقه و نذر'))).toBe(true)
    const xlsx = await accountant.get(
      `/api/dashboard/reports/income/export?${new URLSearchParams({ ...query, format: 'xlsx' })}`,
    )
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
  })
})

describe('refunds of payments that came twice', () => {
  it('lists a duplicate, records its refund once, and changes the refunded total, not the income', async () => {
    const bill = await give('fitriyeh', 90000)
    const duplicate = await paidTwice(bill)
    const report = async () =>
      (await income(accountant, { from: today, to: today, group: 'day', by: 'gateway' })).body.data
    const before = await report()
    const due = await accountant.get('/api/dashboard/refunds?state=due')
    expect(due.body.data.map((r: { id: number }) => r.id)).toContain(duplicate.id)
    const stats = async () => (await accountant.get('/api/dashboard/stats')).body.data.income

    const dueBefore = (await stats()).refunds_due
    const refunded = await accountant.post(`/api/dashboard/refunds/${duplicate.id}`, {
      reference: 'REF-۱۲۳۴',
      refunded_on: today,
      note: 'به کارت پرداخت‌کننده برگشت',
    })

    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body.data.refund).toMatchObject({
      amount: 90000,
      reference: 'REF-۱۲۳۴',
      refunded_on: today,
    })
    const after = await report()
    expect(after.total.amount).toBe(before.total.amount)
    expect(after.total.count).toBe(before.total.count)
    expect(after.total.refunded_count).toBe(before.total.refunded_count + 1)
    expect(BigInt(after.total.refunded_amount) - BigInt(before.total.refunded_amount)).toBe(90000n)
    expect(after.rows.find((r: { key: string }) => r.key === 'sandbox').refunded_amount).toBe(
      String(
        BigInt(before.rows.find((r: { key: string }) => r.key === 'sandbox').refunded_amount) +
          90000n,
      ),
    )
    const [payment] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, duplicate.id))
    expect(payment).toMatchObject({ status: 'paid', duplicate: true, amount: 90000 })
    const audits = await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'payment.refunded'), eq(auditLogs.recordId, String(duplicate.id))),
      )
    expect(audits).toHaveLength(1)
    expect((await stats()).refunds_due).toEqual({
      count: dueBefore.count - 1,
      amount: String(BigInt(dueBefore.amount) - 90000n),
    })
    const listed = await accountant.get('/api/dashboard/refunds?state=refunded')
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(duplicate.id)
    await expectLedgerMatches(today, today)

    const again = await accountant.post(`/api/dashboard/refunds/${duplicate.id}`, {
      reference: 'REF-2',
      refunded_on: today,
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('بازپرداخت این پرداخت پیش‌تر ثبت شده است.')
  })

  it('refuses a payment that did not come twice, a future or too early day, and staff without the permission', async () => {
    const bill = await give('general', 15000)
    await paidBack(await startPaying(bill))
    const [paid] = await ctx.db.select().from(transactions).where(eq(transactions.billId, bill.id))
    const single = await accountant.post(`/api/dashboard/refunds/${paid!.id}`, {
      reference: 'REF-3',
      refunded_on: today,
    })
    expect(single.status).toBe(409)
    expect(single.body.message).toBe('فقط پرداخت دوبارهٔ یک صورت‌حساب را می‌توان بازپرداخت کرد.')

    const duplicate = await paidTwice(await give('general', 16000))
    const future = await accountant.post(`/api/dashboard/refunds/${duplicate.id}`, {
      reference: 'REF-4',
      refunded_on: '2999-01-01',
    })
    expect(future.status).toBe(422)
    expect(future.body.errors.refunded_on).toEqual(['تاریخ نباید بعد از امروز باشد.'])
    const early = await accountant.post(`/api/dashboard/refunds/${duplicate.id}`, {
      reference: 'REF-4',
      refunded_on: '2020-01-01',
    })
    expect(early.status).toBe(422)
    expect(early.body.errors.refunded_on).toEqual(['تاریخ بازپرداخت نباید پیش از روز پرداخت باشد.'])
    const viewer = await holding(['transactions.view'])
    expect(
      (
        await viewer.post(`/api/dashboard/refunds/${duplicate.id}`, {
          reference: 'REF-5',
          refunded_on: today,
        })
      ).status,
    ).toBe(403)
    expect((await (await holding(['reports.view'])).get('/api/dashboard/refunds')).status).toBe(403)
  })

  it('records a refund once when two people record it at the same moment', async () => {
    const duplicate = await paidTwice(await give('nazr', 17000))
    const results = await Promise.all(
      ['A', 'B'].map((r) =>
        accountant.post(`/api/dashboard/refunds/${duplicate.id}`, {
          reference: `REF-${r}`,
          refunded_on: today,
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    await expectLedgerMatches(today, today)
  })
})

describe('the day at each gateway', () => {
  it('shows what each gateway settled, its duplicates, and the attempts left pending', async () => {
    const pending = await give('sadaqa', 12000)
    await startPaying(pending)

    const res = await accountant.get(`/api/dashboard/reports/reconciliation?day=${today}`)

    expect(res.status).toBe(200)
    const sandbox = res.body.data.gateways.find((g: { gateway: string }) => g.gateway === 'sandbox')
    const direct = await directSums('gateway', today, today)
    expect(sandbox.settled).toEqual(direct.sandbox)
    expect(sandbox.pending.count).toBeGreaterThanOrEqual(1)
    const [duplicates] = rows<Figures>(
      await ctx.db.execute(sql`select count(*)::int as count, sum(amount)::text as amount
        from transactions where duplicate and gateway = 'sandbox'`),
    )
    expect(sandbox.duplicates).toEqual(duplicates)
    expect(res.body.data.duplicates).toHaveLength(duplicates!.count)
    expect(res.body.data.label).toContain('۱۴')
  })
})

describe('the dashboard home', () => {
  it('shows income only to those who may see it, and each count by its own permission', async () => {
    const full = (await admin.get('/api/dashboard/stats')).body.data
    expect(full.income.today.count).toBeGreaterThan(0)
    const amounts = ['today', 'month', 'year'].map((k) => BigInt(full.income[k].amount))
    expect(amounts[0]! <= amounts[1]! && amounts[1]! <= amounts[2]!).toBe(true)
    const todayReport = await income(accountant, {
      from: today,
      to: today,
      group: 'day',
      by: 'kind',
    })
    expect(todayReport.body.data.total).toMatchObject(full.income.today)
    expect(full.series.periods).toHaveLength(12)
    expect(full.series.group).toBe('month')
    expect(full.recent.length).toBeGreaterThan(0)
    expect(full.income.donors_month).toBeGreaterThan(0)
    for (const key of ['new_users', 'drain_requests', 'feedback', 'crowns_to_print'])
      expect(typeof full[key], key).toBe('number')
    expect(full.memberships).toMatchObject({ active: 0, owing: 0, due: '0' })

    const reader = await holding(['contacts.view'])
    const limited = await reader.get('/api/dashboard/stats')
    expect(limited.status).toBe(200)
    expect(limited.body.data).toMatchObject({
      income: null,
      series: null,
      recent: null,
      new_users: null,
      memberships: null,
      drain_requests: null,
      crowns_to_print: null,
    })
    expect(typeof limited.body.data.feedback).toBe('number')
    expect((await (await member([])).get('/api/dashboard/stats')).status).toBe(403)
  })
})
