import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { auditLogs } from '../audit/audit.tables.ts'
import { notifications } from '../notifications/notifications.tables.ts'
import { bills } from '../payments/payments.tables.ts'
import { smsMessages } from '../sms/sms.tables.ts'
import { crowns } from './crowns.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const HOUR_MS = 60 * 60 * 1000
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString()

async function member(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

const { client: admin, user: adminUser } = await member(['admin'])

let names = 0
async function crownType(values: Record<string, unknown> = {}) {
  const res = await admin.post('/api/dashboard/crown-types', {
    title: `تاج گل ${++names}`,
    price: 1_500_000,
    ...values,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; price: number; title: string }
}

async function location(values: Record<string, unknown> = {}) {
  const res = await admin.post('/api/dashboard/crown-locations', {
    name: `مسجد ${++names}`,
    address: 'تهران، خیابان انقلاب',
    lat: 35.7,
    lng: 51.39,
    ...values,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; name: string }
}

const type = await crownType({ title: 'تاج گل ساده', price: 1_500_000 })
const place = await location({ name: 'مسجد جامع' })

const order = (values: Record<string, unknown> = {}) => ({
  deceased: 'محمد رضایی',
  giver: 'خانوادهٔ کریمی',
  crown_type_id: type.id,
  location_id: place.id,
  ceremony_at: hoursFromNow(24),
  message: 'روحش شاد',
  ...values,
})

type Made = { crown: { id: number }; bill: { id: number; token: string; total: number } }

async function orderCrown(client: TestClient, values: Record<string, unknown> = {}) {
  const res = await client.post('/api/crowns', order(values))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as Made
}

/** Starts paying a bill at the sandbox bank and returns the bank's authority for it. */
async function startPaying(client: TestClient, bill: { id: number; token: string }) {
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

async function pay(client: TestClient, made: Made) {
  await callback(await startPaying(client, made.bill))
}

const crownRow = async (id: number) =>
  (await ctx.db.select().from(crowns).where(eq(crowns.id, id)))[0]!
const textsTo = (mobile: string) =>
  ctx.db.select().from(smsMessages).where(eq(smsMessages.to, mobile))
const staffNotices = (crownId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'crown'),
        eq(notifications.link, `/dashboard/crowns?id=${crownId}`),
      ),
    )

describe('ordering a crown', () => {
  it('pays a guest’s and a user’s order exactly once on the sandbox bank', async () => {
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const guestOrder = await orderCrown(guest, {
      mobile: mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!),
    })
    expect(guestOrder.bill.total).toBe(1_500_000)
    const { client: user, user: userRow } = await member()
    const userOrder = await orderCrown(user, { giver: 'شرکت نمونه', message: '' })

    expect((await crownRow(guestOrder.crown.id)).status).toBe('unpaid')
    await pay(guest, guestOrder)
    const userAuthority = await startPaying(user, userOrder.bill)
    await callback(userAuthority)
    // A replayed callback changes nothing.
    await callback(userAuthority)

    const paidGuest = await crownRow(guestOrder.crown.id)
    expect(paidGuest).toMatchObject({ status: 'paid', guest: true, mobile, userId: null })
    expect(paidGuest.paidAt).not.toBeNull()
    const paidUser = await crownRow(userOrder.crown.id)
    expect(paidUser).toMatchObject({
      status: 'paid',
      guest: false,
      mobile: userRow.mobile,
      userId: userRow.id,
      message: null,
    })

    // One receipt SMS each, through the outbox, with the receipt's link.
    const guestTexts = await textsTo(mobile)
    expect(guestTexts).toHaveLength(1)
    expect(guestTexts[0]!.text).toContain('سفارش تاج گل شما به یاد شادروان محمد رضایی پرداخت شد.')
    expect(guestTexts[0]!.text).toContain('۱٬۵۰۰٬۰۰۰ تومان')
    // Where and when the crown stands, in Persian digits.
    expect(guestTexts[0]!.text).toMatch(/\nمراسم: مسجد جامع، [۰-۹].*[۰-۹]{2}:[۰-۹]{2}/)
    expect(guestTexts[0]!.text).toContain(
      `/verify?bill=${guestOrder.bill.id}&token=${guestOrder.bill.token}`,
    )
    expect(await textsTo(userRow.mobile)).toHaveLength(1)

    // The staff who handle crowns hear of each paid order once.
    const notices = await staffNotices(userOrder.crown.id)
    expect(notices.map((n) => n.userId)).toContain(adminUser.id)
    expect(notices.filter((n) => n.userId === adminUser.id)).toHaveLength(1)
    expect(notices[0]!.title).toBe('سفارش تاج گل به یاد شادروان محمد رضایی')
    // The user has a receipt notification; the guest finds the receipt on /verify.
    const mine = await user.get('/api/notifications')
    expect(mine.body.data.map((n: { kind: string }) => n.kind)).toEqual(['receipt'])
    const receipt = await ctx
      .client()
      .get(`/api/bills/${guestOrder.bill.id}?token=${guestOrder.bill.token}`)
    expect(receipt.body.data).toMatchObject({ status: 'paid', total: 1_500_000 })
    expect(receipt.body.data.items[0]).toMatchObject({
      kind: 'crown',
      item_id: guestOrder.crown.id,
    })
    // The receipt's line names the ceremony's place and time too.
    expect(receipt.body.data.items[0].title).toMatch(/به یاد شادروان .+؛ مسجد جامع، [۰-۹]/)
  })

  it('settles 30 concurrent callbacks for 10 orders once each', async () => {
    const made: { order: Made; mobile: string }[] = []
    const authorities: string[] = []
    for (let i = 0; i < 10; i++) {
      const client = ctx.client()
      const mobile = uniqueMobile()
      const o = await orderCrown(client, { mobile })
      made.push({ order: o, mobile })
      authorities.push(await startPaying(client, o.bill))
    }
    const outcomes = await Promise.all(authorities.flatMap((a) => [a, a, a]).map(callback))
    expect(outcomes.every((o) => o.status === 302 || o.status === 303)).toBe(true)
    for (const { order: o, mobile } of made) {
      expect((await crownRow(o.crown.id)).status).toBe('paid')
      expect(await textsTo(mobile)).toHaveLength(1)
      const notices = await staffNotices(o.crown.id)
      expect(notices.filter((n) => n.userId === adminUser.id)).toHaveLength(1)
    }
  })

  it('takes the price from the type, never from the request', async () => {
    const dear = await crownType({ price: 4_500_000 })
    const res = await ctx.client().post('/api/crowns', {
      ...order({ crown_type_id: dear.id, mobile: uniqueMobile() }),
      amount: 1000,
      price: 1000,
      total: 1000,
    })
    expect(res.status).toBe(201)
    expect(res.body.data.bill.total).toBe(4_500_000)
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, res.body.data.bill.id))
    expect(bill!.total).toBe(4_500_000)
    // A later price change leaves the order's amount as it was.
    await admin.put(`/api/dashboard/crown-types/${dear.id}`, { title: 'گران', price: 9_000_000 })
    expect((await crownRow(res.body.data.crown.id)).amount).toBe(4_500_000)
  })

  it('names every missing field with the spec’s messages, writing nothing', async () => {
    const before = await ctx.db.select().from(crowns)
    const res = await ctx.client().post('/api/crowns', {})
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      deceased: ['نام متوفی نباید خالی باشد.'],
      giver: ['این فیلد نباید خالی باشد.'],
      crown_type_id: ['لطفاً نوع تاج گل را انتخاب کنید.'],
      location_id: ['لطفاً مکان مراسم را انتخاب کنید.'],
      ceremony_at: ['این فیلد نباید خالی باشد.'],
      mobile: ['این فیلد نباید خالی باشد.'],
    })
    const english = await ctx.client('en').post('/api/crowns', { deceased: ' ', location_id: '' })
    expect(english.body.errors.deceased).toEqual(['The name of the deceased cannot be empty.'])
    expect(english.body.errors.location_id).toEqual(['Please choose the ceremony location.'])
    const bad = await ctx.client().post('/api/crowns', {
      ...order({ mobile: '0912', ceremony_at: 'فردا' }),
    })
    expect(bad.body.errors).toEqual({
      mobile: ['شمارهٔ موبایل معتبر نیست.'],
      ceremony_at: ['تاریخ واردشده معتبر نیست.'],
    })
    // A signed-in giver needs no mobile: the account's is used.
    const { client } = await member()
    expect((await client.post('/api/crowns', order())).status).toBe(201)
    expect(await ctx.db.select().from(crowns)).toHaveLength(before.length + 1)
  })

  it('reads a local date and time (any digits) as Tehran time', async () => {
    const { client } = await member()
    const at = new Date(Date.now() + 48 * HOUR_MS)
    const tehran = new Date(at.getTime() + 3.5 * HOUR_MS).toISOString().slice(0, 16)
    const persian = tehran.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d]!)
    const made = await orderCrown(client, { ceremony_at: persian })
    const row = await crownRow(made.crown.id)
    expect(row.ceremonyAt.toISOString().slice(0, 16)).toBe(at.toISOString().slice(0, 16))
  })

  it('refuses an order after the cut-off, live and on submit, with a clear message', async () => {
    const guest = ctx.client()
    const late = await guest.post(
      '/api/crowns',
      order({ mobile: uniqueMobile(), ceremony_at: hoursFromNow(2) }),
    )
    expect(late.status).toBe(422)
    expect(late.body.errors).toEqual({
      ceremony_at: [
        'سفارش تاج گل تا ۳ ساعت پیش از آغاز مراسم پذیرفته می‌شود و زمان این مراسم نزدیک‌تر از آن است.',
      ],
    })
    const past = await guest.post(
      '/api/crowns',
      order({ mobile: uniqueMobile(), ceremony_at: hoursFromNow(-1) }),
    )
    expect(past.body.errors.ceremony_at).toEqual([
      'زمان مراسم گذشته است؛ لطفاً تاریخ و ساعت را بررسی کنید.',
    ])
    const live = await guest.post(
      '/api/crowns',
      { ceremony_at: hoursFromNow(2) },
      { headers: { precognition: 'true', 'precognition-validate-only': 'ceremony_at' } },
    )
    expect(live.status).toBe(422)
    expect(live.headers.get('precognition')).toBe('true')
    expect(Object.keys(live.body.errors)).toEqual(['ceremony_at'])

    // Staff move the cut-off to one hour: the same ceremony is taken.
    const set = await admin.put('/api/dashboard/crowns/settings', { cutoff_hours: '۱' })
    expect(set.body.data, JSON.stringify(set.body)).toEqual({ cutoff_hours: 1 })
    expect((await ctx.client().get('/api/crowns/options')).body.data.cutoff_hours).toBe(1)
    const fine = await guest.post(
      '/api/crowns',
      order({ ceremony_at: hoursFromNow(2), mobile: uniqueMobile() }),
      { headers: { precognition: 'true' } },
    )
    expect(fine.status).toBe(204)
    expect(
      (
        await guest.post(
          '/api/crowns',
          order({ ceremony_at: hoursFromNow(2), mobile: uniqueMobile() }),
        )
      ).status,
    ).toBe(201)
    const history = await admin.get('/api/dashboard/crowns/settings/history')
    expect(history.body.data[0]).toMatchObject({
      action: 'updated',
      before: { cutoff_hours: 3 },
      after: { cutoff_hours: 1 },
    })
    await admin.put('/api/dashboard/crowns/settings', { cutoff_hours: 3 })
  })

  it('refuses a day or time that does not exist, never moving it to another (issue 29)', async () => {
    const year = new Date().getUTCFullYear() + 1
    const impossible = [
      `${year}-02-30 10:00`,
      `${year}-04-31T10:00`,
      `${year}-13-01T10:00`,
      `${year}-06-10T24:30`,
      `${year}-06-10T10:75`,
      `${year}-02-30T10:00:00Z`,
    ]
    const answers = await Promise.all(
      impossible.map((ceremony_at) =>
        ctx.client().post('/api/crowns', order({ ceremony_at, mobile: uniqueMobile() })),
      ),
    )
    for (const [i, res] of answers.entries()) {
      expect(res.status, impossible[i]).toBe(422)
      expect(res.body.errors.ceremony_at, impossible[i]).toEqual(['تاریخ واردشده معتبر نیست.'])
    }
    const fine = await ctx
      .client()
      .post('/api/crowns', order({ ceremony_at: `${year}-02-28 10:00`, mobile: uniqueMobile() }))
    expect(fine.status, JSON.stringify(fine.body)).toBe(201)
    expect((await crownRow(fine.body.data.crown.id)).ceremonyAt.toISOString()).toBe(
      `${year}-02-28T06:30:00.000Z`,
    )
  })

  it('refuses paying an order once its cut-off has passed (issue 29)', async () => {
    const { client } = await member()
    const made = await orderCrown(client, { ceremony_at: hoursFromNow(24) })
    // A day later the ceremony is two hours away: ordering it now would be refused.
    await ctx.db
      .update(crowns)
      .set({ ceremonyAt: new Date(hoursFromNow(2)) })
      .where(eq(crowns.id, made.crown.id))

    const clicks = await Promise.all(
      [0, 1].map(() => client.post(`/api/bills/${made.bill.id}/pay`, { gateway: 'sandbox' })),
    )

    expect(clicks.map((c) => c.status)).toEqual([409, 409])
    expect(clicks[0]!.body.message).toBe('مهلت پرداخت این سفارش گذشته است و دیگر قابل پرداخت نیست.')
    client.lang = 'en'
    expect(
      (await client.post(`/api/bills/${made.bill.id}/pay`, { gateway: 'sandbox' })).body.message,
    ).toBe('The time to pay for this order has passed; it can no longer be paid.')
    expect((await crownRow(made.crown.id)).status).toBe('unpaid')
  })

  it('refuses a type price no bill may reach, live and on save (issue 29)', async () => {
    const tooMuch = { title: `تاج گل گران ${++names}`, price: 10_000_000_001 }
    const live = await admin.post('/api/dashboard/crown-types', tooMuch, {
      headers: { precognition: 'true' },
    })
    expect(live.status).toBe(422)
    const saved = await admin.post('/api/dashboard/crown-types', tooMuch)
    expect(saved.status).toBe(422)
    expect(saved.body.errors.price).toEqual(['مبلغ نباید بیشتر از ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد.'])
    const edited = await admin.put(`/api/dashboard/crown-types/${type.id}`, {
      title: type.title,
      price: 10_000_000_001,
    })
    expect(edited.status).toBe(422)
    expect(Object.keys(edited.body.errors)).toEqual(['price'])
  })

  it('refuses an inactive or deleted type or location', async () => {
    const gone = await crownType()
    const hidden = await crownType({ active: false })
    const closed = await location({ active: false })
    const removed = await location()
    expect((await admin.delete(`/api/dashboard/crown-types/${gone.id}`)).status).toBe(204)
    expect((await admin.delete(`/api/dashboard/crown-locations/${removed.id}`)).status).toBe(204)
    const guest = ctx.client()
    for (const [values, field, message] of [
      [
        { crown_type_id: gone.id },
        'crown_type_id',
        'این نوع تاج گل دیگر عرضه نمی‌شود؛ لطفاً نوع دیگری انتخاب کنید.',
      ],
      [
        { crown_type_id: hidden.id },
        'crown_type_id',
        'این نوع تاج گل دیگر عرضه نمی‌شود؛ لطفاً نوع دیگری انتخاب کنید.',
      ],
      [
        { location_id: closed.id },
        'location_id',
        'این مکان دیگر برای سفارش تاج گل در دسترس نیست؛ لطفاً مکان دیگری انتخاب کنید.',
      ],
      [
        { location_id: removed.id },
        'location_id',
        'این مکان دیگر برای سفارش تاج گل در دسترس نیست؛ لطفاً مکان دیگری انتخاب کنید.',
      ],
    ] as const) {
      const res = await guest.post('/api/crowns', order({ ...values, mobile: uniqueMobile() }))
      expect(res.status, field).toBe(422)
      expect(res.body.errors).toEqual({ [field]: [message] })
    }
    // The form offers neither.
    const options = (await ctx.client().get('/api/crowns/options')).body.data
    const typeIds = options.types.map((t: { id: number }) => t.id)
    const locationIds = options.locations.map((l: { id: number }) => l.id)
    expect(typeIds).toContain(type.id)
    expect(typeIds).not.toContain(hidden.id)
    expect(locationIds).toContain(place.id)
    expect(locationIds).not.toContain(closed.id)
    const publicList = (await ctx.client().get('/api/crown-locations')).body.data
    expect(publicList.map((l: { id: number }) => l.id)).not.toContain(closed.id)
    expect(
      (await ctx.client().get('/api/props')).body.CrownTypes.map((t: { id: number }) => t.id),
    ).not.toContain(hidden.id)
  })

  it("joins a guest's orders to the account that signs in with that mobile", async () => {
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const made = await orderCrown(guest, { mobile })
    await pay(guest, made)
    const client = ctx.client()
    await client.post('/api/auth/otp/send', { mobile })
    const code = (await ctx.lastSms(mobile))!.code
    const signedIn = await client.post('/api/auth/otp/verify', {
      mobile,
      code,
      first_name: 'سارا',
      last_name: 'کریمی',
    })
    expect(signedIn.status).toBe(200)
    const mine = await client.get('/api/crowns')
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([made.crown.id])
    expect(mine.body.data[0]).toMatchObject({ status: 'paid', bill_id: made.bill.id })
  })
})

describe('my orders', () => {
  it('shows each user only their own', async () => {
    const a = await member()
    const b = await member()
    const first = await orderCrown(a.client, { deceased: 'علی احمدی' })
    await pay(a.client, first)
    const second = await orderCrown(a.client, { deceased: 'زهرا محمدی' })
    const theirs = await orderCrown(b.client)

    const list = await a.client.get('/api/crowns')
    expect(list.body.meta).toMatchObject({ total: 2, current_page: 1 })
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([
      second.crown.id,
      first.crown.id,
    ])
    expect(list.body.data[1]).toMatchObject({
      deceased: 'علی احمدی',
      giver: 'خانوادهٔ کریمی',
      status: 'paid',
      amount: 1_500_000,
      type: { id: type.id, title: 'تاج گل ساده' },
      location: { id: place.id, name: 'مسجد جامع', address: 'تهران، خیابان انقلاب' },
      bill_id: first.bill.id,
      refunded_at: null,
    })
    expect((await a.client.get(`/api/crowns/${first.crown.id}`)).body.data.id).toBe(first.crown.id)
    const other = await a.client.get(`/api/crowns/${theirs.crown.id}`)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ message: 'موردی که دنبالش بودید پیدا نشد.' })
    expect((await b.client.get('/api/crowns')).body.data.map((c: { id: number }) => c.id)).toEqual([
      theirs.crown.id,
    ])
    for (const path of ['/api/crowns', `/api/crowns/${first.crown.id}`]) {
      expect((await ctx.client().get(path)).status, path).toBe(401)
    }
  })
})

describe('crowns in the dashboard', () => {
  /** Orders for a location of their own, so the filters below see only these. */
  async function scene() {
    const hall = await location({ name: 'تالار یادبود' })
    const big = await crownType({ title: 'دوطبقه', price: 2_800_000 })
    const tomorrow = hoursFromNow(24)
    const later = hoursFromNow(24 * 5)
    const o1 = await orderCrown(ctx.client(), {
      location_id: hall.id,
      deceased: 'حسن کاظمی',
      giver: 'همکاران شرکت آلفا',
      ceremony_at: tomorrow,
      mobile: uniqueMobile(),
    })
    const o2 = await orderCrown(ctx.client(), {
      location_id: hall.id,
      crown_type_id: big.id,
      deceased: 'مریم حسینی',
      ceremony_at: tomorrow,
      mobile: uniqueMobile(),
    })
    const o3 = await orderCrown(ctx.client(), {
      location_id: hall.id,
      deceased: 'رضا نادری',
      ceremony_at: later,
      mobile: uniqueMobile(),
    })
    const unpaid = await orderCrown(ctx.client(), {
      location_id: hall.id,
      deceased: 'بی‌پرداخت',
      ceremony_at: tomorrow,
      mobile: uniqueMobile(),
    })
    for (const o of [o1, o2, o3]) await pay(ctx.client(), o)
    return { hall, big, o1, o2, o3, unpaid, tomorrow }
  }
  const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((c) => c.id)

  it('filters, searches and totals the orders', async () => {
    const s = await scene()
    const base = `/api/dashboard/crowns?filter[location_id]=${s.hall.id}`
    const all = await admin.get(base)
    expect(all.body.meta.totals).toEqual({
      count: 4,
      paid_count: 3,
      paid_amount: String(1_500_000 + 2_800_000 + 1_500_000),
      printed_count: 0,
      delivered_count: 0,
      refunded_amount: '0',
    })
    const paid = await admin.get(`${base}&filter[paid]=true`)
    expect(ids(paid).sort()).toEqual([s.o1.crown.id, s.o2.crown.id, s.o3.crown.id].sort())
    expect(ids(await admin.get(`${base}&filter[paid]=false`))).toEqual([s.unpaid.crown.id])
    const day = new Date(s.tomorrow)
    const from = new Date(day.getTime() - HOUR_MS).toISOString()
    const to = new Date(day.getTime() + HOUR_MS).toISOString()
    const thatDay = await admin.get(
      `${base}&filter[paid]=1&filter[ceremony_at][gte]=${from}&filter[ceremony_at][lte]=${to}`,
    )
    expect(ids(thatDay).sort()).toEqual([s.o1.crown.id, s.o2.crown.id].sort())
    expect(ids(await admin.get(`${base}&filter[crown_type_id]=${s.big.id}`))).toEqual([
      s.o2.crown.id,
    ])
    expect(ids(await admin.get(`${base}&search=آلفا`))).toEqual([s.o1.crown.id])
    expect(ids(await admin.get(`${base}&search=${encodeURIComponent('حسيني')}`))).toEqual([
      s.o2.crown.id,
    ])
    const one = (await admin.get(`/api/dashboard/crowns/${s.o1.crown.id}`)).body.data
    expect(one).toMatchObject({
      guest: true,
      user: null,
      status: 'paid',
      giver: 'همکاران شرکت آلفا',
    })
    const choices = (await admin.get('/api/dashboard/crowns/filters')).body.data
    expect(choices.locations).toContainEqual({ id: s.hall.id, name: 'تالار یادبود', active: true })
    expect(choices.types).toContainEqual({ id: s.big.id, title: 'دوطبقه', active: true })
    const bad = await admin.get(`${base}&filter[status]=lost`)
    expect(bad.status).toBe(422)
  })

  it('marks orders printed and delivered in bulk, all or none, audited', async () => {
    const s = await scene()
    const refused = await admin.post('/api/dashboard/crowns/printed', {
      ids: [s.o1.crown.id, s.unpaid.crown.id],
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'برخی از سفارش‌های انتخاب‌شده پرداخت نشده، لغو یا بازپرداخت شده‌اند؛ هیچ سفارشی علامت نخورد.',
    )
    expect((await crownRow(s.o1.crown.id)).printedAt).toBeNull()

    const printed = await admin.post('/api/dashboard/crowns/printed', {
      ids: [s.o1.crown.id, s.o2.crown.id],
    })
    expect(printed.status).toBe(200)
    expect(printed.body.data.map((c: { status: string }) => c.status)).toEqual([
      'printed',
      'printed',
    ])
    const base = `/api/dashboard/crowns?filter[location_id]=${s.hall.id}`
    expect(ids(await admin.get(`${base}&filter[printed]=false&filter[paid]=true`))).toEqual([
      s.o3.crown.id,
    ])
    const delivered = await admin.post('/api/dashboard/crowns/delivered', {
      ids: [s.o1.crown.id, s.o3.crown.id],
    })
    expect(delivered.body.data.map((c: { status: string }) => c.status)).toEqual([
      'delivered',
      'delivered',
    ])
    // Delivered without a printed card counts as printed too.
    expect(delivered.body.data[1].printed_at).not.toBeNull()
    // Printing again leaves a delivered order delivered.
    await admin.post('/api/dashboard/crowns/printed', { ids: [s.o1.crown.id] })
    expect((await crownRow(s.o1.crown.id)).status).toBe('delivered')
    const totals = (await admin.get(base)).body.meta.totals
    expect(totals).toMatchObject({ printed_count: 3, delivered_count: 2 })

    const history = await admin.get(`/api/dashboard/crowns/${s.o1.crown.id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual([
      'delivered',
      'printed',
    ])
    expect(history.body.data[1]).toMatchObject({
      user: { id: adminUser.id },
      before: { status: 'paid', printed_at: null },
      after: { status: 'printed' },
    })
    expect((await admin.post('/api/dashboard/crowns/printed', { ids: [999999] })).status).toBe(404)
  })

  it('refuses a bulk mark that names an order twice, and marks none', async () => {
    const s = await scene()

    const res = await admin.post('/api/dashboard/crowns/printed', {
      ids: [s.o1.crown.id, s.o2.crown.id, s.o1.crown.id],
    })

    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ ids: ['شناسه‌های موجود را نمی‌توان دوباره به کار برد.'] })
    expect((await crownRow(s.o1.crown.id)).printedAt).toBeNull()
    expect((await crownRow(s.o2.crown.id)).printedAt).toBeNull()
  })

  it('cancels only unpaid orders and records refunds of paid ones', async () => {
    const s = await scene()
    const notUnpaid = await admin.post(`/api/dashboard/crowns/${s.o1.crown.id}/cancel`, {})
    expect(notUnpaid.status).toBe(409)
    expect(notUnpaid.body.message).toBe('فقط سفارشی را که هنوز پرداخت نشده است می‌توان لغو کرد.')
    const canceled = await admin.post(`/api/dashboard/crowns/${s.unpaid.crown.id}/cancel`, {})
    expect(canceled.body.data).toMatchObject({ status: 'canceled' })
    expect(canceled.body.data.canceled_at).not.toBeNull()

    const refundUnpaid = await admin.post(`/api/dashboard/crowns/${s.unpaid.crown.id}/refund`, {})
    expect(refundUnpaid.status).toBe(409)
    const refunded = await admin.post(`/api/dashboard/crowns/${s.o2.crown.id}/refund`, {
      note: 'مراسم لغو شد',
    })
    expect(refunded.body.data).toMatchObject({ status: 'paid', refund_note: 'مراسم لغو شد' })
    expect(refunded.body.data.refunded_at).not.toBeNull()
    expect((await admin.post(`/api/dashboard/crowns/${s.o2.crown.id}/refund`, {})).status).toBe(409)
    // A refunded order is not printed or delivered any more.
    expect(
      (await admin.post('/api/dashboard/crowns/printed', { ids: [s.o2.crown.id] })).status,
    ).toBe(409)
    // Payments' records stay as they were.
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, s.o2.bill.id))
    expect(bill!.status).toBe('paid')
    const totals = (await admin.get(`/api/dashboard/crowns?filter[location_id]=${s.hall.id}`)).body
      .meta.totals
    expect(totals).toMatchObject({
      paid_count: 3,
      paid_amount: String(1_500_000 + 1_500_000),
      refunded_amount: String(2_800_000),
    })
    const refundedList = await admin.get(
      `/api/dashboard/crowns?filter[location_id]=${s.hall.id}&filter[refunded]=true`,
    )
    expect(ids(refundedList)).toEqual([s.o2.crown.id])
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'crowns'), eq(auditLogs.recordId, String(s.o2.crown.id))))
    expect(audit.map((a) => a.action)).toEqual(['refunded'])

    // A canceled order whose bill is paid after all is paid: the money arrived.
    await pay(ctx.client(), s.unpaid)
    expect((await crownRow(s.unpaid.crown.id)).status).toBe('paid')
  })

  it('gives the print sheet the chosen or filtered orders, by location and ceremony time', async () => {
    const s = await scene()
    const chosen = await admin.get(
      `/api/dashboard/crowns/print?filter[ids]=${s.o3.crown.id},${s.o1.crown.id}`,
    )
    expect(ids(chosen)).toEqual([s.o1.crown.id, s.o3.crown.id])
    expect(chosen.body.data[0]).toMatchObject({
      deceased: 'حسن کاظمی',
      giver: 'همکاران شرکت آلفا',
      message: 'روحش شاد',
      location: { name: 'تالار یادبود', address: 'تهران، خیابان انقلاب' },
    })
    const filtered = await admin.get(
      `/api/dashboard/crowns/print?filter[location_id]=${s.hall.id}&filter[paid]=true`,
    )
    expect(ids(filtered)).toHaveLength(3)
    expect(ids(filtered).at(-1)).toBe(s.o3.crown.id)
    const csv = await admin.get(
      `/api/dashboard/crowns/export?format=csv&filter[location_id]=${s.hall.id}&filter[paid]=true`,
    )
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = csv.text.replace('\ufeff', '').split('\r\n')
    expect(lines[0]).toBe(
      'شناسه,شادروان,از طرف,نوع تاج گل,مکان مراسم,نشانی,زمان مراسم,مبلغ (تومان),وضعیت,بازپرداخت,موبایل,پیام,زمان پرداخت,زمان ثبت',
    )
    expect(lines).toHaveLength(4)
    expect(csv.text).toContain('مریم حسینی,خانوادهٔ کریمی,دوطبقه,تالار یادبود')
  })

  it('keeps a type or location in use: deactivate, never delete', async () => {
    const used = await crownType()
    const usedPlace = await location()
    await orderCrown(ctx.client(), {
      crown_type_id: used.id,
      location_id: usedPlace.id,
      mobile: uniqueMobile(),
    })
    const typeDelete = await admin.delete(`/api/dashboard/crown-types/${used.id}`)
    expect(typeDelete.status).toBe(409)
    expect(typeDelete.body.message).toBe(
      'حذف ناموفق بود: با این نوع تاج گل سفارش ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
    )
    const placeDelete = await admin.post('/api/dashboard/crown-locations/bulk-delete', {
      ids: [usedPlace.id],
    })
    expect(placeDelete.status).toBe(409)
    expect(placeDelete.body.message).toBe(
      'حذف ناموفق بود: برای این مکان سفارش تاج گل ثبت شده است؛ به‌جای حذف، آن را غیرفعال کنید.',
    )
    const off = await admin.put(`/api/dashboard/crown-locations/${usedPlace.id}`, {
      name: 'غیرفعال',
      lat: 35.7,
      lng: 51.4,
      active: false,
    })
    expect(off.body.data).toMatchObject({ active: false })
  })

  it('asks for its own permission on every action', async () => {
    const viewer = ctx.client()
    await ctx.actingAs(viewer, await ctx.createUser({}, [await ctx.createRole(['crowns.view'])]))
    const s = await scene()
    expect((await viewer.get('/api/dashboard/crowns')).status).toBe(200)
    expect((await viewer.get('/api/dashboard/crowns/print')).status).toBe(403)
    expect(
      (await viewer.post('/api/dashboard/crowns/printed', { ids: [s.o1.crown.id] })).status,
    ).toBe(403)
    expect(
      (await viewer.post(`/api/dashboard/crowns/${s.unpaid.crown.id}/cancel`, {})).status,
    ).toBe(403)
    expect((await viewer.put('/api/dashboard/crowns/settings', { cutoff_hours: 5 })).status).toBe(
      403,
    )
    const printer = ctx.client()
    await ctx.actingAs(printer, await ctx.createUser({}, [await ctx.createRole(['crowns.print'])]))
    expect((await printer.get('/api/dashboard/crowns')).status).toBe(403)
    expect(
      (await printer.post('/api/dashboard/crowns/printed', { ids: [s.o1.crown.id] })).status,
    ).toBe(200)
    expect(
      (await printer.post('/api/dashboard/crowns/delivered', { ids: [s.o1.crown.id] })).status,
    ).toBe(403)
    const operator = (await member(['operator'])).client
    expect((await operator.get('/api/dashboard/crowns')).status).toBe(403)
  })
})

describe('the order page', () => {
  it('previews a shared link in the reader’s language', async () => {
    const res = await ctx.client().get('/crown', { headers: { accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<title>تاج گل یادبود</title>')
    expect(res.text).toContain('<meta property="og:title" content="تاج گل یادبود" />')
    const english = await ctx.client('en').get('/crown', { headers: { accept: 'text/html' } })
    expect(english.text).toContain('<title>Memorial flower crown</title>')
  })
})
