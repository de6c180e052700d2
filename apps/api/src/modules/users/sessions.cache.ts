import { NOTICE_CHANNELS, type DbNotices } from '../../lib/db-notices.ts'
import type { SessionRow, UserRow } from './users.tables.ts'

const CHANNEL = NOTICE_CHANNELS.sessions

/** What a session id resolves to: all a request needs to know who it is and what it may do. */
export type ResolvedSession = {
  session: SessionRow
  user: UserRow | null
  /** The roles the user holds (their permissions come from the role cache). */
  roleIds: number[]
  /** The roles of the admin behind an impersonation (null when there is none). */
  impersonatorRoleIds: number[] | null
}

/** Sessions kept at most; the least recently used goes first. */
const DEFAULT_SIZE = 10_000

/**
 * Sessions, their users and the ids of the roles those users hold, kept in this process so a
 * signed-in request costs no query (decision 021). Nothing is kept while the sessions channel is
 * not listening. Triggers on `sessions`, `users` and `user_roles` announce, in the writing
 * transaction, every change to what a session resolves to (`s:<session id>`, `u:<user id>`, `*`):
 * a sign-out, an expired or revoked session, a block, a deletion, a new password or mobile,
 * roles given or taken, an impersonation started or ended. Every instance drops the entries
 * concerned when the writer commits; the writing instance hears it before its commit returns
 * (`DbNotices`), so no writer has to remember to. Touching a session's last activity sends no
 * notice: idle expiry is checked against the kept time, and a session that looks expired here is
 * read again before it is refused (another instance may have seen it since).
 *
 * A read that overlaps a change is never kept: `ticket()` before reading, `keep()` after, and
 * any change heard between the two leaves the entry out.
 */
export class SessionCache {
  private readonly entries = new Map<string, ResolvedSession>()
  /** Session ids by the users they resolve through (the user, and an impersonator). */
  private readonly byUser = new Map<number, Set<string>>()
  private changes = 0

  constructor(
    private readonly notices: DbNotices,
    private readonly size = DEFAULT_SIZE,
  ) {}

  async start() {
    await this.notices.on(CHANNEL, (payload) => this.heard(payload))
  }

  /** The kept resolution of a session, if there is one and notices are arriving. */
  get(id: string): ResolvedSession | undefined {
    const found = this.entries.get(id)
    if (!found) return undefined
    if (!this.notices.listening(CHANNEL)) {
      this.clear()
      return undefined
    }
    // Most recently used last, so the oldest goes first when the map is full.
    this.entries.delete(id)
    this.entries.set(id, found)
    return found
  }

  /** Taken before reading a session from the database; `keep` refuses it if anything changed since. */
  ticket() {
    return this.changes
  }

  keep(id: string, resolved: ResolvedSession, ticket: number) {
    if (ticket !== this.changes || !this.notices.listening(CHANNEL)) return
    this.drop(id)
    const frozen = Object.freeze({
      session: Object.freeze({
        ...resolved.session,
        data: Object.freeze({ ...resolved.session.data }),
      }),
      user: resolved.user ? Object.freeze({ ...resolved.user }) : null,
      roleIds: Object.freeze([...resolved.roleIds]) as number[],
      impersonatorRoleIds: resolved.impersonatorRoleIds
        ? (Object.freeze([...resolved.impersonatorRoleIds]) as number[])
        : null,
    })
    this.entries.set(id, frozen)
    for (const userId of usersOf(frozen)) {
      const ids = this.byUser.get(userId) ?? new Set()
      ids.add(id)
      this.byUser.set(userId, ids)
    }
    if (this.entries.size > this.size) this.drop(this.entries.keys().next().value!)
  }

  /** This instance touched the session (its last activity): the kept copy follows. */
  touched(id: string, at: Date, ip: string) {
    const found = this.entries.get(id)
    if (!found) return
    const session = Object.freeze({ ...found.session, lastActivity: at, ip })
    this.entries.set(id, Object.freeze({ ...found, session }))
  }

  forgetSession(id: string) {
    this.changes++
    this.drop(id)
  }

  forgetUser(userId: number) {
    this.changes++
    for (const id of this.byUser.get(userId) ?? []) this.drop(id)
  }

  clear() {
    this.changes++
    this.entries.clear()
    this.byUser.clear()
  }

  get count() {
    return this.entries.size
  }

  private heard(payload: string | null) {
    if (payload?.startsWith('s:')) this.forgetSession(payload.slice(2))
    else if (payload?.startsWith('u:')) this.forgetUser(Number(payload.slice(2)))
    else this.clear()
  }

  private drop(id: string) {
    const found = this.entries.get(id)
    if (!found) return
    this.entries.delete(id)
    for (const userId of usersOf(found)) {
      const ids = this.byUser.get(userId)
      ids?.delete(id)
      if (ids && !ids.size) this.byUser.delete(userId)
    }
  }
}

const usersOf = (resolved: ResolvedSession) => {
  const ids: number[] = []
  if (resolved.session.userId !== null) ids.push(resolved.session.userId)
  const impersonatorId = resolved.session.data.impersonatorId
  if (typeof impersonatorId === 'number') ids.push(impersonatorId)
  return ids
}
