import { createHash } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  otherInstance,
  setupTestApp,
  TestClient,
  type TestResponse,
} from '../../../test/harness.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { roles, sessions } from './users.tables.ts'

const ctx = await setupTestApp({}, [], { workers: false })
const GRACE_MS = ctx.config.sessionRotationGraceSeconds * 1000

async function signedIn(roleNames: string[] = []) {
  const client = ctx.client()
  const user = await ctx.createUser({}, roleNames)
  await ctx.actingAs(client, user)
  return { client, user }
}

const roleId = async (name: string) =>
  (await ctx.db.select().from(roles).where(eq(roles.name, name)))[0]!.id

const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The session cookie a response set, if it set one. */
const newCookie = (res: TestResponse) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]!
    .slice(SESSION_COOKIE.length + 1)

/** A client holding only this session cookie (an old copy, another tab, another device). */
const holding = (token: string, url = ctx.url) => {
  const client = new TestClient(url)
  client.cookies.set(SESSION_COOKIE, token)
  return client
}

/** Runs the rest of the test as if the grace had passed (only `Date` moves). */
const afterTheGrace = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + GRACE_MS + 1000 })

afterEach(() => {
  vi.useRealTimers()
})

describe('a role given or taken', () => {
  it('renews the session id on the next request, which succeeds; the old id then opens nothing', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client, user } = await signedIn()
    // The XSRF cookie is the browser's own, not the session's: fetched before, good after.
    await client.get('/sanctum/csrf-cookie')
    expect((await client.get('/api/user')).status).toBe(200)
    expect((await client.get('/api/dashboard/needies')).status).toBe(403)
    const old = client.cookies.get(SESSION_COOKIE)!

    const given = await admin.put(`/api/dashboard/users/${user.id}/roles`, {
      roles: [await roleId('operator')],
    })
    expect(given.status).toBe(200)

    // The first request after it, a change of its own, goes through under a new id.
    const saved = await client.request(
      'PUT',
      '/api/user/profile',
      { first_name: 'مریم', last_name: 'احمدی', email: null, national_code: null },
      {
        csrf: false,
        headers: { 'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!) },
      },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const renewed = newCookie(saved)
    expect(renewed).toBeDefined()
    expect(renewed).not.toBe(old)
    expect(client.cookies.get(SESSION_COOKIE)).toBe(renewed)
    expect(saved.headers.getSetCookie().join()).toMatch(/Max-Age=2592000; Path=\/; HttpOnly/)

    // The new id carries the new role, and asks for no further renewal.
    const needies = await client.get('/api/dashboard/needies')
    expect(needies.status).toBe(200)
    expect(newCookie(needies)).toBeUndefined()

    afterTheGrace()
    const stale = holding(old)
    expect((await stale.get('/api/user')).status).toBe(401)
    expect((await stale.get('/api/user/sessions')).status).toBe(401)
    expect((await stale.get('/api/dashboard/needies')).status).toBe(401)
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)
    // Past its grace the old row is gone for good.
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(old)))
    expect(rows).toEqual([])
  })

  it('keeps one entry in "my sessions", with the same device and start', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const user = await ctx.createUser({ password: await hash('rotation-pass-1') })
    const phone = ctx.client()
    const android = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36'
    await phone.post(
      '/api/auth/login',
      { mobile: user.mobile, password: 'rotation-pass-1' },
      { headers: { 'user-agent': android } },
    )
    const [before] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(phone.cookies.get(SESSION_COOKIE)!)))

    await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [await roleId('operator')] })
    const list = await phone.get('/api/user/sessions', { headers: { 'user-agent': android } })
    expect(newCookie(list)).toBeDefined()
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0]).toMatchObject({
      current: true,
      ip: '127.0.0.1',
      device: { browser: 'Chrome', os: 'Android', mobile: true },
    })
    const [after] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(phone.cookies.get(SESSION_COOKIE)!)))
    expect(after).toMatchObject({
      userId: user.id,
      userAgent: before!.userAgent,
      createdAt: before!.createdAt,
      data: before!.data,
      rotateDue: false,
      replacedBy: null,
    })
    // The staff view of the user's sessions shows the one browser too.
    const staff = await admin.get(`/api/dashboard/users/${user.id}/sessions`)
    expect(staff.body.data).toHaveLength(1)
  })

  it('renews on a role taken away, and not when the same roles are saved again', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client, user } = await signedIn(['operator', 'accountant'])
    const operator = await roleId('operator')
    const accountant = await roleId('accountant')

    const same = await admin.put(`/api/dashboard/users/${user.id}/roles`, {
      roles: [accountant, operator],
    })
    expect(same.status).toBe(200)
    expect(newCookie(await client.get('/api/user'))).toBeUndefined()

    await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [accountant] })
    const old = client.cookies.get(SESSION_COOKIE)!
    const res = await client.get('/api/dashboard/needies')
    expect(res.status).toBe(403)
    expect(newCookie(res)).toBeDefined()
    afterTheGrace()
    expect((await holding(old).get('/api/user')).status).toBe(401)
    expect((await client.get('/api/user')).body.roles).toEqual(['accountant'])
  })

  it('renews every session of the user, and no one else’s', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client: laptop, user } = await signedIn()
    const phone = ctx.client()
    await ctx.actingAs(phone, user)
    const { client: bystander } = await signedIn()

    await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [await roleId('operator')] })

    expect(newCookie(await laptop.get('/api/user'))).toBeDefined()
    expect(newCookie(await phone.get('/api/user'))).toBeDefined()
    expect(newCookie(await bystander.get('/api/user'))).toBeUndefined()
    expect(newCookie(await admin.get('/api/user'))).toBeUndefined()
  })
})

describe("a role's permissions changed", () => {
  it('renews the sessions of everyone holding it, who then have the new permission', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const name = await ctx.createRole(['needies.view'])
    const id = await roleId(name)
    const { client: holder } = await signedIn([name])
    const { client: other } = await signedIn(['operator'])
    expect((await holder.get('/api/dashboard/sliders')).status).toBe(403)
    const old = holder.cookies.get(SESSION_COOKIE)!

    // A new title only: what the role allows is the same, so no session changes.
    const titled = await admin.put(`/api/dashboard/roles/${id}`, {
      name,
      title: 'پژوهشگر',
      permissions: ['needies.view'],
    })
    expect(titled.status, JSON.stringify(titled.body)).toBe(200)
    expect(newCookie(await holder.get('/api/user'))).toBeUndefined()

    const widened = await admin.put(`/api/dashboard/roles/${id}`, {
      name,
      title: 'پژوهشگر',
      permissions: ['needies.view', 'sliders.view'],
    })
    expect(widened.status).toBe(200)
    const res = await holder.get('/api/dashboard/sliders')
    expect(res.status).toBe(200)
    expect(newCookie(res)).toBeDefined()
    expect(newCookie(await other.get('/api/user'))).toBeUndefined()

    // Narrowed again: renewed again, and the permission is gone.
    await admin.put(`/api/dashboard/roles/${id}`, {
      name,
      title: 'پژوهشگر',
      permissions: ['needies.view'],
    })
    const narrowed = await holder.get('/api/dashboard/sliders')
    expect(narrowed.status).toBe(403)
    expect(newCookie(narrowed)).toBeDefined()

    afterTheGrace()
    expect((await holding(old).get('/api/user')).status).toBe(401)
    expect((await holder.get('/api/dashboard/needies')).status).toBe(200)
  })
})

describe('a kept answer (decision 021)', () => {
  it('carries the new cookie when it is what the renewing request gets', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const name = await ctx.createRole(['users.view'])
    const { client } = await signedIn(['operator', name])
    // The same list twice: the second is a kept answer.
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)
    const old = client.cookies.get(SESSION_COOKIE)!

    // The other role gains what the user holds already: the answer's key is the same.
    const changed = await admin.put(`/api/dashboard/roles/${await roleId(name)}`, {
      name,
      title: name,
      permissions: ['users.view', 'needies.view'],
    })
    expect(changed.status).toBe(200)
    const res = await client.get('/api/dashboard/needies')
    expect(res.status).toBe(200)
    expect(newCookie(res)).toBeDefined()
    expect(newCookie(res)).not.toBe(old)
    afterTheGrace()
    expect((await holding(old).get('/api/dashboard/needies')).status).toBe(401)
    expect((await client.get('/api/dashboard/needies')).status).toBe(200)
  })
})

describe('requests racing with the old id', () => {
  it('all succeed: one renews, the others answer for the new session within the grace', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client, user } = await signedIn()
    await client.get('/api/user')
    const old = client.cookies.get(SESSION_COOKIE)!
    await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [await roleId('operator')] })

    // A phone firing three requests at once, all with the cookie it had.
    const answers = await Promise.all([
      holding(old).get('/api/dashboard/needies'),
      holding(old).get('/api/user'),
      holding(old).get('/api/user/sessions'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const issued = new Set(answers.map(newCookie).filter(Boolean))
    expect(issued.size).toBe(1)
    const renewed = [...issued][0]!
    expect(answers[1]!.body.roles).toEqual(['operator'])
    expect(answers[2]!.body.data).toHaveLength(1)
    expect(answers[2]!.body.data[0].current).toBe(true)

    // A late one with the old id, still within the grace, gets no cookie of its own.
    const late = await holding(old).get('/api/user')
    expect(late.status).toBe(200)
    expect(newCookie(late)).toBeUndefined()

    afterTheGrace()
    expect((await holding(old).get('/api/user')).status).toBe(401)
    expect((await holding(renewed).get('/api/dashboard/needies')).status).toBe(200)
  })

  it('signing out with the old id within the grace ends the new session too', async () => {
    const { client: admin } = await signedIn(['super-admin'])
    const { client, user } = await signedIn()
    const old = client.cookies.get(SESSION_COOKIE)!
    await admin.put(`/api/dashboard/users/${user.id}/roles`, { roles: [await roleId('operator')] })
    expect((await client.get('/api/user')).status).toBe(200)
    const renewed = client.cookies.get(SESSION_COOKIE)!
    expect(renewed).not.toBe(old)

    expect((await holding(old).post('/api/logout')).status).toBe(204)
    expect((await holding(renewed).get('/api/user')).status).toBe(401)
    expect((await holding(old).get('/api/user')).status).toBe(401)
  })
})

describe('a new password', () => {
  it('renews the id of the browser that set it and signs out every other one', async () => {
    const user = await ctx.createUser({ password: await hash('rotation-pass-1') })
    const login = async () => {
      const client = ctx.client()
      const res = await client.post('/api/auth/login', {
        mobile: user.mobile,
        password: 'rotation-pass-1',
      })
      expect(res.status).toBe(200)
      return client
    }
    const laptop = await login()
    const phone = await login()
    const old = laptop.cookies.get(SESSION_COOKIE)!

    const res = await laptop.put('/api/user/password', {
      password: 'rotation-pass-2',
      password_confirmation: 'rotation-pass-2',
    })
    expect(res.status).toBe(204)
    const renewed = newCookie(res)
    expect(renewed).toBeDefined()
    expect(renewed).not.toBe(old)

    expect((await phone.get('/api/user')).status).toBe(401)
    const list = await laptop.get('/api/user/sessions')
    expect(list.body.data).toHaveLength(1)
    expect(list.body.data[0].current).toBe(true)
    // Still confirmed: the new id carries the session's data.
    expect((await laptop.get('/api/user/confirmation')).body.data.confirmed).toBe(true)

    afterTheGrace()
    expect((await holding(old).get('/api/user')).status).toBe(401)
    expect((await laptop.get('/api/user')).body.id).toBe(user.id)
  })

  it('by a reset code ends every session and signs in under a new id', async () => {
    const user = await ctx.createUser({ password: await hash('rotation-pass-1') })
    const other = ctx.client()
    await other.post('/api/auth/login', { mobile: user.mobile, password: 'rotation-pass-1' })
    const client = ctx.client()
    await client.post('/api/auth/password/forgot', { mobile: user.mobile })
    const code = (await ctx.lastSms(user.mobile))!.code!
    const planted = 'planted-by-someone-else-0123456789abcdef'
    client.cookies.set(SESSION_COOKIE, planted)
    const res = await client.post('/api/auth/password/reset', {
      mobile: user.mobile,
      code,
      password: 'rotation-pass-2',
      password_confirmation: 'rotation-pass-2',
    })
    expect(res.status).toBe(200)
    expect(newCookie(res)).toBeDefined()
    expect(newCookie(res)).not.toBe(planted)
    expect((await other.get('/api/user')).status).toBe(401)
    expect((await client.get('/api/user')).body.id).toBe(user.id)
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1)
  })
})

describe('signing in', () => {
  it('never takes over a session id that came before it', async () => {
    const user = await ctx.createUser({ password: await hash('rotation-pass-1') })
    // Someone got a guest session (a half-done two-factor sign-in, say) and planted its cookie.
    const planter = ctx.client()
    const twoFactor = await ctx.createUser({
      password: await hash('rotation-pass-1'),
      twoFactorSecret: 'JBSWY3DPEHPK3PXP',
      twoFactorConfirmedAt: new Date(),
    })
    const pending = await planter.post('/api/auth/login', {
      mobile: twoFactor.mobile,
      password: 'rotation-pass-1',
    })
    expect(pending.body.data.two_factor).toBe(true)
    const planted = planter.cookies.get(SESSION_COOKIE)!
    const victim = holding(planted)

    const res = await victim.post('/api/auth/login', {
      mobile: user.mobile,
      password: 'rotation-pass-1',
    })
    expect(res.status).toBe(200)
    expect(victim.cookies.get(SESSION_COOKIE)).not.toBe(planted)
    expect((await victim.get('/api/user')).body.id).toBe(user.id)
    expect((await holding(planted).get('/api/user')).status).toBe(401)
  })
})

describe.skipIf(ctx.database.kind !== 'postgres')('two app instances on one PostgreSQL', () => {
  it('renew there a session whose roles changed here, and refuse the old id here after it', async () => {
    const other = await otherInstance(ctx)
    try {
      const { client: admin } = await signedIn(['super-admin'])
      const { client, user } = await signedIn()
      const old = client.cookies.get(SESSION_COOKIE)!
      const there = holding(old, other.url)
      // Both instances keep the session in memory.
      for (let i = 0; i < 2; i++) {
        expect((await client.get('/api/user')).status).toBe(200)
        expect((await there.get('/api/user')).status).toBe(200)
      }

      await admin.put(`/api/dashboard/users/${user.id}/roles`, {
        roles: [await roleId('operator')],
      })

      const renewed = await ctx.waitFor(async () => {
        const res = await there.get('/api/dashboard/needies')
        return res.status === 200 ? res : null
      }, 2000)
      const token = newCookie(renewed)!
      expect(token).toBeDefined()
      expect(token).not.toBe(old)

      afterTheGrace()
      // Here, the kept copy of the old id was dropped when it was renewed there.
      expect((await client.get('/api/user')).status).toBe(401)
      expect((await holding(token).get('/api/dashboard/needies')).status).toBe(200)
      expect((await holding(token, other.url).get('/api/dashboard/needies')).status).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('mark the new id of a session renewed while its roles were being changed', async () => {
    const { client, user } = await signedIn(['operator'])
    const oldId = sessionIdOf(client.cookies.get(SESSION_COOKIE)!)
    const newId = sessionIdOf('renewed-while-roles-changed')
    const renewing = new pg.Client({ connectionString: ctx.database.url! })
    const changing = new pg.Client({ connectionString: ctx.database.url! })
    await renewing.connect()
    await changing.connect()
    try {
      // One instance renews the session (as `renewSession` does) and has not committed yet...
      await renewing.query('begin')
      await renewing.query('select id from sessions where id = $1 for update', [oldId])
      await renewing.query(`insert into sessions (id, user_id, data) values ($1, $2, '{}')`, [
        newId,
        user.id,
      ])
      await renewing.query(
        'update sessions set replaced_by = $1, replaced_at = now(), rotate_due = false where id = $2',
        [newId, oldId],
      )
      // ...while staff take a role away: the marking waits on the old row.
      const change = changing.query('delete from user_roles where user_id = $1', [user.id])
      await new Promise((r) => setTimeout(r, 200))
      await renewing.query('commit')
      await change
    } finally {
      await renewing.end()
      await changing.end()
    }
    const [renewed] = await ctx.db.select().from(sessions).where(eq(sessions.id, newId))
    expect(renewed!.rotateDue).toBe(true)
  })

  it('let requests racing on both instances all through, with one new id', async () => {
    const other = await otherInstance(ctx)
    try {
      const { client: admin } = await signedIn(['super-admin'])
      const { client, user } = await signedIn()
      const old = client.cookies.get(SESSION_COOKIE)!
      await client.get('/api/user')
      await holding(old, other.url).get('/api/user')
      await admin.put(`/api/dashboard/users/${user.id}/roles`, {
        roles: [await roleId('operator')],
      })
      // Let the other instance hear of it, so both race to renew.
      await new Promise((r) => setTimeout(r, 200))
      const answers = await Promise.all(
        [ctx.url, other.url, ctx.url, other.url, ctx.url, other.url].map((url) =>
          holding(old, url).get('/api/dashboard/needies'),
        ),
      )
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
      expect(new Set(answers.map(newCookie).filter(Boolean)).size).toBe(1)
      const live = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
      expect(live.filter((s) => s.replacedBy === null)).toHaveLength(1)
    } finally {
      await other.close()
    }
  })
})
