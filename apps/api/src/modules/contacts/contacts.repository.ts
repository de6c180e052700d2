import { and, count, desc, eq, inArray, max } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { contactMessages, type ContactMessageRow } from './contacts.tables.ts'

/** The highest subject id any message still carries, so a new subject never takes an old id. */
export async function highestUsedSubjectId(db: Executor): Promise<number> {
  const [row] = await db.select({ value: max(contactMessages.subjectId) }).from(contactMessages)
  return row?.value ?? 0
}

export async function insertContact(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  return row!
}

export async function contactsOfUser(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
) {
  const mine = eq(contactMessages.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(mine)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(contactMessages).where(mine),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

export async function findContactOfUser(
  db: Executor,
  userId: number,
  id: number,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.userId, userId)))
  return row ?? null
}

export async function findContactForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
  return row ?? null
}

export async function updateContact(
  db: Executor,
  id: number,
  values: Partial<typeof contactMessages.$inferInsert>,
) {
  const [row] = await db
    .update(contactMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning()
  return row!
}

/** Marks a new message read; null when it was not new any more (someone read it first). */
export async function markContactRead(db: Executor, id: number) {
  const [row] = await db
    .update(contactMessages)
    .set({ status: 'read', readAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning()
  return row ?? null
}

/** Messages nobody has answered yet (new or read). */
export async function countUnanswered(db: Executor) {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.status, ['new', 'read']))
  return Number(row?.value ?? 0)
}
