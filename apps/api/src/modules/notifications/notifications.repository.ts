import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notifications, type NotificationRow } from './notifications.tables.ts'

export async function insertNotifications(
  db: Executor,
  rows: (typeof notifications.$inferInsert)[],
): Promise<NotificationRow[]> {
  if (!rows.length) return []
  return db.insert(notifications).values(rows).returning()
}

const ownedBy = (userId: number) => eq(notifications.userId, userId)

export async function notificationsOfUser(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(ownedBy(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(notifications).where(ownedBy(userId)),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

export async function unreadCountOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(ownedBy(userId), isNull(notifications.readAt)))
  return Number(row?.value ?? 0)
}

/** Marks one of the user's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ownedBy(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id })
  return Boolean(row)
}

export async function markAllRead(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return rows.length
}

/** The newest site-wide announcements, for the props. */
export async function latestAnnouncements(db: Executor, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(isNull(notifications.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
}

/** Marks read the user's unread notifications that lead to `link` (they have seen it there). */
export async function markReadByLink(db: Executor, userId: number, link: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(userId), eq(notifications.link, link), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return rows.length
}
