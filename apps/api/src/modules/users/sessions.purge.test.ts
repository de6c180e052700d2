import { createHash, randomBytes } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../../../test/harness.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { deleteEndedSessions } from './users.repository.ts'
import { purgeEndedSessions, SESSIONS_PURGE_QUEUE } from './users.service.ts'
import { sessions } from './users.tables.ts'

const statements: string[] = []
const ctx = await setupTestApp({}, [], { onQuery: (sql) => statements.push(sql) })
const LIFETIME_MS = ctx.config.sessionLifetimeDays * 24 * 60 * 60 * 1000
const GRACE_MS = ctx.config.sessionRotationGraceSeconds * 1000
const MAX_AGE_MS = ctx.config.sessionMaxAgeDays * 24 * 60 * 60 * 1000
const ago = (ms: number) => new Date(Date.now() - ms)

/** A session row as a browser would have left it. */
async function plant(values: Partial<typeof sessions.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(sessions)
    .values({ id: randomBytes(32).toString('hex'), userId: null, data: {}, ...values })
    .returning()
  return row!.id
}

const remaining = async (ids: string[]) =>
  (await ctx.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))
    .map((r) => r.id)
    .sort()

describe('the ended sessions job', () => {
  it('removes sessions idle too long, signed in too long ago, old ids past their grace and blocked accounts’ only', async () => {
    const user = await ctx.createUser()
    const blocked = await ctx.createUser({ blockedAt: new Date() })
    const live = await plant({ userId: user.id })
    // In use a minute ago, but signed in longer ago than a sign-in lasts.
    const tooOld = await plant({ userId: user.id, createdAt: ago(MAX_AGE_MS + 60_000) })
    const nearlyTooOld = await plant({ userId: user.id, createdAt: ago(MAX_AGE_MS - 60_000) })
    const nearlyIdle = await plant({ userId: user.id, lastActivity: ago(LIFETIME_MS - 60_000) })
    const idle = await plant({ userId: user.id, lastActivity: ago(LIFETIME_MS + 60_000) })
    const idleGuest = await plant({ lastActivity: ago(LIFETIME_MS + 60_000) })
    const renewed = await plant({ userId: user.id })
    // An old id answers by its grace, however long ago the session was last used.
    const inGrace = await plant({
      userId: user.id,
      lastActivity: ago(LIFETIME_MS + 60_000),
      replacedBy: renewed,
      replacedAt: ago(1000),
    })
    const pastGrace = await plant({
      userId: user.id,
      replacedBy: renewed,
      replacedAt: ago(GRACE_MS + 1000),
    })
    const ofBlocked = await plant({ userId: blocked.id })

    expect(await purgeEndedSessions(ctx.db, ctx.config)).toBeGreaterThanOrEqual(5)

    const planted = [
      live,
      tooOld,
      nearlyTooOld,
      nearlyIdle,
      idle,
      idleGuest,
      renewed,
      inGrace,
      pastGrace,
      ofBlocked,
    ]
    expect(await remaining(planted)).toEqual(
      [live, nearlyTooOld, nearlyIdle, renewed, inGrace].sort(),
    )
  })

  it('deletes in batches, each its own statement', async () => {
    const idle = await Promise.all(
      Array.from({ length: 7 }, () => plant({ lastActivity: ago(LIFETIME_MS + 60_000) })),
    )
    statements.length = 0
    const deleted = await deleteEndedSessions(
      ctx.db,
      {
        idleBefore: ago(LIFETIME_MS),
        startedBefore: ago(MAX_AGE_MS),
        staleBefore: ago(GRACE_MS),
      },
      3,
    )
    expect(deleted).toBe(7)
    expect(await remaining(idle)).toEqual([])
    const deletes = statements.filter((s) => /^delete from "sessions"/i.test(s))
    // 3 + 3 + 1 idle ones, then one statement each for old sign-ins, old ids and blocked accounts.
    expect(deletes).toHaveLength(6)
    expect(statements.filter((s) => s === 'begin')).toHaveLength(0)
  })

  it('runs on its queue, and a removed session is refused at once though it was kept in memory', async () => {
    const user = await ctx.createUser({ password: await hash('purge-me-1') })
    const stale = ctx.client()
    const fresh = ctx.client()
    for (const client of [stale, fresh])
      await client.post('/api/auth/login', { mobile: user.mobile, password: 'purge-me-1' })
    for (const client of [stale, fresh]) expect((await client.get('/api/user')).status).toBe(200)
    // Touching a session sends no notice, so this instance still holds it as recently used.
    const id = createHash('sha256').update(stale.cookies.get(SESSION_COOKIE)!).digest('hex')
    await ctx.db
      .update(sessions)
      .set({ lastActivity: ago(LIFETIME_MS + 60_000) })
      .where(eq(sessions.id, id))

    await ctx.app.jobs.send(SESSIONS_PURGE_QUEUE, {})
    await ctx.waitFor(async () => (await remaining([id])).length === 0)

    expect((await stale.get('/api/user')).status).toBe(401)
    expect((await fresh.get('/api/user')).body.id).toBe(user.id)
  })
})
