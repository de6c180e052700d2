import { and, desc, eq, lt, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../users/users.tables.ts'
import { sessions, type SessionData } from './sessions.tables.ts'

export async function findSessionWithUser(db: Executor, id: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
  return row ?? null
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
) {
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

export async function deleteOtherSessions(db: Executor, userId: number, keepId: string | null) {
  await db
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
        : eq(sessions.userId, userId),
    )
}

export async function sessionsOfUser(db: Executor, userId: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastActivity))
}

export async function deleteIdleSessions(db: Executor, before: Date) {
  await db.delete(sessions).where(lt(sessions.lastActivity, before))
}
