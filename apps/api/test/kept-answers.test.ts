import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { openDatabase } from '../src/db/client.ts'
import { KEPT_MODULES } from '../src/lib/kept-answers.ts'
import { seedCharityTypes } from '../src/modules/charities/charities.seed.ts'
import { needies } from '../src/modules/needies/needies.tables.ts'
import { users } from '../src/modules/users/users.tables.ts'
import { seedSubscriptionTypes } from '../src/modules/subscriptions/subscriptions.seed.ts'
import { SESSION_COOKIE } from '../src/plugins/session.ts'
import { setupTestApp, TestClient } from './harness.ts'

// Dashboard answers kept in memory (decision 021): served again with no query, and changed by the
// very next request after a write that affects them, whoever wrote.

const queries: string[] = []
const ctx = await setupTestApp({}, [], { workers: false, onQuery: (q) => queries.push(q) })
await seedCharityTypes(ctx.db)
await seedSubscriptionTypes(ctx.db)

async function signedIn(roleNames: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A request, and the statements it sent to the database. */
async function queriesOf(run: () => Promise<{ status: number; body: any }>) {
  queries.length = 0
  const res = await run()
  return { res, queries: [...queries] }
}

const { client: root } = await signedIn(['super-admin'])

const STATS = '/api/dashboard/stats'
const MEMBERSHIPS = '/api/dashboard/user-subscriptions?filter[status]=active&per_page=100'

type Bill = { id: number; token: string; total: number }

/** Pays a bill at the sandbox bank, as the payer's browser does. */
async function pay(bill: Bill) {
  const res = await ctx.client().post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const authority = (res.body.data.redirect.url as string).split('/').pop()
  const back = await fetch(
    `${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`,
    { redirect: 'manual' },
  )
  expect(new URL(back.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('paid')
}

/** A member's new membership, paid for one period. */
async function membership() {
  const { client, user } = await signedIn()
  const res = await client.post('/api/subscriptions', { type: 'general-support', amount: 100000 })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  await pay(res.body.data.bill)
  return { client, user, id: res.body.data.subscription.id as number }
}

let codes = 0
/** A valid national code, one per person registered here. */
function nationalCode() {
  const nine = String(321000000 + ++codes * 7907).padStart(9, '0')
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i)
  const r = sum % 11
  return `${nine}${r < 2 ? r : 11 - r}`
}
const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'فاطمه',
  family: 'کاشانی',
  national_code: nationalCode(),
  mobile: '09121112233',
  address: 'کاشان، کوچهٔ آزمایش',
  gender: 'female',
  priority: 'high',
  ...overrides,
})
const NEEDIES = `/api/dashboard/needies?filter[priority][gte]=high&filter[gender]=female&search=${encodeURIComponent('فاطمه')}`

describe('kept dashboard answers', () => {
  it('come from triggers that name every module an answer may read', async () => {
    const rows = rowsOf<{ args: string }>(
      await ctx.db.execute(sql`
        select encode(t.tgargs, 'escape') as args from pg_trigger t
        join pg_proc p on p.oid = t.tgfoid where p.proname = 'kheyr_tables_changed'`),
    )
    const named = new Set(rows.map((r) => r.args.split('\\000')[0]))
    expect([...named].sort()).toEqual([...KEPT_MODULES].sort())
  })

  it('are served again without a single query, to the same caller only', async () => {
    await membership()
    for (const url of [STATS, MEMBERSHIPS, NEEDIES]) {
      const first = await root.get(url)
      expect(first.status, url).toBe(200)
      const again = await queriesOf(() => root.get(url))
      expect(again.res.status).toBe(200)
      expect(again.res.body, url).toEqual(first.body)
      expect(again.queries, url).toEqual([])
    }
    // Someone else asking reads for themselves (another user, other permissions).
    const { client: accountant } = await signedIn(['accountant'])
    const theirs = await queriesOf(() => accountant.get(STATS))
    expect(theirs.res.status).toBe(200)
    expect(theirs.queries.length).toBeGreaterThan(0)
    // A caller without the permission is refused before anything kept is looked at.
    const { client: member } = await signedIn()
    expect((await member.get(MEMBERSHIPS)).status).toBe(403)
  })

  it('are compressed once, then sent compressed as kept', async () => {
    /** A raw request of root's (fetch would undo the compression before we could see it). */
    const raw = (url: string, acceptEncoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const cookie = [...root.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
        http
          .get(
            `${ctx.url}${url}`,
            { headers: { cookie, accept: 'application/json', 'accept-encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = []
              res.on('data', (c: Buffer) => chunks.push(c))
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            },
          )
          .on('error', reject)
      })
    // Enough memberships for an answer above the compression threshold.
    for (let i = 0; i < 4; i++) await membership()
    const plain = await raw(MEMBERSHIPS, 'identity')
    const text = plain.body.toString()
    expect(text.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const kept = ctx.app.keptAnswers
    const before = kept.size.bytes

    // Served from memory in brotli: compressed now, and the compressed form kept with the answer.
    const br = await queriesOf(() =>
      raw(MEMBERSHIPS, 'gzip, deflate, br').then((r) => ({ status: 200, body: r })),
    )
    expect(br.queries).toEqual([])
    expect(br.res.body.headers['content-encoding']).toBe('br')
    expect(br.res.body.headers.vary).toMatch(/accept-encoding/)
    expect(brotliDecompressSync(br.res.body.body).toString()).toBe(text)
    const withBrotli = kept.size.bytes
    expect(withBrotli).toBe(before + br.res.body.body.length)

    // Asked again: the very same bytes, nothing compressed or kept anew.
    const again = await raw(MEMBERSHIPS, 'br')
    expect(again.body).toEqual(br.res.body.body)
    expect(kept.size.bytes).toBe(withBrotli)
    // Another coding is made once too.
    const gzip = await raw(MEMBERSHIPS, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(text)
    expect(kept.size.bytes).toBe(withBrotli + gzip.body.length)
  })

  it('follow a new payment and a paused membership at once', async () => {
    const before = await root.get(MEMBERSHIPS)
    const stats = (await root.get(STATS)).body.data

    const { client, id } = await membership()
    const after = await root.get(MEMBERSHIPS)
    expect(after.body.meta.total).toBe(before.body.meta.total + 1)
    const now = (await root.get(STATS)).body.data
    expect(now.income.today.count).toBe(stats.income.today.count + 1)
    expect(now.recent[0].amount).toBe(100000)

    expect((await client.post(`/api/subscriptions/${id}/pause`)).status).toBe(200)
    const paused = await root.get(MEMBERSHIPS)
    expect(paused.body.meta.total).toBe(before.body.meta.total)
    expect(paused.body.data.map((m: { id: number }) => m.id)).not.toContain(id)
  })

  it('follow an edited person in the registry, and one written outside the app', async () => {
    const made = await root.post('/api/dashboard/needies', person())
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const listed = await root.get(NEEDIES)
    expect(listed.body.data.map((p: { id: number }) => p.id)).toContain(made.body.data.id)

    const edited = await root.put(
      `/api/dashboard/needies/${made.body.data.id}`,
      person({ national_code: made.body.data.national_code, priority: 'low' }),
    )
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const gone = await root.get(NEEDIES)
    expect(gone.body.data.map((p: { id: number }) => p.id)).not.toContain(made.body.data.id)

    // Straight in the database, as a script would: the trigger tells every instance.
    await ctx.db
      .update(needies)
      .set({ priority: 'urgent' })
      .where(eq(needies.id, made.body.data.id))
    const back = await root.get(NEEDIES)
    expect(back.body.data.find((p: { id: number }) => p.id === made.body.data.id)?.priority).toBe(
      'urgent',
    )
  })

  it('follow feedback sent and answered', async () => {
    const unanswered = (await root.get(STATS)).body.data.feedback
    const { client } = await signedIn()
    const sent = await client.post('/api/contact-us', {
      type: 'suggestion',
      subject_id: 2,
      body: 'لطفاً رسید پرداخت را پیامک کنید.',
    })
    expect(sent.status).toBe(201)
    expect((await root.get(STATS)).body.data.feedback).toBe(unanswered + 1)

    const answered = await root.post(`/api/dashboard/contacts/${sent.body.data.id}/reply`, {
      reply: 'ممنون؛ از ماه آینده پیامک می‌شوند.',
    })
    expect(answered.status).toBe(200)
    expect((await root.get(STATS)).body.data.feedback).toBe(unanswered)
  })

  it('follow a change of permissions, and never outlive the day in Tehran', async () => {
    const role = await ctx.createRole(['transactions.view', 'contacts.view'])
    const { client, user } = await signedIn([role])
    expect((await client.get(STATS)).body.data.income).not.toBeNull()
    const narrower = await ctx.createRole(['contacts.view'])
    const [narrowerRole] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select id from roles where name = ${narrower}`),
    )
    const changed = await root.put(`/api/dashboard/users/${user.id}/roles`, {
      roles: [Number(narrowerRole!.id)],
    })
    expect(changed.status).toBe(200)
    const now = await client.get(STATS)
    expect(now.body.data.income).toBeNull()
    expect(now.body.data.feedback).not.toBeNull()

    const today = (await root.get(STATS)).body.data.today
    const clock = ctx.app.clock.now
    ctx.app.clock.now = () => new Date(Date.now() + 24 * 60 * 60 * 1000)
    try {
      const tomorrow = await queriesOf(() => root.get(STATS))
      expect(tomorrow.res.body.data.today).not.toBe(today)
      expect(tomorrow.queries.length).toBeGreaterThan(0)
    } finally {
      ctx.app.clock.now = clock
    }
  })

  it('stay through writes they do not show: a checkout started, a sign-in noted', async () => {
    await root.get(STATS)
    const { client, user, id } = await membership()
    await root.get(STATS)
    const listed = await root.get(MEMBERSHIPS)
    expect(listed.body.data.find((m: { id: number }) => m.id === id).member.name).toBe(
      'کاربر آزمایشی',
    )

    // Someone starts giving (a bill and an attempt at the bank, not paid), and the member's
    // account notes a verified mobile: nothing either answer shows.
    const bill = (await ctx.client().post('/api/charities', { type: 'sadaqa', amount: 50000 })).body
      .data.bill as Bill
    const started = await ctx
      .client()
      .post(`/api/bills/${bill.id}/pay`, { gateway: 'sandbox', token: bill.token })
    expect(started.status).toBe(200)
    await ctx.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.id, user.id))
    expect((await queriesOf(() => root.get(STATS))).queries).toEqual([])
    expect((await queriesOf(() => root.get(MEMBERSHIPS))).queries).toEqual([])

    // The member's name is shown: its change is heard.
    const renamed = await client.put('/api/user/profile', {
      first_name: 'سارا',
      last_name: 'نیکو',
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBeLessThan(300)
    const after = await root.get(MEMBERSHIPS)
    expect(after.body.data.find((m: { id: number }) => m.id === id).member.name).toBe('سارا نیکو')
  })

  it('read everything again when notices may have been missed', async () => {
    await root.get(STATS)
    expect((await queriesOf(() => root.get(STATS))).queries).toEqual([])
    await ctx.db.execute(sql`select pg_notify('kheyr_tables', 'not-a-module')`)
    expect((await queriesOf(() => root.get(STATS))).queries.length).toBeGreaterThan(0)
  })
})

describe('notices', () => {
  it('reach the instance that wrote before its commit returns, once; and others’ soon after', async () => {
    const heard: (string | null)[] = []
    await ctx.app.notices.on('kheyr_tables', (payload) => heard.push(payload))
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('kheyr_tables', 'crowns')`)
      expect(heard).toEqual([])
    })
    expect(heard).toEqual(['crowns'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(heard).toEqual(['crowns'])

    if (ctx.database.kind !== 'postgres') return
    const outside = new pg.Client({ connectionString: ctx.database.url! })
    await outside.connect()
    await outside.query(`select pg_notify('kheyr_tables', 'chests')`)
    await outside.end()
    await ctx.waitFor(async () => heard.length === 2, 2000)
    expect(heard).toEqual(['crowns', 'chests'])
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('two app instances on one PostgreSQL', () => {
  it('see each other’s writes, and those of any other program, as soon as they commit', async () => {
    const database = await openDatabase({ kind: 'postgres', url: ctx.database.url!, max: 5 })
    const other = await buildApp({ config: ctx.config, database, workers: false })
    await other.listen({ port: 0, host: '127.0.0.1' })
    try {
      const address = other.server.address()
      const there = new TestClient(
        `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      )
      there.cookies.set(SESSION_COOKIE, root.cookies.get(SESSION_COOKIE)!)
      // Both instances keep the answers.
      const members = (await there.get(MEMBERSHIPS)).body.meta.total
      const feedback = (await there.get(STATS)).body.data.feedback
      expect((await root.get(STATS)).body.data.feedback).toBe(feedback)

      // A payment here: the other instance follows once the notice arrives (milliseconds).
      await membership()
      await ctx.waitFor(
        async () => (await there.get(MEMBERSHIPS)).body.meta.total === members + 1,
        2000,
      )

      // Feedback through the other instance: this one follows.
      const author = new TestClient(there.baseUrl)
      author.cookies.set(SESSION_COOKIE, (await signedIn()).client.cookies.get(SESSION_COOKIE)!)
      const sent = await author.post('/api/contact-us', {
        type: 'suggestion',
        subject_id: 2,
        body: 'از طریق نمونهٔ دیگر.',
      })
      expect(sent.status).toBe(201)
      await ctx.waitFor(
        async () => (await root.get(STATS)).body.data.feedback === feedback + 1,
        2000,
      )

      // A person registered and then edited through the other instance: this one's list follows.
      const made = await there.post('/api/dashboard/needies', person())
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const ids = async () =>
        (await root.get(NEEDIES)).body.data.map((p: { id: number }) => p.id) as number[]
      await ctx.waitFor(async () => (await ids()).includes(made.body.data.id), 2000)
      const edited = await there.put(
        `/api/dashboard/needies/${made.body.data.id}`,
        person({ national_code: made.body.data.national_code, priority: 'low' }),
      )
      expect(edited.status).toBe(200)
      await ctx.waitFor(async () => !(await ids()).includes(made.body.data.id), 2000)

      // A program on its own connection answers the message: both follow.
      const outside = new pg.Client({ connectionString: ctx.database.url! })
      await outside.connect()
      await outside.query(`update contact_messages set status = 'answered' where id = $1`, [
        sent.body.data.id,
      ])
      await outside.end()
      await ctx.waitFor(async () => (await root.get(STATS)).body.data.feedback === feedback, 2000)
      await ctx.waitFor(async () => (await there.get(STATS)).body.data.feedback === feedback, 2000)
    } finally {
      await other.close()
      await database.close()
    }
  })
})
