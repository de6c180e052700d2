import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { charities } from '../charities/charities.tables.ts'
import { putSetting } from '../settings/settings.service.ts'
import { createFakeSep } from './gateways/fake-sep.ts'
import { createFakeZarinpal } from './gateways/fake-zarinpal.ts'
import { bills, transactions } from './payments.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)
const zarinpal = await createFakeZarinpal()
const sep = await createFakeSep()
afterAll(async () => {
  await zarinpal.close()
  await sep.close()
})

type Gateways = { sandbox?: boolean; zarinpal?: boolean; sep?: boolean }
async function useGateways(g: Gateways) {
  await putSetting(ctx.db, 'payments', 'gateways', {
    default: null,
    sandbox: { enabled: g.sandbox ?? true, order: 0 },
    zarinpal: {
      enabled: Boolean(g.zarinpal),
      order: 1,
      merchant_id: zarinpal.merchantId,
      base_url: zarinpal.url,
    },
    sep: {
      enabled: Boolean(g.sep),
      order: 2,
      terminal_id: sep.terminalId,
      base_url: sep.url,
      verify_base_url: sep.url,
    },
  })
  ctx.app.settings.invalidate()
}
beforeEach(() => useGateways({ sandbox: true }))

async function donate(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/charities', { type: 'sadaqa', amount: 50000, ...body })
  expect(res.status).toBe(201)
  return res.body.data as {
    charity: { id: number }
    bill: { id: number; token: string; total: number }
  }
}

async function pay(client: TestClient, bill: { id: number; token: string }, gateway: string) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, { gateway, token: bill.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as {
    transaction_id: number
    redirect: { url: string; method: string; fields: Record<string, string> }
  }
}

/** What the browser does when the bank sends it back. */
async function callback(
  gateway: string,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
) {
  const url = `${ctx.url}/api/payments/callback/${gateway}`
  const res =
    method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams(params)}`, { redirect: 'manual' })
      : await fetch(url, {
          method: 'POST',
          body: new URLSearchParams(params),
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!, 'http://x')
}

const billRow = async (id: number) =>
  (await ctx.db.select().from(bills).where(eq(bills.id, id)))[0]!
const attemptOf = async (id: number) =>
  (await ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!
const flaggedAudit = async (id: number) =>
  (
    await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'payment.flagged'),
          eq(auditLogs.resource, 'transactions'),
          eq(auditLogs.recordId, String(id)),
        ),
      )
  )[0]?.after
const donationRow = async (id: number) =>
  (await ctx.db.select().from(charities).where(eq(charities.id, id)))[0]!

describe('the sandbox gateway', () => {
  it('takes a guest donation end to end and shows the receipt by the bill token', async () => {
    const guest = ctx.client()
    const { charity, bill } = await donate(guest, {
      mobile: uniqueMobile(),
      description: 'برای سلامتی مادرم',
    })
    expect(bill.total).toBe(50000)
    const { redirect } = await pay(guest, bill, 'sandbox')
    expect(redirect.url).toMatch(/\/api\/payments\/sandbox\/S[0-9a-f]+$/)
    // APP_URL names the public address; the test server listens elsewhere.
    const local = (url: string) => url.replace(ctx.config.appUrl, ctx.url)
    const page = await fetch(local(redirect.url))
    const html = await page.text()
    expect(html).toContain('۵۰٬۰۰۰ تومان')
    const ok = /href="([^"]+Status=OK[^"]*)"/
      .exec(html)![1]!
      .replace(/&#38;/g, '&')
      .replace(/&amp;/g, '&')
    const back = await fetch(local(ok), { redirect: 'manual' })
    const location = new URL(back.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/verify')
    expect(location.searchParams.get('status')).toBe('paid')
    const receipt = await ctx
      .client()
      .get(`/api/bills/${bill.id}?token=${location.searchParams.get('token')}`)
    expect(receipt.body.data).toMatchObject({
      status: 'paid',
      total: 50000,
      receipt: { gateway: 'sandbox', status: 'paid' },
    })
    expect(receipt.body.data.receipt.reference_id).toMatch(/^SB\d+$/)
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('leaves the bill payable after the payer cancels', async () => {
    const client = ctx.client()
    const { bill } = await donate(client)
    const first = await pay(client, bill, 'sandbox')
    const token = first.redirect.url.split('/').pop()!
    const back = await callback('sandbox', { Authority: token, Status: 'NOK' })
    expect(back.searchParams.get('status')).toBe('canceled')
    expect((await billRow(bill.id)).status).toBe('unpaid')
    const second = await pay(client, bill, 'sandbox')
    expect(second.transaction_id).not.toBe(first.transaction_id)
  })
})

describe('Zarinpal', () => {
  beforeEach(() => useGateways({ zarinpal: true }))

  it('pays through request, StartPay and verify, in rial', async () => {
    const client = ctx.client()
    const { charity, bill } = await donate(client, { amount: '۷۵٬۰۰۰' })
    const { redirect } = await pay(client, bill, 'zarinpal')
    expect(redirect).toMatchObject({ method: 'GET' })
    const authority = redirect.url.split('/').pop()!
    expect(redirect.url).toBe(`${zarinpal.url}/pg/StartPay/${authority}`)
    expect(zarinpal.payments.get(authority)?.amount).toBe(750000)
    const back = await callback('zarinpal', zarinpal.pay(authority))
    expect(back.searchParams.get('status')).toBe('paid')
    expect((await billRow(bill.id)).status).toBe('paid')
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('starts one payment for a double click, even while the bank is still answering the first', async () => {
    const client = ctx.client()
    const { bill } = await donate(client)
    // The first click's request to Zarinpal takes a while; the other clicks land meanwhile.
    zarinpal.delayNext('request', 300)
    const requests = zarinpal.calls.filter((c) => c.endpoint === 'request').length

    const clicks = await Promise.all(Array.from({ length: 5 }, () => pay(client, bill, 'zarinpal')))

    const rows = await ctx.db.select().from(transactions).where(eq(transactions.billId, bill.id))
    expect(rows).toHaveLength(1)
    expect(zarinpal.calls.filter((c) => c.endpoint === 'request').length - requests).toBe(1)
    expect(new Set(clicks.map((c) => c.transaction_id))).toEqual(new Set([rows[0]!.id]))
    expect(new Set(clicks.map((c) => c.redirect.url)).size).toBe(1)
    const again = await pay(client, bill, 'zarinpal')
    expect(again.transaction_id).toBe(rows[0]!.id)
  })

  it('is not offered alongside the sandbox once configured', async () => {
    const props = await ctx.client().get('/api/props')
    expect(props.body.PaymentMethods.map((m: { name: string }) => m.name)).toEqual(['zarinpal'])
    expect(props.body.defaultGateway).toBe('zarinpal')
    const client = ctx.client()
    const { bill } = await donate(client)
    const res = await client.post(`/api/bills/${bill.id}/pay`, {
      gateway: 'sandbox',
      token: bill.token,
    })
    expect(res.status).toBe(422)
  })

  it('credits once when the callback is replayed 10 times', async () => {
    const client = ctx.client()
    const { charity, bill } = await donate(client)
    const authority = (await pay(client, bill, 'zarinpal')).redirect.url.split('/').pop()!
    const params = zarinpal.pay(authority)
    const before = zarinpal.calls.filter((c) => c.endpoint === 'verify').length
    for (let i = 0; i < 10; i++)
      expect((await callback('zarinpal', params)).searchParams.get('status')).toBe('paid')
    const paid = await ctx.db.select().from(transactions).where(eq(transactions.billId, bill.id))
    expect(paid.filter((t) => t.status === 'paid')).toHaveLength(1)
    expect(zarinpal.calls.filter((c) => c.endpoint === 'verify').length - before).toBe(1)
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('credits once under 50 concurrent callbacks', async () => {
    const client = ctx.client()
    const { bill } = await donate(client)
    const authority = (await pay(client, bill, 'zarinpal')).redirect.url.split('/').pop()!
    const params = zarinpal.pay(authority)
    const before = zarinpal.calls.filter((c) => c.endpoint === 'verify').length
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => callback('zarinpal', params)),
    )
    expect(outcomes.every((o) => ['paid', 'pending'].includes(o.searchParams.get('status')!))).toBe(
      true,
    )
    expect(zarinpal.calls.filter((c) => c.endpoint === 'verify').length - before).toBe(1)
    const rows = await ctx.db.select().from(transactions).where(eq(transactions.billId, bill.id))
    expect(rows.filter((t) => t.status === 'paid')).toHaveLength(1)
    expect((await billRow(bill.id)).status).toBe('paid')
  })

  it('credits nothing when the bank took a different amount', async () => {
    const client = ctx.client()
    const { charity, bill } = await donate(client)
    const authority = (await pay(client, bill, 'zarinpal')).redirect.url.split('/').pop()!
    const back = await callback('zarinpal', zarinpal.pay(authority, { amount: 10000 }))
    expect(back.searchParams.get('status')).toBe('failed')
    expect((await billRow(bill.id)).status).toBe('unpaid')
    expect((await donationRow(charity.id)).status).toBe('unpaid')
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempt).toMatchObject({ status: 'failed', errorCode: '-50' })
  })

  it('ignores amounts a tampered callback claims', async () => {
    const client = ctx.client()
    const { bill } = await donate(client, { amount: 80000 })
    const authority = (await pay(client, bill, 'zarinpal')).redirect.url.split('/').pop()!
    const back = await callback('zarinpal', {
      ...zarinpal.pay(authority),
      Amount: '1',
      amount: '1',
    })
    expect(back.searchParams.get('status')).toBe('paid')
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempt!.amount).toBe(80000)
  })

  it('refuses a client that sends its own amount: the server takes the bill total', async () => {
    const client = ctx.client()
    const { bill } = await donate(client, { amount: 60000 })
    const res = await client.post(`/api/bills/${bill.id}/pay`, {
      gateway: 'zarinpal',
      token: bill.token,
      amount: 1000,
    })
    const authority = res.body.data.redirect.url.split('/').pop()!
    expect(zarinpal.payments.get(authority)?.amount).toBe(600000)
  })
})

describe('SEP', () => {
  beforeEach(() => useGateways({ sep: true, zarinpal: true }))

  it('pays through a token, a form post and VerifyTransaction', async () => {
    const client = ctx.client()
    const { charity, bill } = await donate(client)
    const { redirect } = await pay(client, bill, 'sep')
    expect(redirect).toMatchObject({ method: 'POST', url: `${sep.url}/OnlinePG/OnlinePG` })
    const back = await callback('sep', sep.pay(redirect.fields.Token!), 'POST')
    expect(back.searchParams.get('status')).toBe('paid')
    expect((await donationRow(charity.id)).status).toBe('paid')
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempt!.cardMask).toBeTruthy()
  })

  it('credits nothing when the affective amount differs, and the bill stays payable at Zarinpal', async () => {
    const client = ctx.client()
    const { charity, bill } = await donate(client)
    const { redirect } = await pay(client, bill, 'sep')
    const back = await callback('sep', sep.pay(redirect.fields.Token!, { amount: 1000 }), 'POST')
    expect(back.searchParams.get('status')).toBe('failed')
    expect((await donationRow(charity.id)).status).toBe('unpaid')
    const retry = await pay(client, bill, 'zarinpal')
    const authority = retry.redirect.url.split('/').pop()!
    expect((await callback('zarinpal', zarinpal.pay(authority))).searchParams.get('status')).toBe(
      'paid',
    )
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('never credits one bank reference to two bills, and flags the second for staff', async () => {
    const client = ctx.client()
    const first = await donate(client)
    const second = await donate(client)
    const a = await pay(client, first.bill, 'sep')
    const paid = sep.pay(a.redirect.fields.Token!)
    expect((await callback('sep', paid, 'POST')).searchParams.get('status')).toBe('paid')
    const b = await pay(client, second.bill, 'sep')
    const verifies = sep.calls.filter((c) => c.endpoint === 'verify').length
    // A forged callback for the second bill replaying the first payment's RefNum.
    const replay = { ...paid, Token: b.redirect.fields.Token!, ResNum: String(b.transaction_id) }
    expect((await callback('sep', replay, 'POST')).searchParams.get('status')).toBe('failed')
    expect((await billRow(second.bill.id)).status).toBe('unpaid')
    // The reused RefNum is never sent to SEP again, let alone reversed.
    expect(sep.calls.filter((c) => c.endpoint === 'verify').length).toBe(verifies)
    expect(sep.calls.some((c) => c.endpoint === 'reverse')).toBe(false)
    expect(await attemptOf(b.transaction_id)).toMatchObject({
      status: 'failed',
      flag: 'reference_reused',
    })
    expect(await flaggedAudit(b.transaction_id)).toMatchObject({ flag: 'reference_reused' })
  })

  it("a forged callback carrying a paid bill's RefNum reverses nothing and credits nothing", async () => {
    // Bill A is paid at SEP; before its own callback lands, its payer starts bill B for
    // another amount and posts B's token with A's RefNum.
    const client = ctx.client()
    const billA = await donate(client, { amount: 50000 })
    const billB = await donate(client, { amount: 70000 })
    const a = await pay(client, billA.bill, 'sep')
    const paidA = sep.pay(a.redirect.fields.Token!)
    const b = await pay(client, billB.bill, 'sep')
    const forged = { ...paidA, Token: b.redirect.fields.Token!, ResNum: String(b.transaction_id) }

    expect((await callback('sep', forged, 'POST')).searchParams.get('status')).toBe('failed')

    expect(sep.calls.some((c) => c.endpoint === 'reverse')).toBe(false)
    expect(sep.payments.get(a.redirect.fields.Token!)?.reversed).toBe(false)
    expect((await billRow(billB.bill.id)).status).toBe('unpaid')
    expect((await donationRow(billB.charity.id)).status).toBe('unpaid')
    expect(await attemptOf(b.transaction_id)).toMatchObject({ flag: 'amount_mismatch' })
    // A's own callback still credits A: SEP answers "repeated" with A's details.
    expect((await callback('sep', paidA, 'POST')).searchParams.get('status')).toBe('paid')
    expect((await donationRow(billA.charity.id)).status).toBe('paid')
    expect(sep.payments.get(a.redirect.fields.Token!)?.reversed).toBe(false)
  })

  it('shows staff a flagged attempt in the transactions list and lets them resolve it', async () => {
    const client = ctx.client()
    const { bill } = await donate(client)
    const { redirect, transaction_id } = await pay(client, bill, 'sep')
    await callback('sep', sep.pay(redirect.fields.Token!, { amount: 1000 }), 'POST')
    const accountant = ctx.client()
    await ctx.actingAs(accountant, await ctx.createUser({}, ['accountant']))

    const list = await accountant.get('/api/dashboard/transactions?filter[flagged]=true')

    expect(list.status).toBe(200)
    expect(list.body.data.find((t: { id: number }) => t.id === transaction_id)).toMatchObject({
      status: 'failed',
      flag: 'amount_mismatch',
    })
    const resolved = await accountant.post(
      `/api/dashboard/transactions/${transaction_id}/resolve`,
      {
        note: 'مبلغ از پنل سامان برگشت داده شد.',
      },
    )
    expect(resolved.status).toBe(200)
    expect((await attemptOf(transaction_id)).flag).toBeNull()
    const again = await accountant.post(`/api/dashboard/transactions/${transaction_id}/resolve`, {
      note: 'دوباره',
    })
    expect(again.status).toBe(409)
  })
})

describe('SEP answering a repeated verify', () => {
  beforeEach(() => useGateways({ sep: true }))
  afterEach(() => {
    sep.repeatedVerify = 'with-details'
  })

  async function lostVerify() {
    const client = ctx.client()
    const donation = await donate(client)
    const { redirect, transaction_id } = await pay(client, donation.bill, 'sep')
    sep.loseNext('verify')
    const back = await callback('sep', sep.pay(redirect.fields.Token!), 'POST')
    expect(back.searchParams.get('status')).toBe('pending')
    await ctx.db.execute(
      sql`update ${transactions} set created_at = now() - interval '20 minutes' where id = ${transaction_id}`,
    )
    return { ...donation, transactionId: transaction_id }
  }

  it('credits a payment SEP verified when the repeat comes with its details', async () => {
    const { charity, bill } = await lostVerify()

    await ctx.app.payments.reconcile()

    expect((await billRow(bill.id)).status).toBe('paid')
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('flags for staff, never fails silently, a payment SEP verified when the repeat has no details', async () => {
    sep.repeatedVerify = 'without-details'
    const { charity, bill, transactionId } = await lostVerify()

    await ctx.app.payments.reconcile()

    expect((await billRow(bill.id)).status).toBe('unpaid')
    expect((await donationRow(charity.id)).status).toBe('unpaid')
    expect(await attemptOf(transactionId)).toMatchObject({ status: 'failed', flag: 'unconfirmed' })
    expect(await flaggedAudit(transactionId)).toMatchObject({ flag: 'unconfirmed' })
  })

  it('flags a payer who came back from SEP when SEP never answers within a day', async () => {
    const { bill, transactionId } = await lostVerify()
    await ctx.db.execute(
      sql`update ${transactions} set created_at = now() - interval '25 hours' where id = ${transactionId}`,
    )
    sep.dropNext('verify')

    await ctx.app.payments.reconcile()

    expect((await billRow(bill.id)).status).toBe('unpaid')
    expect(await attemptOf(transactionId)).toMatchObject({ status: 'failed', flag: 'unanswered' })
  })
})

describe('reconciliation', () => {
  it('settles a stale pending transaction by asking the gateway', async () => {
    await useGateways({ zarinpal: true })
    const client = ctx.client()
    const { charity, bill } = await donate(client)
    const authority = (await pay(client, bill, 'zarinpal')).redirect.url.split('/').pop()!
    zarinpal.pay(authority) // The payer paid, but the browser never came back.
    await ctx.db.execute(
      sql`update ${transactions} set created_at = now() - interval '20 minutes' where bill_id = ${bill.id}`,
    )
    const result = await ctx.app.payments.reconcile()
    expect(result.settled).toBeGreaterThanOrEqual(1)
    expect((await billRow(bill.id)).status).toBe('paid')
    expect((await donationRow(charity.id)).status).toBe('paid')
  })

  it('fails a stale sandbox attempt nobody finished', async () => {
    const client = ctx.client()
    const { bill } = await donate(client)
    await pay(client, bill, 'sandbox')
    await ctx.db.execute(
      sql`update ${transactions} set created_at = now() - interval '20 minutes' where bill_id = ${bill.id}`,
    )
    await ctx.app.payments.reconcile()
    const [attempt] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempt!.status).toBe('failed')
    expect((await billRow(bill.id)).status).toBe('unpaid')
  })
})
