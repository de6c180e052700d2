import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { SUPER_ADMIN } from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import {
  permissions,
  rolePermissions,
  roles,
  sessions,
  userRoles,
  users,
  type SessionData,
  type SessionRow,
  type UserRow,
} from './users.tables.ts'

export type NewUser = Pick<typeof users.$inferInsert, 'mobile'> & Partial<typeof users.$inferInsert>
/** The fields of an account that its owner or staff change (never its id or creation time). */
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
  return row ?? null
}

export async function findUserByMobile(db: Executor, mobile: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
  return row ?? null
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

/** Changes an account's fields; the row after the change (null when there is no such row). */
export async function updateUser(
  db: Executor,
  id: number,
  values: UserChanges,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row ?? null
}

export async function countUsers(db: Executor): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1)
  return rows.length
}

/** Whether a live account other than `exceptId` already has this mobile or email. */
export async function isTaken(
  db: Executor,
  field: 'mobile' | 'email',
  value: string,
  exceptId = 0,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[field], value), isNull(users.deletedAt), ne(users.id, exceptId)))
    .limit(1)
  return row !== undefined
}

/**
 * Removes a person's personal data and keeps the row, so donations and payments keep their
 * payer for the charity's books. Used by "delete my account" and by staff deleting a user.
 */
export async function anonymizeUser(db: Executor, id: number) {
  await db
    .update(users)
    .set({
      firstName: null,
      lastName: null,
      mobile: `deleted-${id}`,
      email: null,
      password: null,
      nationalCode: null,
      avatar: null,
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorConfirmedAt: null,
      twoFactorLastStep: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
  await db.delete(userRoles).where(eq(userRoles.userId, id))
  await db.delete(sessions).where(eq(sessions.userId, id))
}

export const displayName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'mobile'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile

/** Someone as other records show them (a deleted account keeps only its id and a placeholder). */
export type UserSummary = { id: number; name: string; mobile: string; deleted: boolean }

/** Live and deleted users by id, as summaries. */
export async function userSummaries(
  db: Executor,
  ids: number[],
): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(
    rows.map((u) => [
      u.id,
      { id: u.id, name: displayName(u), mobile: u.mobile, deleted: u.deletedAt !== null },
    ]),
  )
}

/** Display names of live and deleted users by id (deleted ones have no name left: their id). */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const summaries = await userSummaries(db, ids)
  return new Map([...summaries].map(([id, u]) => [id, u.name]))
}

/**
 * Takes one recovery code (its hash) out of the user's list, in one statement: two requests
 * racing with the same code cannot both spend it. Returns whether it was there.
 */
export async function spendRecoveryCode(db: Executor, id: number, hashed: string) {
  const rows = await db
    .update(users)
    .set({
      twoFactorRecoveryCodes: sql`${users.twoFactorRecoveryCodes} - ${hashed}::text`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, id),
        sql`${users.twoFactorRecoveryCodes} @> ${JSON.stringify([hashed])}::jsonb`,
      ),
    )
    .returning({ id: users.id })
  return rows.length === 1
}

/**
 * Records an accepted authenticator code's time step, only if it is newer than the last one:
 * a code (or an older one) is never accepted twice, even by two requests at once.
 */
export async function advanceTwoFactorStep(db: Executor, id: number, step: number) {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))),
    )
    .returning({ id: users.id })
  return rows.length === 1
}

const live = and(isNull(users.deletedAt), isNull(users.blockedAt))
const holdsARole = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`
const holdsOneOf = (roleIds: number[]) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, roleIds)})`
const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Staff (live accounts holding a role) by name or mobile. */
export async function findStaff(db: Executor, search: string | null, limit = 20) {
  const term = search ? escapeLike(search) : null
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        live,
        holdsARole,
        term
          ? or(
              ilike(users.firstName, term),
              ilike(users.lastName, term),
              ilike(users.mobile, term),
              ilike(
                sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
                term,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(limit)
  return rows.map((u) => ({ id: u.id, name: displayName(u), mobile: u.mobile }))
}

/** Live (not deleted) accounts among these ids, with their names. */
export async function liveUsersByIds(db: Executor, ids: number[]) {
  if (!ids.length) return []
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
  return rows.map((u) => ({ id: u.id, name: displayName(u), mobile: u.mobile }))
}

/**
 * The live, unblocked accounts among chosen users and holders of chosen roles, once each (and
 * once per mobile with `distinctMobiles`), at most `limit` of them.
 */
export async function recipientsOf(
  db: Executor,
  targets: { userIds: number[]; roleIds: number[] },
  options: { limit: number; distinctMobiles?: boolean },
) {
  const picked: SQL[] = [
    targets.userIds.length ? inArray(users.id, targets.userIds) : undefined,
    targets.roleIds.length ? holdsOneOf(targets.roleIds) : undefined,
  ].filter((c) => c !== undefined)
  if (!picked.length) return []
  const columns = { id: users.id, mobile: users.mobile }
  const query = options.distinctMobiles
    ? db.selectDistinctOn([users.mobile], columns)
    : db.select(columns)
  return query
    .from(users)
    .where(and(live, or(...picked)))
    .limit(options.limit)
}

/**
 * Live, unblocked users whose roles grant `permission` (the super-admin passes every check but
 * is only listed when a role grants it too): the people a task can be assigned to.
 */
export async function holdersOf(db: Executor, permission: string) {
  return db
    .selectDistinct({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(permissions.name, permission), live))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
}

/**
 * Live accounts that hold `permission` through a role, and every super-admin (who passes every
 * check): the staff who hear of something needing that permission (a paid crown order).
 */
export async function staffHolding(db: Executor, permission: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(live, or(eq(roles.name, SUPER_ADMIN), eq(permissions.name, permission))))
  return rows.map((r) => r.id)
}

/** Live accounts holding the super-admin role (who hear of a failed backup). */
export async function superAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(live, eq(roles.name, SUPER_ADMIN)))
  return rows.map((r) => r.id)
}

// ---- Sessions ---------------------------------------------------------------------------------

/**
 * A session, its user, the ids of the roles that user holds and, in an impersonation, those the
 * admin behind it holds, in one statement: all a request needs to know who it is and (with the
 * role cache) what it may do.
 */
export async function findSessionWithUser(db: Executor, id: string) {
  const rolesOf = (userId: SQL) =>
    sql<
      number[] | null
    >`(select array_agg(${userRoles.roleId}::int) from ${userRoles} where ${userRoles.userId} = ${userId})`
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      roleIds: rolesOf(sql`${sessions.userId}`),
      impersonatorRoleIds: rolesOf(sql`(${sessions.data}->>'impersonatorId')::bigint`),
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
  if (!row) return null
  return {
    session: row.session,
    user: row.user,
    roleIds: (row.roleIds ?? []).map(Number),
    impersonatorRoleIds:
      row.session.data.impersonatorId === undefined
        ? null
        : (row.impersonatorRoleIds ?? []).map(Number),
  }
}

export async function insertSession(
  db: Executor,
  values: {
    id: string
    userId: number | null
    ip: string
    userAgent: string | null
    data: SessionData
  },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning()
  return row!
}

export async function updateSessionData(db: Executor, id: string, data: SessionData) {
  await db.update(sessions).set({ data }).where(eq(sessions.id, id))
}

export async function touchSession(db: Executor, id: string, ip: string) {
  await db.update(sessions).set({ lastActivity: new Date(), ip }).where(eq(sessions.id, id))
}

export async function deleteSession(db: Executor, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id))
}

/**
 * Ends every session of a user but `keepId` (and the ids it was just renewed from, still
 * answering for it in their grace: the same browser).
 */
export async function deleteOtherSessions(db: Executor, userId: number, keepId: string | null) {
  await db
    .delete(sessions)
    .where(
      keepId
        ? and(
            eq(sessions.userId, userId),
            ne(sessions.id, keepId),
            or(isNull(sessions.replacedBy), ne(sessions.replacedBy, keepId)),
          )
        : eq(sessions.userId, userId),
    )
}

/** A user's live sessions (not the old ids of renewed ones), the most recently used first. */
export async function sessionsOfUser(db: Executor, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.replacedBy)))
    .orderBy(desc(sessions.lastActivity))
}

/**
 * Gives a live session a new id (decision 022): the new row carries its user, data, device and
 * start; the old one points at it from `at` on and is no longer marked. Null when the session was
 * renewed or ended meanwhile (its row is locked first, so of two requests renewing it at once,
 * one does). Old ids of the user's sessions whose grace ended before `staleBefore` go too. Run it
 * in a transaction.
 */
export async function renewSession(
  db: Executor,
  change: { oldId: string; newId: string; at: Date; ip: string; staleBefore: Date },
): Promise<SessionRow | null> {
  const [old] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, change.oldId), isNull(sessions.replacedBy)))
    .for('update')
  if (!old) return null
  const [row] = await db
    .insert(sessions)
    .values({
      id: change.newId,
      userId: old.userId,
      ip: change.ip,
      userAgent: old.userAgent,
      data: old.data,
      createdAt: old.createdAt,
      lastActivity: change.at,
    })
    .returning()
  await db
    .update(sessions)
    .set({ replacedBy: change.newId, replacedAt: change.at, rotateDue: false })
    .where(eq(sessions.id, change.oldId))
  if (old.userId !== null)
    await db
      .delete(sessions)
      .where(and(eq(sessions.userId, old.userId), lt(sessions.replacedAt, change.staleBefore)))
  return row!
}

/** Sessions removed by one statement of the purge: a short lock, and a short burst of notices. */
const PURGE_BATCH = 1000

/**
 * Removes the sessions the session plugin would refuse if they came back: idle since before
 * `idleBefore` (an old id of a renewed session goes by its grace instead), old ids replaced before
 * `staleBefore`, and those of blocked or deleted accounts. In batches, each its own statement, so
 * a large table is never locked for long; rows locked at that moment (a session being renewed)
 * are left to the next run. Answers how many went.
 */
export async function deleteEndedSessions(
  db: Executor,
  cutoffs: { idleBefore: Date; startedBefore: Date; staleBefore: Date },
  batch = PURGE_BATCH,
) {
  const gone = db
    .select({ id: users.id })
    .from(users)
    .where(or(isNotNull(users.blockedAt), isNotNull(users.deletedAt)))
  // One condition at a time, each served by its own index.
  const ended = [
    and(isNull(sessions.replacedBy), lt(sessions.lastActivity, cutoffs.idleBefore)),
    and(isNull(sessions.replacedBy), lt(sessions.createdAt, cutoffs.startedBefore)),
    and(isNotNull(sessions.replacedBy), lt(sessions.replacedAt, cutoffs.staleBefore)),
    inArray(sessions.userId, gone),
  ]
  let deleted = 0
  for (const where of ended) {
    for (;;) {
      const chosen = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(where)
        .limit(batch)
        .for('update', { skipLocked: true })
      const rows = await db
        .delete(sessions)
        .where(inArray(sessions.id, chosen))
        .returning({ id: sessions.id })
      deleted += rows.length
      if (rows.length < batch) break
    }
  }
  return deleted
}

/**
 * The ids of people whose name or mobile contains `term` (already normalised), as a subquery
 * another module's list can filter by ("search boxes by owner") without reading this table.
 */
export function userIdsMatching(term: string) {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`(select ${users.id} from ${users} where ${users.deletedAt} is null and (
    coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') ilike ${like}
    or ${users.mobile} like ${like}))`
}

/** Accounts made since a moment (deleted ones left out). */
export async function countUsersSince(db: Executor, since: Date) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`${users.createdAt} >= ${since.toISOString()}`, isNull(users.deletedAt)))
  return Number(row?.value ?? 0)
}
