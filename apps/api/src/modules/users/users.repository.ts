import { and, eq, isNull } from 'drizzle-orm'
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
