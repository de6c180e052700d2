import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLogs } from '../audit/audit.tables.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { createFakeZarinpal } from './gateways/fake-zarinpal.ts'
import { bills, transactions } from './payments.tables.ts'
import { putSetting } from '../settings/settings.service.ts'
import { setupTestApp, type TestClient } from '../../../test/harness.ts'

/** Issue 9's payment findings, replayed so none can come back. */
const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)
const zarinpal = await createFakeZarinpal()
afterAll(() => zarinpal.close())

async function donate(client: TestClient, amount: number | string = 50000) {
  const res = await client.post('/api/charities', { type: 'sadaqa', amount })
  return res
}

async function startSandbox(client: TestClient) {
  const { bill } = (await donate(client)).body.data as { bill: { id: number; token: string } }
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status).toBe(200)
  const authority = (res.body.data.redirect.url as string).split('/').pop()!
  return { bill, transactionId: res.body.data.transaction_id as number, authority }
}

async function sandboxCallback(params: Record<string, string>) {
  const res = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?${new URLSearchParams(params)}`,
    {
      redirect: 'manual',
    },
  )
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('status')
}

const attempt = async (id: number) =>
  (await ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!

describe('a callback reusing another payment’s bank reference (issue 9, finding 10)', () => {
  it('is failed with a clear reason, flagged for staff and audited, not left pending', async () => {
    const client = ctx.client()
    const first = await startSandbox(client)
    const second = await startSandbox(client)
    const reference = `SB${Date.now()}`
    expect(
      await sandboxCallback({ Authority: first.authority, Status: 'OK', RefId: reference }),
    ).toBe('paid')

    const status = await sandboxCallback({
      Authority: second.authority,
      Status: 'OK',
      RefId: reference,
    })

    expect(status).toBe('failed')
    expect(await attempt(second.transactionId)).toMatchObject({
      status: 'failed',
      errorCode: 'duplicate_reference',
      flag: 'duplicate_reference',
      referenceId: null,
      verifyingAt: null,
    })
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'payment.flagged'),
          eq(auditLogs.recordId, String(second.transactionId)),
        ),
      )
    expect(audit?.after).toMatchObject({ flag: 'duplicate_reference', reference })
    expect((await attempt(first.transactionId)).status).toBe('paid')
  })
})

describe('two concurrent clicks on "pay" (issue 9, finding 14)', () => {
  it('start one payment at the gateway, not two', async () => {
    await putSetting(ctx.db, 'payments', 'gateways', {
      default: null,
      sandbox: { enabled: false, order: 0 },
      zarinpal: {
        enabled: true,
        order: 1,
        merchant_id: zarinpal.merchantId,
        base_url: zarinpal.url,
      },
      sep: { enabled: false, order: 2, terminal_id: null },
    })
    ctx.app.settings.invalidate()
    const client = ctx.client()
    const { bill } = (await donate(client)).body.data as { bill: { id: number; token: string } }
    zarinpal.delayNext('request', 300)

    const clicks = await Promise.all(
      [1, 2].map(() =>
        client.post(`/api/bills/${bill.id}/pay`, { gateway: 'zarinpal', token: bill.token }),
      ),
    )

    expect(clicks.map((c) => c.status)).toEqual([200, 200])
    expect(clicks[0]!.body.data).toEqual(clicks[1]!.body.data)
    const attempts = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempts).toHaveLength(1)
    expect(zarinpal.calls.filter((c) => c.endpoint === 'request')).toHaveLength(1)
    expect((await ctx.db.select().from(bills).where(eq(bills.id, bill.id)))[0]!.total).toBe(50000)
  })
})

describe('the largest bill (issue 9, finding 11)', () => {
  it('refuses a donation above the cap with a translated 422 and writes nothing', async () => {
    const client = ctx.client()
    const before = await ctx.db.select({ id: bills.id }).from(bills)

    const res = await donate(client, '9007199254740991')

    expect(res.status).toBe(422)
    expect(res.body.errors.amount).toEqual(['مبلغ نباید بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد.'])
    const english = await ctx.client('en').post('/api/charities', {
      type: 'sadaqa',
      amount: 10_000_000_001,
    })
    expect(english.status).toBe(422)
    expect(english.body.errors.amount).toEqual(['The amount must not exceed 10,000,000,000 toman.'])
    expect(await ctx.db.select({ id: bills.id }).from(bills)).toHaveLength(before.length)
    expect((await donate(client, 10_000_000_000)).status).toBe(201)
  })

  it('follows the setting, in live validation too', async () => {
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    const current = (await admin.get('/api/dashboard/settings/gateways')).body.data
    const saved = await admin.put('/api/dashboard/settings/gateways', {
      ...current,
      max_bill: '۱۰۰٬۰۰۰',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.max_bill).toBe(100_000)
    const client = ctx.client()

    const live = await client.post(
      '/api/charities',
      { type: 'sadaqa', amount: 150_000 },
      { headers: { precognition: 'true' } },
    )
    const real = await donate(client, 150_000)

    expect(live.status).toBe(422)
    expect(live.body.errors.amount).toEqual(['مبلغ نباید بیشتر از ۱۰۰٬۰۰۰ تومان باشد.'])
    expect(real.status).toBe(422)
    await admin.put('/api/dashboard/settings/gateways', current)
  })

  it('sums money exactly past 2^53 and sends the sums as strings of digits', async () => {
    const user = await ctx.createUser()
    const big = [2 ** 52 + 1, 2 ** 52 + 2]
    for (const total of big)
      await ctx.db.insert(bills).values({ userId: user.id, total, token: `big-${total}` })
    const accountant = ctx.client()
    await ctx.actingAs(accountant, await ctx.createUser({}, ['accountant']))

    const list = await accountant.get(`/api/dashboard/bills?filter[user_id]=${user.id}`)

    expect(list.status).toBe(200)
    expect(list.body.meta.totals).toEqual({ total: '9007199254740995', paid: '0' })
    expect(list.text).toContain('"total":"9007199254740995"')
  })
})
