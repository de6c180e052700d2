import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp, uniqueMobile, type TestClient } from '../../../test/harness.ts'
import { bills } from '../payments/payments.tables.ts'
import { seedCharityTypes } from './charities.seed.ts'

const ctx = await setupTestApp({}, [], { workers: false })
await seedCharityTypes(ctx.db)

async function member(roles: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roles)
  await ctx.actingAs(client, user)
  return { client, user }
}

/** Pays a bill through the sandbox, as a payer's browser would. */
async function payInSandbox(client: TestClient, bill: { id: number; token?: string | null }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token ?? null,
  })
  const authority = res.body.data.redirect.url.split('/').pop()
  await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })
}

describe('giving', () => {
  it('refuses an amount below the type minimum, in Persian with Persian digits', async () => {
    const res = await ctx.client().post('/api/charities', { type: 'sadaqa', amount: 4000 })
    expect(res.status).toBe(422)
    expect(res.body.errors.amount).toEqual(['مبلغ باید دست‌کم ۵٬۰۰۰ تومان باشد.'])
  })

  it('validates live without writing a donation', async () => {
    const precog = { headers: { precognition: 'true', 'precognition-validate-only': 'amount' } }
    const low = await ctx
      .client()
      .post('/api/charities', { type: 'zakat', amount: '۹٬۰۰۰' }, precog)
    expect(low.status).toBe(422)
    expect(low.body.errors).toEqual({ amount: ['مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.'] })
    const fine = await ctx
      .client()
      .post('/api/charities', { type: 'zakat', amount: '۱۲٬۰۰۰' }, precog)
    expect(fine.status).toBe(204)
    const empty = await ctx.client().post('/api/charities', { type: 'zakat', amount: '' }, precog)
    expect(empty.body.errors.amount).toEqual(['این فیلد نباید خالی باشد.'])
    const words = await ctx
      .client()
      .post('/api/charities', { type: 'zakat', amount: 'ده هزار' }, precog)
    expect(words.body.errors.amount).toEqual(['مقدار باید عدد باشد.'])
  })

  it('refuses an unknown or inactive type', async () => {
    const res = await ctx.client().post('/api/charities', { type: 'lottery', amount: 50000 })
    expect(res.body.errors.type).toEqual(['گزینهٔ انتخاب‌شده معتبر نیست.'])
  })

  it("joins a guest's donations to the account that signs in with that mobile", async () => {
    const mobile = uniqueMobile()
    const guest = ctx.client()
    const made = await guest.post('/api/charities', { type: 'nazr', amount: 30000, mobile })
    await payInSandbox(guest, made.body.data.bill)
    const client = ctx.client()
    await client.post('/api/auth/otp/send', { mobile })
    const code = (await ctx.lastSms(mobile))!.code
    await client.post('/api/auth/otp/verify', {
      mobile,
      code,
      first_name: 'مهدی',
      last_name: 'سلیمانی',
    })
    const mine = await client.get('/api/charities')
    expect(mine.body.data.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [made.body.data.charity.id, 'paid'],
    ])
    const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, made.body.data.bill.id))
    expect(bill!.userId).not.toBeNull()
    expect((await client.get('/api/bills')).body.data[0].receipt.status).toBe('paid')
  })

  it('pays three donations in one bill and keeps the old bills from being paid', async () => {
    const { client } = await member()
    const made = []
    for (const [type, amount] of [
      ['sadaqa', 20000],
      ['zakat', 100000],
      ['general', 50000],
    ] as const) {
      made.push((await client.post('/api/charities', { type, amount })).body.data)
    }
    const all = await client.post('/api/charities/pay-all')
    expect(all.status).toBe(201)
    expect(all.body.data.count).toBe(3)
    expect(all.body.data.bill.total).toBe(170000)
    expect(all.body.data.bill.items).toHaveLength(3)
    const old = await client.post(`/api/bills/${made[0].bill.id}/pay`, { gateway: 'sandbox' })
    expect(old.status).toBe(409)
    await payInSandbox(client, all.body.data.bill)
    const summary = await client.get('/api/charities/summary')
    expect(summary.body.data).toMatchObject({ paid_total: 170000, paid_count: 3, unpaid_count: 0 })
    expect((await client.post('/api/charities/pay-all')).status).toBe(409)
  })

  it('keeps users out of each other’s donations and bills', async () => {
    const a = await member()
    const b = await member()
    const made = (await a.client.post('/api/charities', { type: 'sadaqa', amount: 20000 })).body
      .data
    expect((await b.client.get(`/api/charities/${made.charity.id}`)).status).toBe(404)
    expect((await b.client.get(`/api/bills/${made.bill.id}`)).status).toBe(404)
    expect(
      (await b.client.post(`/api/bills/${made.bill.id}/pay`, { gateway: 'sandbox' })).status,
    ).toBe(404)
    expect((await b.client.get('/api/charities')).body.data).toEqual([])
    expect((await b.client.get('/api/bills')).body.data).toEqual([])
    // A guest holding the bill token (the payer's own browser) may open it.
    expect(
      (await ctx.client().get(`/api/bills/${made.bill.id}?token=${made.bill.token}`)).status,
    ).toBe(200)
    expect((await ctx.client().get(`/api/bills/${made.bill.id}?token=wrong`)).status).toBe(404)
  })
})

describe('charity types in the dashboard', () => {
  it('feeds the props, and a price change shows there at once', async () => {
    const props = await ctx.client().get('/api/props')
    const zakat = props.body.charityTypes.find((t: { slug: string }) => t.slug === 'zakat')
    expect(zakat.price).toEqual({ default_amounts: [100000, 500000, 1000000], min_amount: 10000 })
    // `islamic` is the Islamic obligations' category, which zakat is in.
    expect(zakat.islamic).toBe(true)
    expect(props.body.islamic).toBe(zakat.category_id)
    expect(props.body.charityCategories).toContainEqual({
      id: zakat.category_id,
      title: 'واجبات شرعی',
      description: expect.any(String),
    })
    const { client } = await member(['admin'])
    const res = await client.put(`/api/dashboard/charity-types/${zakat.id}/price`, {
      default_amounts: ['۲۰۰٬۰۰۰', 100000],
      min_amount: 20000,
    })
    expect(res.body.data).toMatchObject({ default_amounts: [100000, 200000], min_amount: 20000 })
    const after = await ctx.client().get('/api/props')
    expect(
      after.body.charityTypes.find((t: { slug: string }) => t.slug === 'zakat').price.min_amount,
    ).toBe(20000)
    expect(after.headers.get('etag')).not.toBe(props.headers.get('etag'))
  })

  it('needs charity-price to change prices, and charity-types to edit types', async () => {
    const { client } = await member(['accountant'])
    expect(
      (
        await client.put('/api/dashboard/charity-types/1/price', {
          default_amounts: [],
          min_amount: 5000,
        })
      ).status,
    ).toBe(403)
    expect(
      (await client.post('/api/dashboard/charity-types', { slug: 'x', title: 'x' })).status,
    ).toBe(403)
  })

  it('checks a new type: a lower-case slug and a title', async () => {
    const { client } = await member(['admin'])
    const res = await client.post('/api/dashboard/charity-types', { slug: 'Bad Slug', title: ' ' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      slug: ['نامک فقط می‌تواند حروف کوچک انگلیسی، عدد و خط تیره داشته باشد.'],
      title: ['نام خیریه نباید خالی باشد.'],
      category_id: ['این فیلد نباید خالی باشد.'],
    })
    const taken = await client.post('/api/dashboard/charity-types', {
      slug: 'zakat',
      title: 'x',
      category_id: 999999,
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({
      slug: ['این نامک قبلاً استفاده شده است.'],
      category_id: ['گزینهٔ انتخاب‌شده معتبر نیست.'],
    })
  })

  it('refuses deleting a type that has donations', async () => {
    const { client } = await member(['admin'])
    await ctx.client().post('/api/charities', { type: 'kaffara', amount: 20000 })
    const list = await client.get('/api/dashboard/charity-types?filter[slug]=kaffara')
    const res = await client.delete(`/api/dashboard/charity-types/${list.body.data[0].id}`)
    expect(res.status).toBe(409)
  })
})

describe('transactions in the dashboard', () => {
  it('filters by kind, status and amount with totals for the filter', async () => {
    const { client: donor } = await member()
    const billIds: number[] = []
    for (const amount of [30000, 70000, 29000]) {
      const made = (await donor.post('/api/charities', { type: 'general', amount })).body.data
      await payInSandbox(donor, made.bill)
      billIds.push(made.bill.id)
    }
    // Left unpaid: the status filter keeps it out.
    const unpaid = (await donor.post('/api/charities', { type: 'general', amount: 80000 })).body
      .data
    await donor.post(`/api/bills/${unpaid.bill.id}/pay`, { gateway: 'sandbox' })
    const { client } = await member(['accountant'])
    const res = await client.get(
      '/api/dashboard/transactions?filter[kind]=charity&filter[status]=paid&filter[amount][gte]=30000&per_page=100',
    )
    expect(res.status).toBe(200)
    const listed = res.body.data.map((t: { amount: number }) => t.amount)
    expect(listed).toEqual(expect.arrayContaining([30000, 70000]))
    expect(listed).not.toContain(29000)
    expect(listed).not.toContain(80000)
    expect(
      res.body.data.every(
        (t: { status: string; kinds: string[]; amount: number }) =>
          t.status === 'paid' && t.kinds.includes('charity') && t.amount >= 30000,
      ),
    ).toBe(true)
    // Money sums come as strings of digits (exact past 2^53).
    expect(res.body.meta.totals.paid).toBe(
      String(res.body.data.reduce((s: number, t: { amount: number }) => s + t.amount, 0)),
    )
    const none = await client.get('/api/dashboard/transactions?filter[kind]=crown')
    expect(none.body.meta.total).toBe(0)
  })

  it('exports CSV and XLSX for transactions.export holders only', async () => {
    const { client } = await member(['accountant'])
    const csv = await client.get(
      '/api/dashboard/transactions/export?format=csv&filter[status]=paid',
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.startsWith('شناسه,')).toBe(true)
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const raw = await fetch(`${ctx.url}/api/dashboard/transactions/export?format=csv`, {
      headers: { cookie },
    })
    // The byte-order mark (which fetch's text() hides) makes Excel read Persian correctly.
    expect([...Buffer.from(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const xlsx = await fetch(`${ctx.url}/api/dashboard/transactions/export?format=xlsx`, {
      headers: { cookie },
    })
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    const { client: operator } = await member(['operator'])
    expect((await operator.get('/api/dashboard/transactions/export?format=csv')).status).toBe(403)
    const { client: admin } = await member(['admin'])
    expect((await admin.get('/api/dashboard/transactions/export?format=pdf')).status).toBe(422)
  })
})

describe('categories of giving in the dashboard', () => {
  const categories = '/api/dashboard/categories'

  it('needs the categories permissions, each for its own action', async () => {
    const { client: accountant } = await member(['accountant'])
    expect((await accountant.get(categories)).status).toBe(403)
    expect((await accountant.post(categories, { title: 'نذورات' })).status).toBe(403)
    const { client: viewer } = await member([await ctx.createRole(['categories.view'])])
    const list = await viewer.get(categories)
    expect(list.status).toBe(200)
    const first = list.body.data[0] as { id: number }
    expect((await viewer.post(categories, { title: 'نذورات' })).status).toBe(403)
    expect((await viewer.put(`${categories}/${first.id}`, { title: 'نذورات' })).status).toBe(403)
    expect((await viewer.delete(`${categories}/${first.id}`)).status).toBe(403)
    // Managing kinds of giving is another permission.
    expect(
      (await viewer.post('/api/dashboard/charity-types', { slug: 'x', title: 'x', category_id: 1 }))
        .status,
    ).toBe(403)
  })

  it('checks a category: a title of its own, and one Islamic obligations category', async () => {
    const { client } = await member(['admin'])
    const empty = await client.post(categories, { title: ' ', description: 'x'.repeat(501) })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      title: ['این فیلد نباید خالی باشد.'],
      description: ['این فیلد نباید بیشتر از ۵۰۰ نویسه باشد.'],
    })
    const taken = await client.post(categories, { title: 'کمک‌های عمومی' })
    expect(taken.body.errors).toEqual({ title: ['دسته‌ای با این عنوان وجود دارد.'] })
    const second = await client.post(categories, { title: 'عبادات', islamic: true })
    expect(second.status).toBe(422)
    expect(second.body.errors).toEqual({
      islamic: [
        'پیش‌تر دستهٔ «واجبات شرعی» برای واجبات شرعی تعیین شده است و فقط یک دسته می‌تواند باشد؛ ابتدا علامت آن را بردارید.',
      ],
    })
    // Live validation says the same without saving.
    const live = await client.post(
      categories,
      { title: 'کمک‌های عمومی' },
      { headers: { precognition: 'true', 'precognition-validate-only': 'title' } },
    )
    expect(live.status).toBe(422)
    expect(live.body.errors).toEqual({ title: ['دسته‌ای با این عنوان وجود دارد.'] })
    // Editing a category keeps its own title and mark.
    const list = await client.get(`${categories}?filter[title]=واجبات شرعی`)
    const obligations = list.body.data[0] as { id: number; title: string }
    const same = await client.put(`${categories}/${obligations.id}`, {
      title: obligations.title,
      islamic: true,
      sort: 1,
    })
    expect(same.status).toBe(200)
    expect(same.body.data).toMatchObject({ islamic: true, types_count: 4 })
  })

  it('puts kinds of giving in a new category, in the props, and refuses deleting it while it has them', async () => {
    const { client } = await member(['admin'])
    const made = await client.post(categories, {
      title: 'کمک به آموزش',
      description: 'نوشت‌افزار و شهریهٔ دانش‌آموزان',
      sort: 3,
    })
    expect(made.status).toBe(201)
    const category = made.body.data as { id: number; types_count: number }
    expect(category.types_count).toBe(0)
    const type = await client.post('/api/dashboard/charity-types', {
      slug: 'school',
      title: 'هزینهٔ تحصیل',
      category_id: String(category.id),
    })
    expect(type.status).toBe(201)
    expect(type.body.data).toMatchObject({
      category_id: category.id,
      category_title: 'کمک به آموزش',
    })

    const props = (await ctx.client().get('/api/props')).body
    expect(props.charityCategories.map((c: { title: string }) => c.title)).toEqual([
      'واجبات شرعی',
      'کمک‌های عمومی',
      'کمک به آموزش',
    ])
    expect(props.charityTypes.find((t: { slug: string }) => t.slug === 'school')).toMatchObject({
      category_id: category.id,
      islamic: false,
    })

    const refused = await client.delete(`${categories}/${category.id}`)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(
      'حذف ناموفق بود: این دسته نوع کمک دارد؛ ابتدا نوع‌های آن را به دستهٔ دیگری ببرید یا حذف کنید.',
    )
    expect((await client.get(`${categories}/${category.id}`)).status).toBe(200)

    // Moved out, the category is empty and may go.
    const general = (await client.get(`${categories}?filter[title]=کمک‌های عمومی`)).body.data[0]
    const moved = await client.put(`/api/dashboard/charity-types/${type.body.data.id}`, {
      slug: 'school',
      title: 'هزینهٔ تحصیل',
      category_id: general.id,
    })
    expect(moved.body.data.category_title).toBe('کمک‌های عمومی')
    expect((await client.delete(`${categories}/${category.id}`)).status).toBe(204)
    expect((await client.get(`${categories}/${category.id}`)).status).toBe(404)
    const after = (await ctx.client().get('/api/props')).body
    expect(after.charityCategories).toHaveLength(2)
  })
})
