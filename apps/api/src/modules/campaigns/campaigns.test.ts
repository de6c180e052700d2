import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { insertMedia } from '../media/media.repository.ts'
import { bills } from '../payments/payments.tables.ts'
import { seedCampaigns } from './campaigns.seed.ts'
import { tehranDay } from './campaigns.service.ts'
import { campaignDonations, campaigns } from './campaigns.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })

const DAY_MS = 24 * 60 * 60 * 1000
const day = (offset: number) => tehranDay(new Date(Date.now() + offset * DAY_MS))

async function member(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

const admin = (await member(['admin'])).client
let slugs = 0

/** A published campaign made through the dashboard, as staff would. */
async function campaign(values: Record<string, unknown> = {}) {
  const res = await admin.post('/api/dashboard/campaigns', {
    title: 'آب برای روستا',
    slug: `campaign-${++slugs}`,
    summary: 'لوله‌کشی آب',
    description: '<p>شرح</p>',
    goal: '۱٬۰۰۰٬۰۰۰',
    min_amount: 10000,
    suggested_amounts: [50000, 20000],
    starts_at: day(-1),
    ends_at: day(10),
    published: true,
    ...values,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: number; slug: string; [key: string]: unknown }
}

const url = (slug: string) => `/api/campaigns/${encodeURIComponent(slug)}`

async function donate(client: TestClient, slug: string, body: Record<string, unknown>) {
  const res = await client.post(`${url(slug)}/donate`, body)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.bill as { id: number; token: string; total: number }
}

/** Starts paying a bill at the sandbox bank and returns the bank's authority for it. */
async function startPaying(client: TestClient, bill: { id: number; token: string }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status).toBe(200)
  return res.body.data.redirect.url.split('/').pop() as string
}

const callback = (authority: string) =>
  fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })

async function pay(client: TestClient, bill: { id: number; token: string }) {
  await callback(await startPaying(client, bill))
}

const figures = async (slug: string) => {
  const { collected, donors } = (await ctx.client().get(url(slug))).body.data
  return { collected, donors }
}

describe('giving to a campaign', () => {
  it('counts guests and users exactly once the sandbox bank has paid', async () => {
    const c = await campaign()
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const guestBill = await donate(guest, c.slug, { amount: '۵۰٬۰۰۰', mobile })
    expect(guestBill.total).toBe(50000)
    const { client: user } = await member()
    const userBill = await donate(user, c.slug, { amount: 120000, display_name: 'مریم' })

    // Unpaid gifts count for nothing.
    expect(await figures(c.slug)).toEqual({ collected: 0, donors: 0 })
    await pay(guest, guestBill)
    await pay(user, userBill)
    expect(await figures(c.slug)).toEqual({ collected: 170000, donors: 2 })

    // The same account, or the same guest mobile, giving again is still one donor each.
    await pay(user, await donate(user, c.slug, { amount: 30000 }))
    await pay(guest, await donate(ctx.client(), c.slug, { amount: 10000, mobile }))
    // A guest who leaves no mobile cannot be recognised: a new donor each time.
    await pay(guest, await donate(ctx.client(), c.slug, { amount: 10000 }))
    await pay(guest, await donate(ctx.client(), c.slug, { amount: 10000 }))
    expect(await figures(c.slug)).toEqual({ collected: 230000, donors: 4 })

    // A replayed callback credits nothing more.
    const again = await donate(user, c.slug, { amount: 40000 })
    const authority = await startPaying(user, again)
    await callback(authority)
    await callback(authority)
    expect(await figures(c.slug)).toEqual({ collected: 270000, donors: 4 })
  })

  it('adds up 30 concurrent callbacks for 10 donations exactly', async () => {
    const c = await campaign({ goal: 100_000_000 })
    const amounts = Array.from({ length: 10 }, (_, i) => 10000 + i * 1111)
    const authorities: string[] = []
    for (const amount of amounts) {
      const client = ctx.client()
      authorities.push(await startPaying(client, await donate(client, c.slug, { amount })))
    }
    const outcomes = await Promise.all(authorities.flatMap((a) => [a, a, a]).map(callback))
    expect(outcomes.every((o) => o.status === 302 || o.status === 303)).toBe(true)
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id))
    expect(row!.collected).toBe(amounts.reduce((sum, a) => sum + a, 0))
    expect(row!.donors).toBe(10)
    const paid = await ctx.db
      .select()
      .from(campaignDonations)
      .where(eq(campaignDonations.campaignId, c.id))
    expect(paid.filter((d) => d.status === 'paid')).toHaveLength(10)
  })

  it('shows the latest gifts with names only when the donor chose to', async () => {
    const c = await campaign()
    await pay(
      ctx.client(),
      await donate(ctx.client(), c.slug, { amount: 20000, display_name: 'رضا' }),
    )
    await pay(
      ctx.client(),
      await donate(ctx.client(), c.slug, { amount: 30000, display_name: 'پنهان', anonymous: true }),
    )
    await pay(ctx.client(), await donate(ctx.client(), c.slug, { amount: 40000 }))
    // Unpaid: not listed.
    await donate(ctx.client(), c.slug, { amount: 50000, display_name: 'بی‌پول' })
    const res = await ctx.client().get(url(c.slug))
    expect(
      res.body.data.recent_donations.map((d: Record<string, unknown>) => [
        d.name,
        d.anonymous,
        d.amount,
      ]),
    ).toEqual([
      [null, false, 40000],
      [null, true, 30000],
      ['رضا', false, 20000],
    ])
  })

  it('refuses a finished campaign with 409 in the reader’s language', async () => {
    const ended = await campaign({ starts_at: day(-10), ends_at: day(-1) })
    const closed = await campaign()
    const full = await campaign({ goal: 10000, stop_at_goal: true })
    await pay(ctx.client(), await donate(ctx.client(), full.slug, { amount: 10000 }))
    const res = await admin.put(`/api/dashboard/campaigns/${closed.id}/closed`, { closed: true })
    expect(res.body.data.status).toBe('finished')

    for (const slug of [ended.slug, closed.slug, full.slug]) {
      const refused = await ctx.client().post(`${url(slug)}/donate`, { amount: 20000 })
      expect(refused.status, slug).toBe(409)
      expect(refused.body.message).toBe('این پویش به پایان رسیده است و کمک تازه نمی‌پذیرد.')
      const page = await ctx.client().get(url(slug))
      expect(page.body.data).toMatchObject({ status: 'finished', days_left: null })
    }
    const english = await ctx.client('en').post(`${url(ended.slug)}/donate`, { amount: 20000 })
    expect(english.body.message).toBe('This campaign has ended and takes no new donations.')
    // Reopened, it takes gifts again.
    await admin.put(`/api/dashboard/campaigns/${closed.id}/closed`, { closed: false })
    expect((await ctx.client().post(`${url(closed.slug)}/donate`, { amount: 20000 })).status).toBe(
      201,
    )
  })

  it('validates live: the campaign’s minimum and the mobile, without writing a gift', async () => {
    const c = await campaign({ min_amount: 25000, suggested_amounts: [], slug: 'کمک-به-سیل' })
    const before = await ctx.db.select().from(campaignDonations)
    const precog = (only: string) => ({
      headers: { precognition: 'true', 'precognition-validate-only': only },
    })
    const low = await ctx
      .client()
      .post(`${url(c.slug)}/donate`, { amount: '۲۰٬۰۰۰' }, precog('amount'))
    expect(low.status).toBe(422)
    expect(low.headers.get('precognition')).toBe('true')
    expect(low.body.errors).toEqual({ amount: ['مبلغ باید دست‌کم ۲۵٬۰۰۰ تومان باشد.'] })
    const mobile = await ctx
      .client()
      .post(`${url(c.slug)}/donate`, { amount: 30000, mobile: '0912' }, precog('mobile'))
    expect(mobile.body.errors).toEqual({ mobile: ['شمارهٔ موبایل معتبر نیست.'] })
    const fine = await ctx
      .client()
      .post(
        `${url(c.slug)}/donate`,
        { amount: '۳۰٬۰۰۰', mobile: '۰۹۱۲۱۲۳۴۵۶۷' },
        precog('amount,mobile'),
      )
    expect(fine.status).toBe(204)
    expect(fine.headers.get('precognition-success')).toBe('true')
    expect(await ctx.db.select().from(campaignDonations)).toHaveLength(before.length)
    // The same rule on submit.
    const submitted = await ctx.client().post(`${url(c.slug)}/donate`, { amount: 20000 })
    expect(submitted.status).toBe(422)
    expect(submitted.body.errors.amount).toEqual(['مبلغ باید دست‌کم ۲۵٬۰۰۰ تومان باشد.'])
  })

  it("joins a guest's gifts to the account that signs in with that mobile", async () => {
    const c = await campaign()
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const bill = await donate(guest, c.slug, { amount: 60000, mobile })
    await pay(guest, bill)
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
    const me = await client.get('/api/user')
    const [gift] = await ctx.db
      .select()
      .from(campaignDonations)
      .where(eq(campaignDonations.billId, bill.id))
    expect(gift!.userId).toBe(me.body.id)
    const [billRow] = await ctx.db.select().from(bills).where(eq(bills.id, bill.id))
    expect(billRow!.userId).toBe(me.body.id)
    // Giving again signed in is the same donor.
    await pay(client, await donate(client, c.slug, { amount: 10000 }))
    expect(await figures(c.slug)).toEqual({ collected: 70000, donors: 1 })
  })
})

describe('campaign pages', () => {
  it('answers 404 JSON for an unknown, unpublished or not yet started campaign', async () => {
    const draft = await campaign({ published: false })
    const later = await campaign({ starts_at: day(3) })
    for (const slug of ['no-such-campaign', draft.slug, later.slug]) {
      const res = await ctx.client().get(url(slug))
      expect(res.status, slug).toBe(404)
      expect(res.body).toEqual({ message: 'موردی که دنبالش بودید پیدا نشد.' })
      expect((await ctx.client().post(`${url(slug)}/donate`, { amount: 20000 })).status).toBe(404)
    }
    const list = await ctx.client().get('/api/campaigns?per_page=100')
    const listed = list.body.data.map((c: { slug: string }) => c.slug)
    expect(listed).not.toContain(draft.slug)
    expect(listed).not.toContain(later.slug)
  })

  it('lists active and finished campaigns, featured first, with search and pages', async () => {
    const tag = `river${Date.now()}`
    const plain = await campaign({ title: `${tag} ساده` })
    const featured = await campaign({ title: `${tag} ویژه`, featured: true })
    const ended = await campaign({ title: `${tag} تمام`, starts_at: day(-9), ends_at: day(-2) })
    const active = await ctx.client().get(`/api/campaigns?status=active&search=${tag}`)
    expect(active.body.data.map((c: { id: number }) => c.id)).toEqual([featured.id, plain.id])
    expect(active.body.data[1]).toMatchObject({
      goal: 1_000_000,
      collected: 0,
      spent: 0,
      donors: 0,
      suggested_amounts: [20000, 50000],
      status: 'active',
      days_left: 10,
    })
    const finished = await ctx.client().get(`/api/campaigns?status=finished&search=${tag}`)
    expect(finished.body.data.map((c: { id: number }) => c.id)).toEqual([ended.id])
    const paged = await ctx.client().get(`/api/campaigns?search=${tag}&per_page=2&page=2`)
    expect(paged.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 })
    expect(paged.body.data).toHaveLength(1)
    const homepage = await ctx.client().get(`/api/campaigns?status=active&featured=1&search=${tag}`)
    expect(homepage.body.data.map((c: { id: number }) => c.id)).toEqual([featured.id])
  })

  it('shows a change made by another instance within two seconds', async () => {
    const c = await campaign()
    expect((await figures(c.slug)).collected).toBe(0)
    // Another app instance settles a gift: the row moves, this instance's copy does not know.
    await ctx.db
      .update(campaigns)
      .set({ collected: 5000, donors: 1, version: sql`${campaigns.version} + 1` })
      .where(eq(campaigns.id, c.id))
    expect((await figures(c.slug)).collected).toBe(0)
    await new Promise((r) => setTimeout(r, 2100))
    expect(await figures(c.slug)).toEqual({ collected: 5000, donors: 1 })
    // Revalidated with its ETag, an unchanged page costs a 304.
    const first = await ctx.client().get(url(c.slug))
    const again = await ctx
      .client()
      .get(url(c.slug), { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('keeps rich text safe: description and reports are sanitised', async () => {
    const c = await campaign({
      description:
        '<p onclick="steal()">خوش آمدید<script>alert(1)</script></p><a href="javascript:x()">پیوند</a>',
    })
    const report = await admin.post('/api/dashboard/campaign-reports', {
      campaign_id: c.id,
      title: 'گزارش اول',
      body: '<h3>خرید لوله</h3><img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><p style="color:red">انجام شد</p>',
      reported_on: day(0),
      amount_spent: '۲۵۰٬۰۰۰',
    })
    expect(report.status, JSON.stringify(report.body)).toBe(201)
    const page = (await ctx.client().get(url(c.slug))).body.data
    expect(page.description).toBe('<p>خوش آمدید</p><a>پیوند</a>')
    expect(page.reports[0].body).toBe('<h3>خرید لوله</h3><p>انجام شد</p>')
    expect(page).toMatchObject({ spent: 250000 })
  })

  it('previews a shared link with the campaign’s title, summary and cover, escaped', async () => {
    const c = await campaign({
      title: 'نان & "امید" <script>',
      summary: "کمک به <b>خانواده‌ها</b> $& 'همین امروز'",
      slug: 'نان-امید',
      cover: { url: '/storage/public/cover.jpg' },
    })
    const res = await ctx.client().get(`/campaign/${encodeURIComponent(c.slug)}`, {
      headers: { accept: 'text/html' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = res.text
    const title = 'نان &amp; &quot;امید&quot; &lt;script&gt;'
    const summary = 'کمک به &lt;b&gt;خانواده‌ها&lt;/b&gt; $&amp; &#39;همین امروز&#39;'
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toContain(`<meta property="og:title" content="${title}" />`)
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`)
    expect(html).toContain(`<meta name="description" content="${summary}" />`)
    expect(html).toContain(`<meta property="og:description" content="${summary}" />`)
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/storage/public/cover.jpg" />',
    )
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
    const canonical = `http://localhost:3000/campaign/${encodeURIComponent(c.slug)}`
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`)
    expect(html).not.toContain('<script>')
    // The app still boots from the same document.
    expect(html).toContain('<div id="root"></div>')

    const unknown = await ctx
      .client()
      .get('/campaign/no-such-one', { headers: { accept: 'text/html' } })
    expect(unknown.status).toBe(200)
    expect(unknown.text).toContain('<title>خیر</title>')
    expect(unknown.text).not.toContain('og:title')
  })
})

describe('campaigns in the dashboard', () => {
  it('checks a new campaign: Persian slugs, unique, dates in order, amounts', async () => {
    const taken = await campaign({ slug: 'یاری-مهر' })
    expect(taken.slug).toBe('یاری-مهر')
    const res = await admin.post('/api/dashboard/campaigns', {
      title: ' ',
      slug: 'یاری مهر',
      goal: 'بسیار',
      min_amount: 500,
      suggested_amounts: [5000],
      starts_at: day(5),
      ends_at: day(1),
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      title: ['این فیلد نباید خالی باشد.'],
      slug: ['این نامک قبلاً استفاده شده است.'],
      goal: ['مقدار باید عدد باشد.'],
      min_amount: ['مبلغ باید دست‌کم ۱٬۰۰۰ تومان باشد.'],
    })
    const dates = await admin.post('/api/dashboard/campaigns', {
      title: 'x',
      slug: 'bad slug!',
      goal: 100000,
      min_amount: 10000,
      suggested_amounts: [5000],
      starts_at: day(5),
      ends_at: day(1),
    })
    expect(dates.body.errors).toEqual({
      slug: ['نامک فقط می‌تواند حروف فارسی یا انگلیسی، عدد و خط تیره داشته باشد.'],
      ends_at: ['تاریخ پایان نباید پیش از تاریخ شروع باشد.'],
      'suggested_amounts.0': ['مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.'],
    })
  })

  it('publishes, unpublishes and filters by status, with history', async () => {
    const c = await campaign({ published: false })
    expect(c.status).toBe('draft')
    const on = await admin.put(`/api/dashboard/campaigns/${c.id}/published`, { published: true })
    expect(on.body.data).toMatchObject({ published: true, status: 'active' })
    expect((await ctx.client().get(url(c.slug))).status).toBe(200)
    const list = await admin.get(
      `/api/dashboard/campaigns?filter[status]=active&filter[id]=${c.id}`,
    )
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([c.id])
    const drafts = await admin.get(
      `/api/dashboard/campaigns?filter[status]=draft&filter[id]=${c.id}`,
    )
    expect(drafts.body.data).toEqual([])
    await admin.put(`/api/dashboard/campaigns/${c.id}/published`, { published: false })
    expect((await ctx.client().get(url(c.slug))).status).toBe(404)
    const history = await admin.get(`/api/dashboard/campaigns/${c.id}/history`)
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual([
      'unpublished',
      'published',
      'created',
    ])
  })

  it('edits a campaign without touching its collected money', async () => {
    const c = await campaign()
    await pay(ctx.client(), await donate(ctx.client(), c.slug, { amount: 45000 }))
    const edited = await admin.put(`/api/dashboard/campaigns/${c.id}`, {
      title: 'عنوان تازه',
      slug: c.slug,
      goal: 2_000_000,
      min_amount: 10000,
      starts_at: day(-1),
      published: true,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.data).toMatchObject({
      title: 'عنوان تازه',
      collected: 45000,
      donors: 1,
      ends_at: null,
    })
    expect((await ctx.client().get(url(c.slug))).body.data.title).toBe('عنوان تازه')
  })

  it('deletes only campaigns without gifts, all or none, with the spec’s failure message', async () => {
    const empty = await campaign()
    const given = await campaign()
    await donate(ctx.client(), given.slug, { amount: 20000 })
    const both = await admin.post('/api/dashboard/campaigns/bulk-delete', {
      ids: [empty.id, given.id],
    })
    expect(both.status).toBe(409)
    expect(both.body.message).toBe(
      'حذف ناموفق بود: برای این پویش کمک ثبت شده است؛ به‌جای حذف، آن را ببندید یا از انتشار خارج کنید.',
    )
    expect((await admin.get(`/api/dashboard/campaigns/${empty.id}`)).status).toBe(200)
    const one = await admin.post('/api/dashboard/campaigns/bulk-delete', { ids: [empty.id] })
    expect(one.body.data).toEqual({ deleted: 1 })
    expect((await admin.delete(`/api/dashboard/campaigns/${given.id}`)).status).toBe(409)
  })

  it("lists a campaign's donations with totals and exports them", async () => {
    const c = await campaign()
    const mobile = uniqueMobile()
    await pay(
      ctx.client(),
      await donate(ctx.client(), c.slug, { amount: 30000, mobile, display_name: 'نرگس' }),
    )
    await pay(ctx.client(), await donate(ctx.client(), c.slug, { amount: 70000 }))
    await donate(ctx.client(), c.slug, { amount: 90000 })
    const res = await admin.get(`/api/dashboard/campaign-donations?filter[campaign_id]=${c.id}`)
    expect(res.body.meta.totals).toEqual({ amount: '190000', paid: '100000', paid_count: 2 })
    const paid = await admin.get(
      `/api/dashboard/campaign-donations?filter[campaign_id]=${c.id}&filter[status]=paid&filter[amount][gte]=50000`,
    )
    expect(paid.body.data.map((d: { amount: number }) => d.amount)).toEqual([70000])
    const csv = await admin.get(
      `/api/dashboard/campaign-donations/export?format=csv&filter[campaign_id]=${c.id}&search=${mobile}`,
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = csv.text.replace('\ufeff', '').split('\r\n')
    expect(lines[0]).toBe(
      'شناسه,پویش,مبلغ (تومان),وضعیت,موبایل,نام نمایشی,صورت‌حساب,زمان پرداخت,زمان ثبت',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`,30000,پرداخت‌شده,${mobile},نرگس,`)
    const xlsx = await admin.get(
      `/api/dashboard/campaign-donations/export?format=xlsx&filter[campaign_id]=${c.id}`,
    )
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
  })

  it('keeps reports with media in order, and their spending on the page', async () => {
    const c = await campaign()
    const image = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/01/pipes.jpg',
      name: 'لوله‌ها',
      originalName: 'pipes.jpg',
      mime: 'image/jpeg',
      extension: 'jpg',
      kind: 'image',
      size: 1000,
      width: 1600,
      height: 900,
      variants: [{ width: 640, height: 360, key: 'public/2025/01/pipes-640w.webp', size: 100 }],
    })
    const video = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/01/work.mp4',
      name: 'اجرا',
      originalName: 'work.mp4',
      mime: 'video/mp4',
      extension: 'mp4',
      kind: 'video',
      size: 1000,
    })
    const pdf = await insertMedia(ctx.db, {
      disk: 'local',
      key: 'public/2025/01/invoice.pdf',
      name: 'فاکتور',
      originalName: 'invoice.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
      kind: 'document',
      size: 1000,
    })
    const report = (title: string, extra: Record<string, unknown> = {}) =>
      admin.post('/api/dashboard/campaign-reports', {
        campaign_id: c.id,
        title,
        body: `<p>${title}</p>`,
        reported_on: day(0),
        ...extra,
      })
    const refused = await report('سند', { media_ids: [pdf.id] })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ media_ids: ['گزینهٔ انتخاب‌شده معتبر نیست.'] })
    const first = (await report('اول', { media_ids: [video.id, image.id], amount_spent: 100000 }))
      .body.data
    const second = (await report('دوم', { amount_spent: 50000 })).body.data
    let page = (await ctx.client().get(url(c.slug))).body.data
    // The newest report comes first.
    expect(page.reports.map((r: { title: string }) => r.title)).toEqual(['دوم', 'اول'])
    expect(page.spent).toBe(150000)
    expect(page.reports[1].media).toEqual([
      expect.objectContaining({
        id: video.id,
        kind: 'video',
        url: '/storage/public/2025/01/work.mp4',
      }),
      expect.objectContaining({
        id: image.id,
        kind: 'image',
        variants: [{ width: 640, height: 360, url: '/storage/public/2025/01/pipes-640w.webp' }],
      }),
    ])

    const reordered = await admin.post('/api/dashboard/campaign-reports/reorder', {
      campaign_id: c.id,
      ids: [first.id, second.id],
    })
    expect(reordered.body.data.map((r: { id: number }) => r.id)).toEqual([first.id, second.id])
    const edited = await admin.put(`/api/dashboard/campaign-reports/${second.id}`, {
      campaign_id: c.id,
      title: 'دوم',
      body: '<p>ویرایش</p>',
      reported_on: day(0),
      amount_spent: '',
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    page = (await ctx.client().get(url(c.slug))).body.data
    expect(page.reports.map((r: { title: string }) => r.title)).toEqual(['اول', 'دوم'])
    expect(page.spent).toBe(100000)
    expect((await admin.delete(`/api/dashboard/campaign-reports/${first.id}`)).status).toBe(204)
    page = (await ctx.client().get(url(c.slug))).body.data
    expect(page.reports.map((r: { title: string }) => r.title)).toEqual(['دوم'])
    expect(page.spent).toBe(0)
    const listed = await admin.get(`/api/dashboard/campaign-reports?filter[campaign_id]=${c.id}`)
    expect(listed.body.data.map((r: { id: number }) => r.id)).toEqual([second.id])
  })

  it('refuses every campaign route to staff without the campaigns permissions', async () => {
    const { client: other } = await member(['accountant'])
    const routes = ctx.app.dashboardRoutes.filter((r) =>
      r.url.startsWith('/api/dashboard/campaign'),
    )
    expect(routes.length).toBeGreaterThanOrEqual(18)
    for (const route of routes) {
      const res = await other.request(
        route.method,
        route.url.replace(/:\w+/g, '1'),
        route.method === 'GET' ? undefined : {},
      )
      expect(res.status, `${route.method} ${route.url}`).toBe(403)
    }
    // Reports need their own group: `campaigns` alone does not open them.
    expect(
      routes
        .filter((r) => r.url.includes('campaign-reports'))
        .every((r) => r.permission?.startsWith('campaign-reports.')),
    ).toBe(true)
    expect(
      routes
        .filter((r) => !r.url.includes('campaign-reports'))
        .every((r) => r.permission?.startsWith('campaigns.')),
    ).toBe(true)
  })
})

describe('demo data', () => {
  it('seeds two active campaigns and a finished one with a report, each with a cover', async () => {
    await seedCampaigns(ctx.db)
    const demo = ['آب-برای-روستا', 'school-supplies', 'winter-heating']
    const pages = await Promise.all(
      demo.map(async (slug) => (await ctx.client().get(url(slug))).body.data),
    )
    expect(pages.map((p) => p.status)).toEqual(['active', 'active', 'finished'])
    expect(pages.every((p) => p.cover?.url.startsWith('/demo/campaigns/'))).toBe(true)
    expect(pages[2].reports).toHaveLength(1)
    const home = await ctx.client().get('/api/campaigns?status=active&featured=1&per_page=100')
    const featured = home.body.data.map((c: { slug: string }) => c.slug)
    expect(featured).toEqual(expect.arrayContaining(demo.slice(0, 2)))
  })
})
