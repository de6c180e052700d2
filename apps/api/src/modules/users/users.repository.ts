import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { roles, userRoles } from '../access/access.tables.ts'
import { sessions } from '../sessions/sessions.tables.ts'
import type { Executor } from '../../db/client.ts'
import { users, type UserRow } from './users.tables.ts'

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

export async function insertUser(
  db: Executor,
  values: Pick<typeof users.$inferInsert, 'mobile'> & Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

export async function countUsers(db: Executor): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1)
  return rows.length
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

export async function rolesOfUsers(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; name: string; title: string | null }[]>()
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
  const map = new Map<number, { id: number; name: string; title: string | null }[]>()
  for (const { userId, ...role } of rows) map.set(userId, [...(map.get(userId) ?? []), role])
  return map
}

export const displayName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'mobile'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile

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

/** Display names of live and deleted users by id (deleted ones have no name left: their id). */
export async function userNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(rows.map((u) => [u.id, displayName(u)]))
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
