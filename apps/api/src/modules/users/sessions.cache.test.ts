import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { otherInstance, setupTestApp, TestClient } from '../../../test/harness.ts'
import type { DbNotices } from '../../lib/db-notices.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { SessionCache, type ResolvedSession } from './sessions.cache.ts'
import { roles, sessions, users } from './users.tables.ts'

const queries: string[] = []
const ctx = await setupTestApp({}, [], { workers: false, onQuery: (q) => queries.push(q) })

async function signedIn(roleNames: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

/** The statements a request sent to the database. */
async function queriesOf<T>(run: () => Promise<T>) {
  queries.length = 0
  const result = await run()
  return { result, queries: [...queries] }
}

const sessionIdOf = (client: TestClient) =>
  createHash('sha256').update(client.cookies.get(SESSION_COOKIE)!).digest('hex')

const roleId = async (name: string) =>
  (await ctx.db.select().from(roles).where(eq(roles.name, name)))[0]!.id

afterEach(() => {
  vi.useRealTimers()
})

describe('sessions kept in memory', () => {
  it('answer a signed-in request with no query once the session is kept', async () => {
    const { client, user } = await signedIn(['admin'])
    expect((await client.get('/api/user')).body.id).toBe(user.id)
    const again = await queriesOf(() => client.get('/api/user'))
    expect(again.result.status).toBe(200)
    expect(again.result.body.id).toBe(user.id)
    expect(again.queries).toEqual([])
  })

  it('refuse a blocked user on their very next request', async () => {
    const { client: admin } = await signedIn(['admin'])
    const { client, user } = await signedIn()
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await client.get('/api/user')).status).toBe(200)

    expect((await admin.post(`/api/dashboard/users/${user.id}/block`)).status).toBe(204)

    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('take roles away, and give them, from the very next request', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client, user } = await signedIn(['operator'])
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)

    const taken = await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [] })
    expect(taken.status, JSON.stringify(taken.body)).toBe(200)
    expect((await client.get('/api/dashboard/needies')).status).toBe(403)
    expect((await client.get('/api/user')).body.roles).toEqual([])

    const given = await admin.put(`/api/dashboard/users/${user.id}/roles`, {
      roles: [await roleId('operator')],
    })
    expect(given.status).toBe(200)
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)
  })

  it('see a profile change at once', async () => {
    const { client, user } = await signedIn()
    expect((await client.get('/api/user')).body.first_name).toBe('کاربر')
    await ctx.db.update(users).set({ firstName: 'مریم' }).where(eq(users.id, user.id))
    expect((await client.get('/api/user')).body.first_name).toBe('مریم')
  })

  it('refuse a session ended by any writer, not only this app', async () => {
    const { client } = await signedIn()
    expect((await client.get('/api/user')).status).toBe(200)
    // Straight in the database, as a script or another program would: the trigger tells us.
    await ctx.db.delete(sessions).where(eq(sessions.id, sessionIdOf(client)))
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('read the session again when a notice names it, its user, or everything', async () => {
    const { client, user } = await signedIn()
    await client.get('/api/user')
    const kept = await queriesOf(() => client.get('/api/user'))
    expect(kept.queries).toEqual([])
    for (const payload of [`s:${sessionIdOf(client)}`, `u:${user.id}`, '*']) {
      await ctx.db.execute(sql`select pg_notify('kheyr_sessions', ${payload})`)
      const read = await queriesOf(() => client.get('/api/user'))
      expect(read.result.status).toBe(200)
      expect(read.queries.length, payload).toBeGreaterThan(0)
    }
  })

  it('end an impersonation everywhere at once, and shrink it when the admin loses power', async () => {
    const { client: root } = await signedIn(['super-admin'])
    const impersonator = await ctx.createRole(['users.view', 'users.impersonate', 'needies.view'])
    const { client: admin, user: adminUser } = await signedIn([impersonator])
    const member = await ctx.createUser({}, [await ctx.createRole(['needies.view'])])
    const started = await admin.post(`/api/dashboard/users/${member.id}/impersonate`)
    expect(started.body.id).toBe(member.id)
    const impersonating = new TestClient(ctx.url)
    impersonating.cookies.set(SESSION_COOKIE, admin.cookies.get(SESSION_COOKIE)!)
    expect((await impersonating.get('/api/dashboard/needies')).status).toBe(200)

    // The admin behind it loses the registry: so does the impersonation, at once.
    const admins = await root.put(`/api/dashboard/users/${adminUser.id}/roles`, {
      roles: [await roleId(await ctx.createRole(['users.view', 'users.impersonate']))],
    })
    expect(admins.status).toBe(200)
    expect((await impersonating.get('/api/dashboard/needies')).status).toBe(403)

    // Going back ends the impersonating session: a copy of its cookie is refused.
    expect((await admin.post('/api/impersonate/leave')).body.id).toBe(adminUser.id)
    expect((await impersonating.get('/api/user')).status).toBe(401)
    expect((await admin.get('/api/user')).body.id).toBe(adminUser.id)
  })

  it('honour the idle lifetime in memory, then let the database decide', async () => {
    const { client } = await signedIn()
    expect((await client.get('/api/user')).status).toBe(200)
    const lifetime = ctx.config.sessionLifetimeDays * 24 * 60 * 60 * 1000
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + lifetime + 60_000 })
    expect((await client.get('/api/user')).status).toBe(401)
    vi.useRealTimers()
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(client)))
    expect(row).toBeUndefined()
  })

  it('end a sign-in older than its maximum age, however active it stays', async () => {
    const { client } = await signedIn()
    expect((await client.get('/api/user')).status).toBe(200)
    const id = sessionIdOf(client)
    const later = Date.now() + ctx.config.sessionMaxAgeDays * 24 * 60 * 60 * 1000 + 60_000
    // In use all along (another instance saw it a second ago), but signed in too long ago.
    await ctx.db
      .update(sessions)
      .set({ lastActivity: new Date(later - 1000) })
      .where(eq(sessions.id, id))
    vi.useFakeTimers({ toFake: ['Date'], now: later })
    expect((await client.get('/api/user')).status).toBe(401)
    vi.useRealTimers()
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, id))
    expect(row).toBeUndefined()
  })

  it('keep a session in use by another instance: its touch there is not an expiry here', async () => {
    const { client } = await signedIn()
    expect((await client.get('/api/user')).status).toBe(200)
    const later = Date.now() + ctx.config.sessionLifetimeDays * 24 * 60 * 60 * 1000 + 60_000
    // Another instance saw the session just now (in the future of this one's kept copy).
    await ctx.db
      .update(sessions)
      .set({ lastActivity: new Date(later - 1000) })
      .where(eq(sessions.id, sessionIdOf(client)))
    vi.useFakeTimers({ toFake: ['Date'], now: later })
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('touch a session at most once a minute, without a notice', async () => {
    const { client } = await signedIn()
    await client.get('/api/user')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    const touched = await queriesOf(() => client.get('/api/user'))
    expect(touched.queries).toHaveLength(1)
    expect(touched.queries[0]).toMatch(/^update "sessions" set .*"last_activity"/)
    const kept = await queriesOf(() => client.get('/api/user'))
    expect(kept.queries).toEqual([])
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('two app instances on one PostgreSQL', () => {
  it('refuse here a session signed out there', async () => {
    const other = await otherInstance(ctx)
    try {
      const { client } = await signedIn()
      const there = new TestClient(other.url)
      there.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!)
      expect((await client.get('/api/user')).status).toBe(200)
      expect((await there.get('/api/user')).status).toBe(200)

      expect((await there.post('/api/logout')).status).toBe(204)

      await ctx.waitFor(async () => (await client.get('/api/user')).status === 401, 2000)
    } finally {
      await other.close()
    }
  })

  it('refuse there a user blocked here, and one whose roles changed from outside the app', async () => {
    const other = await otherInstance(ctx)
    try {
      const { client: admin } = await signedIn(['admin'])
      const { client, user } = await signedIn(['operator'])
      const there = new TestClient(other.url)
      there.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!)
      expect((await there.get('/api/dashboard/needies')).status).toBe(200)

      // A role taken away by a program of its own connection, not an app instance.
      const outside = new pg.Client({ connectionString: ctx.database.url! })
      await outside.connect()
      await outside.query('delete from user_roles where user_id = $1', [user.id])
      await outside.end()
      await ctx.waitFor(
        async () => (await there.get('/api/dashboard/needies')).status === 403,
        2000,
      )

      expect((await admin.post(`/api/dashboard/users/${user.id}/block`)).status).toBe(204)
      await ctx.waitFor(async () => (await there.get('/api/user')).status === 401, 2000)
    } finally {
      await other.close()
    }
  })
})

describe('the cache itself', () => {
  const notices = (listening: boolean) =>
    ({ listening: () => listening, on: async () => {} }) as unknown as DbNotices
  const resolved = (id: string, userId: number, impersonatorId?: number): ResolvedSession => ({
    session: {
      id,
      userId,
      ip: null,
      userAgent: null,
      data: impersonatorId ? { impersonatorId } : {},
      createdAt: new Date(),
      lastActivity: new Date(),
      rotateDue: false,
      replacedBy: null,
      replacedAt: null,
    },
    user: null,
    roleIds: [],
    impersonatorRoleIds: impersonatorId ? [] : null,
  })

  it('keeps nothing while notices do not arrive', () => {
    const cache = new SessionCache(notices(false))
    cache.keep('a', resolved('a', 1), cache.ticket())
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps nothing read across a change', () => {
    const cache = new SessionCache(notices(true))
    const ticket = cache.ticket()
    cache.forgetUser(99)
    cache.keep('a', resolved('a', 1), ticket)
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops sessions by their user and their impersonator, and the least used when full', () => {
    const cache = new SessionCache(notices(true), 2)
    cache.keep('a', resolved('a', 1), cache.ticket())
    cache.keep('b', resolved('b', 2, 1), cache.ticket())
    cache.forgetUser(1)
    expect(cache.count).toBe(0)
    cache.keep('a', resolved('a', 1), cache.ticket())
    cache.keep('b', resolved('b', 2), cache.ticket())
    cache.get('a')
    cache.keep('c', resolved('c', 3), cache.ticket())
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((r) => r?.session.id)).toEqual([
      'a',
      undefined,
      'c',
    ])
  })
})
