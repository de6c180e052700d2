import { createHash, randomBytes } from 'node:crypto'
import cookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Tx } from '../db/client.ts'
import { AppError, conflict } from '../lib/errors.ts'
import {
  accessOfUser,
  effectiveAccess,
  RolesCache,
  type Access,
} from '../modules/users/access.service.ts'
import {
  SessionCache,
  deleteSession,
  findSessionWithUser,
  insertSession,
  renewSession,
  sessionLifetimes,
  touchSession,
  updateSessionData,
  type ResolvedSession,
  type SessionData,
  type SessionRow,
  type UserRow,
} from '../modules/users/users.service.ts'

export const SESSION_COOKIE = 'kheyr_session'
const TOUCH_EVERY_MS = 60_000
/** Old ids followed to the session they were renewed to, at most (decision 022). */
const MAX_HOPS = 3

/** Writes that must commit with a session change, or not at all (a new password, an audit row). */
export type SessionWork = (tx: Tx) => Promise<void>

/** Whose a new session is (null: nobody signed in yet) and what it holds. */
export type NewSession = { userId: number | null; data?: SessionData }

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRow | null
    user: UserRow | null
    /** Roles and permissions of the signed-in user, loaded once per request. */
    access(): Promise<Access>
    /**
     * Starts a fresh session (a new id: the old one is ended), e.g. on sign-in; `work` commits
     * in the same transaction.
     */
    startSession(userId: number | null, data?: SessionData, work?: SessionWork): Promise<void>
    /**
     * Starts a fresh session as `startSession` does, where whose it is is decided in the same
     * transaction: `open` runs first and answers the session's user and data (and whatever else
     * the caller wants back). A sign-up creates the account there, so the code, the account and
     * the session commit together or not at all.
     */
    openSession<T extends NewSession>(open: (tx: Tx) => Promise<T>): Promise<T>
    /**
     * Gives this session a new id (decision 022): the old one answers for it only during the
     * grace. `work` commits in the same transaction; 409 if another request renewed it first.
     */
    renewSession(work?: SessionWork): Promise<void>
    /** Merges values into the current session's data, starting a guest session if needed. */
    updateSession(data: Partial<SessionData>): Promise<void>
    endSession(): Promise<void>
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What the request's own bookkeeping keeps beside the decorated fields. */
type SessionState = FastifyRequest & {
  accessCache?: Promise<Access>
  roleIds?: number[]
  impersonatorRoleIds?: number[] | null
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions resolved and kept in this process (see `SessionCache`). */
    sessionCache: SessionCache
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const session = fp(
  async (app) => {
    await app.register(cookie)
    const { idleMs, maxAgeMs, graceMs } = sessionLifetimes(app.config)
    const maxAge = idleMs / 1000
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: app.config.secureCookies,
      maxAge,
    }

    // Roles and their permissions live in memory, so a permission check costs no query.
    const roles = new RolesCache(app.db, app.notices)
    await roles.start()
    app.decorate('roles', roles)

    // ...and so do sessions, so a signed-in request costs none either (decision 021).
    const cache = new SessionCache(app.notices)
    await cache.start()
    app.decorate('sessionCache', cache)

    /** What a session may do (an impersonation: no more than the impersonator holds either). */
    const accessOf = async (self: SessionState, user: UserRow): Promise<Access> => {
      const own = self.roleIds
        ? await roles.accessOf(self.roleIds)
        : await accessOfUser(app, user.id)
      const impersonatorId = self.session?.data.impersonatorId
      if (!impersonatorId) return own
      const behind = self.impersonatorRoleIds
        ? await roles.accessOf(self.impersonatorRoleIds)
        : await accessOfUser(app, impersonatorId)
      return effectiveAccess(own, behind)
    }

    app.decorateRequest('session', null)
    app.decorateRequest('user', null)
    app.decorateRequest('access', async function (this: FastifyRequest) {
      const self = this as SessionState
      if (!self.user) return { roles: [], permissions: [] }
      self.accessCache ??= accessOf(self, self.user)
      return self.accessCache
    })

    const setCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, cookieOptions)
    const newToken = () => randomBytes(32).toString('base64url')

    const openSession = async <T extends NewSession>(
      request: FastifyRequest,
      open: (tx: Tx) => Promise<T>,
    ) => {
      const previous = request.session
      const token = newToken()
      const [opened, row] = await app.db.transaction(async (tx) => {
        // First, so the work may end the user's other sessions without ending this one.
        const opened = await open(tx)
        if (previous) await deleteSession(tx, previous.id)
        const row = await insertSession(tx, {
          id: hashToken(token),
          userId: opened.userId,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          data: opened.data ?? {},
        })
        return [opened, row] as const
      })
      request.session = row
      // Whoever the new session is for, their roles are read again.
      ;(request as SessionState).accessCache = undefined
      ;(request as SessionState).roleIds = undefined
      ;(request as SessionState).impersonatorRoleIds = undefined
      // Only once it is committed: a cookie for a session that was rolled back signs one out.
      if (request.reply) setCookie(request.reply, token)
      return opened
    }

    app.decorateRequest('openSession', function (this: FastifyRequest, open) {
      return openSession(this, open)
    })

    app.decorateRequest(
      'startSession',
      async function (this: FastifyRequest, userId, data = {}, work?: SessionWork) {
        await openSession(this, async (tx) => {
          await work?.(tx)
          return { userId, data }
        })
      },
    )

    /** Gives `request`'s session a new id, with `work` in the same transaction (409 if lost). */
    const renew = async (request: FastifyRequest, work?: SessionWork) => {
      const current = request.session!
      const token = newToken()
      const at = new Date()
      const row = await app.db.transaction(async (tx) => {
        await work?.(tx)
        const row = await renewSession(tx, {
          oldId: current.id,
          newId: hashToken(token),
          at,
          ip: request.ip,
          staleBefore: new Date(at.getTime() - graceMs),
        })
        // Another request renewed it (or it ended) first: nothing here commits.
        if (!row) throw conflict()
        return row
      })
      request.session = row
      if (request.reply) setCookie(request.reply, token)
      return row
    }

    app.decorateRequest('renewSession', async function (this: FastifyRequest, work?: SessionWork) {
      if (!this.session) throw conflict()
      await renew(this, work)
    })

    app.decorateRequest('updateSession', async function (this: FastifyRequest, data) {
      if (!this.session) return this.startSession(null, data as SessionData)
      const next = { ...this.session.data, ...data }
      await updateSessionData(app.db, this.session.id, next)
      this.session = { ...this.session, data: next }
    })

    app.decorateRequest('endSession', async function (this: FastifyRequest) {
      if (this.session) await deleteSession(app.db, this.session.id)
      this.session = null
      this.user = null
      this.reply?.clearCookie(SESSION_COOKIE, { path: '/' })
    })

    // Each request keeps its reply at hand so session helpers can set the cookie.
    app.decorateRequest('reply', null)
    /** A sign-in older than `SESSION_MAX_AGE_DAYS` ends however active it is (decision 025). */
    const tooOld = (session: SessionRow, now: number) =>
      now - session.createdAt.getTime() > maxAgeMs
    /**
     * What a session id resolves to, kept in memory or read (and then kept). The old id of a
     * renewed session answers for the new one during the grace, then never again.
     */
    const resolve = async (id: string, now: number, hops = 0): Promise<ResolvedSession | null> => {
      const kept = cache.get(id)
      // Idle too long by this instance's clock: another instance may have seen it since, so the
      // database decides (as it does for a sign-in past its age).
      if (kept && now - kept.session.lastActivity.getTime() <= idleMs && !tooOld(kept.session, now))
        return kept
      if (kept) cache.forgetSession(id)
      const ticket = cache.ticket()
      const found = await findSessionWithUser(app.db, id)
      if (!found) return null
      const { session } = found
      if (session.replacedBy) {
        const inGrace = now - (session.replacedAt?.getTime() ?? 0) <= graceMs
        if (inGrace && hops < MAX_HOPS) return resolve(session.replacedBy, now, hops + 1)
        if (!inGrace) await deleteSession(app.db, session.id)
        return null
      }
      const idle = now - session.lastActivity.getTime()
      const user = found.user
      const userGone = session.userId !== null && (!user || user.deletedAt || user.blockedAt)
      if (idle > idleMs || tooOld(session, now) || userGone) {
        await deleteSession(app.db, session.id)
        return null
      }
      // A session due for a new id is read until it has one.
      if (!session.rotateDue) cache.keep(id, found, ticket)
      return found
    }
    /**
     * The session's user gained or lost rights since its id was issued: this request renews it
     * (decision 022). Of requests racing to, one does; the others find the old id in its grace.
     */
    const rotate = async (request: FastifyRequest, found: ResolvedSession, now: number) => {
      request.session = found.session
      try {
        return { ...found, session: await renew(request) }
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 409) throw err
        cache.forgetSession(found.session.id)
        return resolve(found.session.id, now)
      }
    }
    const load = async (request: FastifyRequest, token: string) => {
      const now = Date.now()
      const id = hashToken(token)
      let found = await resolve(id, now)
      // An old id in its grace never renews the session it answers for: its holder only does.
      if (found?.session.rotateDue && found.session.id === id)
        found = await rotate(request, found, now)
      // An unknown cookie is ignored, never cleared: a request still carrying the cookie a sign-in
      // just rotated away would otherwise wipe the new one from the browser.
      if (!found) {
        request.session = null
        return
      }
      const user = found.user
      request.session = found.session
      request.user = user && !user.deletedAt ? user : null
      if (request.user) {
        ;(request as SessionState).roleIds = found.roleIds
        ;(request as SessionState).impersonatorRoleIds = found.impersonatorRoleIds
      }
      if (now - found.session.lastActivity.getTime() > TOUCH_EVERY_MS) {
        await touchSession(app.db, found.session.id, request.ip)
        cache.touched(found.session.id, new Date(now), request.ip)
      }
    }
    // Callback style: a request without a session cookie (most public traffic) costs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      request.reply = reply
      // Only the API has sessions; static files (and the service worker fetching them all in the
      // background) never need one.
      if (!request.url.startsWith('/api') && !request.url.startsWith('/sanctum')) return done()
      const token = request.cookies[SESSION_COOKIE]
      if (!token) return done()
      load(request, token).then(() => done(), done)
    })
  },
  { name: 'session', dependencies: ['db'] },
)

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    reply: FastifyReply | null
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
