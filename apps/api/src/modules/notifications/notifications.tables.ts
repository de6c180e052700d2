import { sql } from 'drizzle-orm'
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/**
 * Notifications: a row without a user is a site-wide announcement (served in the props); a row
 * with one belongs to that user alone (a reply, a receipt, a reminder).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The header asks for the unread count of the signed-in user every minute.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
)
export type NotificationRow = typeof notifications.$inferSelect
