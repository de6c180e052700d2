import { jalaliOf } from '@kheyr/contracts'
import { count, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { settledInLedger } from '../payments/ledger.repository.ts'
import { billItems, bills, transactions } from '../payments/payments.tables.ts'
import { seedObligations } from './obligations.seed.ts'
import { obligationPayments, obligations } from './obligations.tables.ts'

const ctx = await setupTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' }, [], {
  workers: false,
})

async function member(roles: string[]) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, roles))
  return client
}
const holding = async (permissions: string[]) => member([await ctx.createRole(permissions)])

const staff = await holding(['charity-price.view', 'charity-price.create', 'charity-price.update'])
const accountant = await member(['accountant'])
const systemNow = ctx.app.clock.now
const thisYear = jalaliOf(new Date()).year

afterEach(() => {
  ctx.app.clock.now = systemNow
})

const idOf = async (slug: string) => {
  const [row] = await ctx.db.select().from(obligations).where(eq(obligations.slug, slug))
  return row!.id
}

async function setRates(
  slug: string,
  year: number,
  rates: { staple: string; amount: number }[],
  extra: Record<string, unknown> = {},
) {
  const res = await staff.put(`/api/dashboard/obligations/${await idOf(slug)}/years/${year}`, {
    source_office: 'دفتر مرجع نمونه',
    source_url: 'https://example.org/rates',
    rates,
    ...extra,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res
}

const billCount = async () => Number((await ctx.db.select({ n: count() }).from(bills))[0]!.n)

async function pay(client: TestClient, slug: string, body: Record<string, unknown>) {
  return client.post(`/api/obligations/${slug}/payments`, body)
}

/** Pays a bill through the sandbox, as a payer's browser would. */
async function payInSandbox(client: TestClient, bill: { id: number; token: string }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  const authority = res.body.data.redirect.url.split('/').pop()
  await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })
}

describe('rates kept by staff', () => {
  it('saves a year of rates, audited, and shows it on the page of the year that applies', async () => {
    await setRates('fidyah', thisYear, [{ staple: 'گندم', amount: 20000 }])
    const page = await ctx.client().get('/api/obligations/fidyah')
    expect(page.status).toBe(200)
    expect(page.body.data).toMatchObject({
      slug: 'fidyah',
      unit: 'day',
      year: thisYear,
      rates: {
        source_office: 'دفتر مرجع نمونه',
        source_url: 'https://example.org/rates',
        demo: false,
        rates: [{ staple: 'گندم', amount: 20000 }],
      },
    })
    const [audit] = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'rates.saved'))
    expect(audit?.resource).toBe('obligations')
  })

  it("takes next year's rates before it starts, and keeps the old years", async () => {
    await setRates('kaffara-delay', thisYear, [{ staple: 'گندم', amount: 18000 }])
    await setRates('kaffara-delay', thisYear + 1, [{ staple: 'گندم', amount: 25000 }])
    const page = await ctx.client().get('/api/obligations/kaffara-delay')
    expect(page.body.data.rates.rates).toEqual([{ staple: 'گندم', amount: 18000 }])
    const list = await staff.get('/api/dashboard/obligations')
    const delay = list.body.data.find((o: { slug: string }) => o.slug === 'kaffara-delay')
    expect(delay.years.map((y: { year: number }) => y.year)).toEqual([thisYear + 1, thisYear])
  })

  it("takes a past year's rates (a charity new to Kheyr, a correction) without applying them now", async () => {
    const made = await staff.post('/api/dashboard/obligations', {
      slug: 'vow-kaffara',
      title: 'کفارهٔ عهد',
      unit: 'day',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)

    await setRates('vow-kaffara', thisYear - 5, [{ staple: 'گندم', amount: 9000 }])
    await setRates('vow-kaffara', thisYear - 2, [{ staple: 'گندم', amount: 12000 }])

    const list = await staff.get('/api/dashboard/obligations')
    const vow = list.body.data.find((o: { slug: string }) => o.slug === 'vow-kaffara')
    expect(vow.years.map((y: { year: number }) => y.year)).toEqual([thisYear - 2, thisYear - 5])
    // The page offers this year's rates only, and has none yet.
    const page = await ctx.client().get('/api/obligations/vow-kaffara')
    expect(page.body.data).toMatchObject({ year: thisYear, rates: null })
  })

  it('answers bad input with 422 and translated field messages', async () => {
    const id = await idOf('fitriyeh')
    const res = await staff.put(`/api/dashboard/obligations/${id}/years/۱۴۰۵`, {
      source_office: '',
      source_url: 'javascript:alert(1)',
      offered_from: '2026-03-25',
      offered_to: '2026-03-01',
      rates: [
        { staple: 'گندم', amount: '۷۵٬۰۰۰' },
        { staple: 'گندم', amount: 'بسیار' },
      ],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      source_office: ['این فیلد نباید خالی باشد.'],
      source_url: ['نشانی واردشده معتبر نیست.'],
      'rates.1.amount': ['مقدار باید عدد باشد.'],
    })
    const order = await staff.put(`/api/dashboard/obligations/${id}/years/1405`, {
      source_office: 'دفتر',
      offered_from: '2026-03-25',
      offered_to: '2026-03-01',
      rates: [
        { staple: 'گندم', amount: 1000 },
        { staple: 'گندم', amount: 2000 },
      ],
    })
    expect(order.status).toBe(422)
    expect(order.body.errors).toEqual({
      offered_to: ['تاریخ پایان نباید پیش از تاریخ شروع باشد.'],
      'rates.1.staple': ['این نوع غذا یک بار در فهرست آمده است.'],
    })
    const year = await staff.put(`/api/dashboard/obligations/${id}/years/900`, {
      source_office: 'دفتر',
      rates: [{ staple: 'گندم', amount: 1000 }],
    })
    expect(year.status).toBe(422)
  })

  it('is kept by charity-price only: 403 to staff without it, 401 to guests', async () => {
    const other = await holding(['charity-types.update', 'reports.view'])
    const id = await idOf('fitriyeh')
    const body = { source_office: 'دفتر', rates: [{ staple: 'گندم', amount: 1000 }] }
    expect((await other.put(`/api/dashboard/obligations/${id}/years/1405`, body)).status).toBe(403)
    expect((await other.get('/api/dashboard/obligations')).status).toBe(403)
    expect(
      (await ctx.client().put(`/api/dashboard/obligations/${id}/years/1405`, body)).status,
    ).toBe(401)
    const viewer = await holding(['charity-price.view'])
    expect((await viewer.put(`/api/dashboard/obligations/${id}/years/1405`, body)).status).toBe(403)
  })

  it("adds the charity's own obligation, with its slug its own", async () => {
    const body = { slug: 'nazr-kaffara', title: 'کفارهٔ نذر', unit: 'day' }
    const made = await staff.post('/api/dashboard/obligations', body)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.data).toMatchObject({ slug: 'nazr-kaffara', unit: 'day', years: [] })
    const again = await staff.post('/api/dashboard/obligations', body)
    expect(again.status).toBe(422)
    expect(again.body.errors.slug).toEqual(['این نامک قبلاً استفاده شده است.'])
  })
})

describe('paying an obligation', () => {
  it('charges rate x count for every obligation and staple', async () => {
    const table: Record<string, { staple: string; amount: number }[]> = {
      fitriyeh: [
        { staple: 'گندم', amount: 75000 },
        { staple: 'برنج', amount: 230000 },
        { staple: 'نان', amount: 41000 },
      ],
      'kaffara-deliberate': [
        { staple: 'گندم', amount: 1125000 },
        { staple: 'برنج', amount: 3450000 },
      ],
      'kaffara-delay': [
        { staple: 'گندم', amount: 18750 },
        { staple: 'برنج', amount: 57500 },
      ],
      fidyah: [{ staple: 'گندم', amount: 18750 }],
      'nazr-kaffara': [{ staple: 'خرما', amount: 9000 }],
    }
    for (const [slug, rates] of Object.entries(table)) {
      await setRates(slug, thisYear, rates)
      for (const [n, rate] of rates.entries()) {
        const count = n + 3
        const res = await pay(ctx.client(), slug, { count: String(count), staple: rate.staple })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        expect(res.body.data.payment).toMatchObject({
          year: thisYear,
          staple: rate.staple,
          rate: rate.amount,
          count,
          amount: rate.amount * count,
          gift: 0,
        })
        expect(res.body.data.bill.total).toBe(rate.amount * count)
      }
    }
  })

  it('ignores an amount the client sends, and takes Persian digits', async () => {
    await setRates('fitriyeh', thisYear, [
      { staple: 'گندم', amount: 75000 },
      { staple: 'برنج', amount: 230000 },
    ])
    const res = await pay(ctx.client(), 'fitriyeh', {
      count: '۴',
      staple: 'برنج',
      amount: 1000,
      rate: 1,
      total: 1000,
    })
    expect(res.status).toBe(201)
    expect(res.body.data.bill.total).toBe(920000)
    const items = await ctx.db
      .select()
      .from(billItems)
      .where(eq(billItems.billId, res.body.data.bill.id))
    expect(items.map((i) => i.amount)).toEqual([920000])
  })

  it('refuses with a clear Persian message and makes no bill when the year has no rates', async () => {
    await ctx.db.insert(obligations).values({ slug: 'no-rates', title: 'کفارهٔ قسم', unit: 'day' })
    const before = await billCount()
    const res = await pay(ctx.client(), 'no-rates', { count: 3 })
    expect(res.status).toBe(422)
    const year = String(thisYear).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
    expect(res.body.message).toBe(
      `نرخ «کفارهٔ قسم» برای سال ${year} هنوز اعلام و ثبت نشده است؛ لطفاً کمی بعد دوباره سر بزنید یا با خیریه تماس بگیرید.`,
    )
    expect(await billCount()).toBe(before)
    const english = await ctx.client('en').post('/api/obligations/no-rates/payments', { count: 3 })
    expect(english.body.message).toContain(`for ${thisYear} have not been announced`)
    const page = await ctx.client().get('/api/obligations/no-rates')
    expect(page.body.data.rates).toBeNull()
  })

  it('answers other bad input with 422 field messages, never 500', async () => {
    await setRates('fitriyeh', thisYear, [
      { staple: 'گندم', amount: 75000 },
      { staple: 'برنج', amount: 230000 },
    ])
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ count: 0, staple: 'گندم' }, { count: ['مقدار نباید کمتر از ۱ باشد.'] }],
      [{ count: 'سه', staple: 'گندم' }, { count: ['مقدار باید عدد صحیح باشد.'] }],
      [{ count: 2, staple: 'ذرت' }, { staple: ['لطفاً یکی از نوع‌های غذای فهرست را انتخاب کنید.'] }],
      [{ count: 2 }, { staple: ['این فیلد نباید خالی باشد.'] }],
      [{ count: 2, staple: 'گندم', gift: '-5' }, { gift: ['مقدار باید عدد باشد.'] }],
      [{ count: 2, staple: 'گندم', mobile: '123' }, { mobile: ['شمارهٔ موبایل معتبر نیست.'] }],
    ]
    for (const [body, errors] of cases) {
      const res = await pay(ctx.client(), 'fitriyeh', body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors)
    }
    expect((await pay(ctx.client(), 'unknown-obligation', { count: 1 })).status).toBe(404)
  })

  it('keeps the answers on the bill item, and names them on the receipt and in the text', async () => {
    await setRates('fitriyeh', thisYear, [
      { staple: 'گندم', amount: 75000 },
      { staple: 'برنج', amount: 230000 },
    ])
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const res = await pay(guest, 'fitriyeh', { count: 5, staple: 'گندم', gift: '۵۰٬۰۰۰', mobile })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const year = String(thisYear).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
    const summary = `زکات فطریه برای ۵ نفر، گندم، ${year}`
    expect(res.body.data.payment.summary).toBe(summary)
    const { id, token } = res.body.data.bill
    expect(res.body.data.bill.total).toBe(425000)

    const bill = await guest.get(`/api/bills/${id}?token=${encodeURIComponent(token)}`)
    expect(bill.body.data.items).toEqual([
      expect.objectContaining({
        kind: 'obligation',
        title: summary,
        amount: 375000,
        answers: {
          unit: 'person',
          count: 5,
          staple: 'گندم',
          rate: 75000,
          year: thisYear,
          late_note: null,
        },
      }),
      expect.objectContaining({
        kind: 'obligation',
        title: 'هدیه افزون بر زکات فطریه',
        amount: 50000,
        answers: null,
      }),
    ])

    await payInSandbox(guest, { id, token })
    const [payment] = await ctx.db
      .select()
      .from(obligationPayments)
      .where(eq(obligationPayments.id, res.body.data.payment.id))
    expect(payment?.status).toBe('paid')
    expect((await ctx.lastSms(mobile))?.text).toContain(`بابت ${summary} ثبت شد`)
  })

  it('accepts fitriyeh after the deadline, with the note staff wrote, on the item too', async () => {
    await setRates('fitriyeh', thisYear, [{ staple: 'گندم', amount: 75000 }], {
      deadline: new Date(Date.now() - 60_000).toISOString(),
      late_note: 'پس از ظهر عید، به نیت ردّ مظالم یا قضا بپردازید.',
    })
    const page = await ctx.client().get('/api/obligations/fitriyeh')
    expect(page.body.data.late).toBe(true)
    expect(page.body.data.rates.late_note).toBe('پس از ظهر عید، به نیت ردّ مظالم یا قضا بپردازید.')
    const res = await pay(ctx.client(), 'fitriyeh', { count: 2 })
    expect(res.status).toBe(201)
    expect(res.body.data.payment).toMatchObject({
      late: true,
      late_note: 'پس از ظهر عید، به نیت ردّ مظالم یا قضا بپردازید.',
      amount: 150000,
    })
    const [item] = await ctx.db
      .select()
      .from(billItems)
      .where(eq(billItems.billId, res.body.data.bill.id))
    expect(item?.answers?.late_note).toBe('پس از ظهر عید، به نیت ردّ مظالم یا قضا بپردازید.')
  })
})

describe('staff see it', () => {
  /** Marks a bill paid at a moment, through the settlement statement's own ledger step. */
  async function settleAt(billId: number, total: number, at: string) {
    await ctx.db.transaction(async (tx) => {
      const [t] = await tx
        .insert(transactions)
        .values({
          billId,
          gateway: 'zarinpal',
          amount: total,
          status: 'paid',
          referenceId: `OBL-${billId}`,
          paidAt: new Date(at),
        })
        .returning()
      await tx
        .update(bills)
        .set({ status: 'paid', paidTransactionId: t!.id, paidAt: new Date(at) })
        .where(eq(bills.id, billId))
      await tx.execute(
        settledInLedger(
          sql`select bill_id, gateway, paid_at from ${transactions} where id = ${t!.id}`,
        ),
      )
    })
  }

  it('groups income by obligation and year of rates, summing right across Nowruz', async () => {
    // Fitriyeh of 1404 is offered until 2 Farvardin 1405: Eid falls at the turn of the year.
    await setRates('fitriyeh', 1404, [{ staple: 'برنج', amount: 200000 }], {
      offered_from: '2026-03-10',
      offered_to: '2026-03-22',
    })
    await setRates('kaffara-deliberate', 1405, [{ staple: 'گندم', amount: 1000000 }])
    const at = async (moment: string, slug: string, body: Record<string, unknown>) => {
      ctx.app.clock.now = () => new Date(moment)
      const res = await pay(ctx.client(), slug, body)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      await settleAt(res.body.data.bill.id, res.body.data.bill.total, moment)
      return res.body.data.payment
    }
    const eve = await at('2026-03-20T20:29:30Z', 'fitriyeh', { count: 4 }) // 29 Esfand 1404
    const eid = await at('2026-03-20T20:30:30Z', 'fitriyeh', { count: 3, gift: 10000 }) // 1 Farvardin 1405
    const kaffara = await at('2026-03-21T10:00:00Z', 'kaffara-deliberate', { count: 2 })
    expect([eve.year, eid.year, kaffara.year]).toEqual([1404, 1404, 1405])

    const res = await accountant.get(
      '/api/dashboard/reports/income?from=2026-03-19&to=2026-03-22&group=year&by=obligation',
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const report = res.body.data
    const label = (key: string) => report.keys.find((k: { key: string }) => k.key === key)?.label
    const rows = report.rows.map((r: { period: string; key: string; amount: string }) => [
      r.period,
      label(r.key),
      r.amount,
    ])
    expect(rows).toEqual([
      ['1404', 'زکات فطریه ۱۴۰۴', '800000'],
      ['1405', 'زکات فطریه ۱۴۰۴', '600000'],
      ['1405', 'کفارهٔ روزهٔ عمدی ۱۴۰۵', '2000000'],
    ])
    // The gift is income of the kind, never counted as the obligation.
    expect(report.total.amount).toBe('3410000')
    const byKind = await accountant.get(
      '/api/dashboard/reports/income?from=2026-03-19&to=2026-03-22&group=year&by=kind',
    )
    expect(
      byKind.body.data.rows.map((r: { period: string; amount: string }) => [r.period, r.amount]),
    ).toEqual([
      ['1404', '800000'],
      ['1405', '2610000'],
    ])
  })

  it("exports what was paid per obligation for the advisor, its staff's words neutralised", async () => {
    await ctx.db
      .insert(obligations)
      .values({ slug: 'formula', title: '=HYPERLINK("x")', unit: 'day' })
    await setRates('formula', 1403, [{ staple: '@SUM(1)', amount: 7000 }])
    ctx.app.clock.now = () => new Date('2024-06-01T08:00:00Z') // 1403
    const guest = ctx.client()
    const made = await pay(guest, 'formula', { count: 6 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    ctx.app.clock.now = systemNow
    await payInSandbox(guest, made.body.data.bill)

    const csv = await accountant.get('/api/dashboard/obligations/export?year=1403&format=csv')
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = String(csv.text).replace('\ufeff', '').split('\r\n')
    expect(lines[0]).toBe(
      'واجب شرعی,سال نرخ,نوع غذا,واحد,نرخ (تومان),تعداد پرداخت,تعداد نفر یا روز,مبلغ واجب (تومان),هدیهٔ افزون (تومان)',
    )
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",1403,'@SUM(1),روز,7000,1,6,42000,0`)
    expect((await staff.get('/api/dashboard/obligations/export?year=1403')).status).toBe(403)
    const bad = await accountant.get('/api/dashboard/obligations/export?year=abc')
    expect(bad.status).toBe(422)
  })

  it('seeds demo rates for this year, marked as demo', async () => {
    await ctx.db.delete(obligationPayments)
    await ctx.db.execute(sql`delete from obligation_years`)
    await seedObligations(ctx.db)
    const page = await ctx.client().get('/api/obligations/fitriyeh')
    expect(page.body.data.rates).toMatchObject({ demo: true })
    expect(page.body.data.rates.rates.map((r: { staple: string }) => r.staple)).toEqual([
      'گندم',
      'برنج',
    ])
    expect((await ctx.client().get('/api/obligations/fidyah')).body.data.rates).toBeNull()
  })
})
