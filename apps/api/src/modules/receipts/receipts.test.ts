import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jalaliYearStart, jalaliOf } from '@kheyr/contracts'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { seedCharityTypes } from '../charities/charities.seed.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { bills, transactions } from '../payments/payments.tables.ts'
import { queueSms } from '../sms/sms.service.ts'
import { smsMessages } from '../sms/sms.tables.ts'
import { sendReceipt } from './receipts.service.ts'

/** A staff route recording money received in person for a bill (modules offer their own). */
const cashProbe: FastifyPluginAsync = fp(async (app) => {
  app.post(
    '/api/probe/cash',
    { config: { auth: 'user' }, schema: { body: z.object({ bill_id: z.number() }) } },
    async (request) => {
      const { bill_id } = request.body as { bill_id: number }
      const bill = await app.db.transaction((tx) =>
        app.payments.recordCashPayment(tx, { request, note: 'دریافت در دفتر', billId: bill_id }),
      )
      return { data: { id: bill.id, status: bill.status } }
    },
  )
})

const ctx = await setupTestApp({}, [cashProbe], { workers: false })
await seedCharityTypes(ctx.db)

async function member(values: Record<string, unknown> = {}, roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser(values, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

type Made = { id: number; token: string; total: number }

/** A donation and its bill, by a signed-in user or a guest (who may leave a mobile). */
async function donate(client: TestClient, amount: number, mobile?: string): Promise<Made> {
  const res = await client.post('/api/charities', {
    type: 'sadaqa',
    amount,
    ...(mobile ? { mobile } : {}),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.bill as Made
}

/** Starts paying at the sandbox bank; the bank's authority for the attempt. */
async function startPaying(client: TestClient, bill: Made) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.redirect.url.split('/').pop() as string
}

const callback = (authority: string) =>
  fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })

async function pay(client: TestClient, bill: Made) {
  await callback(await startPaying(client, bill))
}

const textsTo = (mobile: string) =>
  ctx.db.select().from(smsMessages).where(eq(smsMessages.to, mobile))
const noticesOf = (userId: number) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId))

/** A file the way a browser downloads it: with the client's cookies, the bytes kept. */
const download = (client: TestClient, path: string) =>
  fetch(ctx.url + path, {
    headers: {
      'accept-language': client.lang,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  })
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

/** The receipt's link in a text, as a path with its query. */
const linkIn = (text: string) => {
  const url = /https?:\/\/\S+/.exec(text)?.[0]
  return url ? new URL(url) : null
}

describe('receipts', () => {
  it('notifies and texts the payer once per paid bill, with the amount and the receipt’s link', async () => {
    const { client, user } = await member()
    const bill = await donate(client, 125_000)
    const authority = await startPaying(client, bill)

    // The bank calls back twice at once, then once more: one settlement, one receipt.
    await Promise.all([callback(authority), callback(authority)])
    await callback(authority)

    const texts = await textsTo(user.mobile)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ kind: 'notification', status: 'queued', userId: user.id })
    expect(texts[0]!.text).toContain('پرداخت ۱۲۵٬۰۰۰ تومان شما ثبت شد.')
    const link = linkIn(texts[0]!.text)!
    expect(link.origin).toBe(ctx.config.appUrl)
    expect(link.pathname).toBe('/verify')
    expect(link.searchParams.get('bill')).toBe(String(bill.id))

    const told = await noticesOf(user.id)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      kind: 'receipt',
      title: 'پرداخت ۱۲۵٬۰۰۰ تومان شما ثبت شد',
      link: `${link.pathname}${link.search}`,
    })
    expect(told[0]!.body).toContain('بابت')

    // Another bill of the same person gets its own receipt.
    await pay(client, await donate(client, 30_000))
    expect(await textsTo(user.mobile)).toHaveLength(2)
    expect(await noticesOf(user.id)).toHaveLength(2)
  })

  it('texts a guest who left a mobile; the link opens that receipt and no other bill', async () => {
    const guest = ctx.client()
    const mobile = uniqueMobile()
    const bill = await donate(guest, 48_000, mobile)
    const other = await donate(ctx.client(), 52_000)
    await pay(guest, bill)

    const texts = await textsTo(mobile)
    expect(texts).toHaveLength(1)
    expect(texts[0]!.userId).toBeNull()
    const link = linkIn(texts[0]!.text)!
    const id = link.searchParams.get('bill')
    const token = link.searchParams.get('token')!

    // Anyone holding the text (a new browser, no session) sees the receipt.
    const stranger = ctx.client()
    const receipt = await stranger.get(`/api/bills/${id}?token=${encodeURIComponent(token)}`)
    expect(receipt.status).toBe(200)
    expect(receipt.body.data).toMatchObject({ id: bill.id, status: 'paid', total: 48_000 })
    expect(receipt.body.data.receipt.reference_id).toBeTruthy()
    // The token opens this bill only: another bill with it, or this one without it, is not found.
    expect((await stranger.get(`/api/bills/${other.id}?token=${token}`)).status).toBe(404)
    expect((await stranger.get(`/api/bills/${id}`)).status).toBe(404)
    expect((await stranger.get(`/api/bills/${id}?token=${token.slice(1)}`)).status).toBe(404)

    // A guest without a mobile gets nothing to a number, and no notification exists for nobody.
    const silent = ctx.client()
    const before = (await ctx.db.select().from(smsMessages)).length
    await pay(silent, await donate(silent, 20_000))
    expect((await ctx.db.select().from(smsMessages)).length).toBe(before)
  })

  it('sends a receipt for money staff received in person, never for a bill paid twice', async () => {
    const { client, user } = await member()
    const bill = await donate(client, 90_000)
    // Two attempts in two tabs (past the double-click window), both paid at the bank, at once:
    // the second is a duplicate kept for a refund, and tells nobody it was paid.
    const first = await startPaying(client, bill)
    await ctx.db
      .update(bills)
      .set({ payOpenUntil: new Date(Date.now() - 1000) })
      .where(eq(bills.id, bill.id))
    const second = await startPaying(client, bill)
    expect(second).not.toBe(first)
    await Promise.all([callback(first), callback(second)])
    const attempts = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.billId, bill.id))
    expect(attempts.map((a) => [a.status, a.duplicate]).sort()).toEqual([
      ['paid', false],
      ['paid', true],
    ])
    expect(await textsTo(user.mobile)).toHaveLength(1)
    expect(await noticesOf(user.id)).toHaveLength(1)

    // A bill staff mark paid in cash: the payer hears of it the same way.
    const unpaid = await donate(client, 40_000)
    const { client: staff } = await member({}, ['admin'])
    const cash = await staff.post('/api/probe/cash', { bill_id: unpaid.id })
    expect(cash.status, JSON.stringify(cash.body)).toBe(200)
    expect(cash.body.data.status).toBe('paid')
    const texts = await textsTo(user.mobile)
    expect(texts).toHaveLength(2)
    expect(texts[1]!.text).toContain('۴۰٬۰۰۰ تومان')
  })
})

describe('a receipt that cannot be sent', () => {
  it('never holds back the payment: the bill is paid, nobody is told', async () => {
    ctx.app.payments.sendReceiptsWith(async (tx, bill) => {
      await queueSms(ctx.app, tx, {
        to: '09120000001',
        text: `bill ${bill.id}`,
        kind: 'notification',
      })
      throw new Error('the outbox is full')
    })
    try {
      const { client, user } = await member()
      const bill = await donate(client, 61_000)
      await pay(client, bill)
      const [row] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
      expect(row!.status).toBe('paid')
      // What the failed receipt wrote is rolled back with it.
      expect(await textsTo('09120000001')).toHaveLength(0)
      expect(await textsTo(user.mobile)).toHaveLength(0)
    } finally {
      ctx.app.payments.sendReceiptsWith((tx, bill, items) => sendReceipt(ctx.app, tx, bill, items))
    }
  })
})

// ---- The yearly statement ------------------------------------------------------------------------

/** Moves a paid bill's payment to another moment (the payments of other years). */
const paidAt = (billId: number, at: Date) =>
  ctx.db.update(bills).set({ paidAt: at }).where(eq(bills.id, billId))

const HOUR_MS = 60 * 60 * 1000
const thisYear = jalaliOf(new Date()).year

/**
 * A PDF's text in reading order: each run is a text item, read back in logical order, and the
 * items of a right-to-left page come left to right, so they are taken from the end.
 */
async function pdfText(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise
  let text = ''
  let images = 0
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i)
    const content = await page.getTextContent()
    text += content.items
      .map((item) => ('str' in item ? item.str : ''))
      .reverse()
      .join(' ')
    const ops = await page.getOperatorList()
    images += ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length
  }
  return { text, images, pages: doc.numPages }
}
/** Letters only: spaces, zero-width non-joiners and marks pdf.js splits off are left out. */
const letters = (text: string) => text.normalize('NFKC').replace(/\s|\u200c|\u0654/g, '')

describe('the yearly statement', () => {
  it('holds the caller’s payments of that Jalali year only, with the total', async () => {
    const { client } = await member({ firstName: 'مریم', lastName: 'احمدی' })
    const a = await donate(client, 12_500)
    const b = await donate(client, 1_500_000)
    const lastYear = await donate(client, 70_000)
    const unpaid = await donate(client, 99_000)
    await pay(client, a)
    await pay(client, b)
    await pay(client, lastYear)
    // The last minute of the year before belongs to that year.
    await paidAt(lastYear.id, new Date(jalaliYearStart(thisYear).getTime() - 60_000))
    await paidAt(a.id, new Date(jalaliYearStart(thisYear).getTime() + HOUR_MS))
    // Someone else's payment, in the same year.
    const { client: other } = await member()
    await pay(other, await donate(other, 777_000))

    const res = await client.get(`/api/user/statement?year=${thisYear}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const statement = res.body.data
    expect(statement).toMatchObject({
      year: thisYear,
      from: jalaliYearStart(thisYear).toISOString(),
      to: jalaliYearStart(thisYear + 1).toISOString(),
      total: '1512500',
      first_year: thisYear - 1,
    })
    expect(statement.entries.map((e: { bill_id: number }) => e.bill_id)).toEqual([a.id, b.id])
    expect(statement.entries[0]).toMatchObject({
      kind: 'charity',
      amount: 12_500,
      gateway: 'sandbox',
    })
    expect(statement.entries[0].reference).toBeTruthy()
    expect(statement.entries.some((e: { bill_id: number }) => e.bill_id === unpaid.id)).toBe(false)

    const before = await client.get(`/api/user/statement?year=${thisYear - 1}`)
    expect(before.body.data.entries.map((e: { bill_id: number }) => e.bill_id)).toEqual([
      lastYear.id,
    ])
    expect(before.body.data.total).toBe('70000')
    // Persian digits in the address are read too; a year out of range is a 422.
    const persian = String(thisYear).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!)
    expect((await client.get(`/api/user/statement?year=${persian}`)).body.data.total).toBe(
      '1512500',
    )
    const bad = await client.get('/api/user/statement?year=12')
    expect(bad.status).toBe(422)
    expect(bad.body.errors.year).toBeTruthy()
  })

  it('is the caller’s own: a guest gets 401, another user sees only theirs', async () => {
    const guest = ctx.client()
    expect((await guest.get(`/api/user/statement?year=${thisYear}`)).status).toBe(401)
    expect((await guest.get(`/api/user/statement.pdf?year=${thisYear}`)).status).toBe(401)

    const { client: giver } = await member()
    await pay(giver, await donate(giver, 333_000))
    const { client: other } = await member()
    const empty = await other.get(`/api/user/statement?year=${thisYear}`)
    expect(empty.body.data).toMatchObject({ entries: [], total: '0', first_year: null })
    const pdf = await pdfText(
      await bytesOf(await download(other, `/api/user/statement.pdf?year=${thisYear}`)),
    )
    expect(letters(pdf.text)).toContain(letters('در این سال پرداختی از شما ثبت نشده است'))
    expect(pdf.text).not.toContain('۳۳۳٬۰۰۰')
  })

  it('downloads as a PDF with the charity’s name and logo, Persian amounts and the total', async () => {
    const admin = (await member({}, ['admin'])).client
    const logo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#1f5e4a' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png')
    const uploaded = await admin.postForm('/api/dashboard/media', form)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const media = uploaded.body.data
    const saved = await admin.put('/api/dashboard/settings/general', {
      site_name: 'خیریهٔ امید',
      logo: { url: media.url, media_id: media.id },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)

    const { client } = await member({ firstName: 'علی', lastName: 'رضایی' })
    await pay(client, await donate(client, 12_500))
    await pay(client, await donate(client, 2_800_000))

    const res = await download(client, `/api/user/statement.pdf?year=${thisYear}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toContain(`statement-${thisYear}.pdf`)
    const bytes = await bytesOf(res)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

    const pdf = await pdfText(bytes)
    expect(pdf.images).toBe(1)
    // The printable page gets the same letterhead.
    const json = await client.get(`/api/user/statement?year=${thisYear}`)
    expect(json.body.data.charity).toEqual({ name: 'خیریهٔ امید', logo: media.url })
    // Amounts in Persian digits, in reading order (digits are never reversed), and the total.
    expect(pdf.text).toContain('۱۲٬۵۰۰')
    expect(pdf.text).toContain('۲٬۸۰۰٬۰۰۰')
    expect(letters(pdf.text)).toContain(letters('جمع کل: ۲٬۸۱۲٬۵۰۰ تومان'))
    const persianYear = String(thisYear).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!)
    expect(pdf.text).toContain(persianYear)
    // Persian words come out whole and in order: the letters were shaped, not scattered.
    const read = letters(pdf.text)
    for (const words of ['خیریهٔ امید', 'گزارش سالانهٔ کمک‌ها', 'علی رضایی', 'صدقه و نذر', 'جمع کل'])
      expect(read).toContain(letters(words))
  })
})
