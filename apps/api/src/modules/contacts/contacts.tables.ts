import type { ContactStatus, ContactType } from '@kheyr/contracts'
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/** Feedback people send from `/contact-us` and the staff reply to it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContactType>().notNull(),
    /** The subject's id in the `contacts.subjects` setting, and its title when sent. */
    subjectId: integer('subject_id'),
    subject: text('subject'),
    body: text('body').notNull(),
    /** A media library item; the media module owns that table. */
    attachmentId: bigint('attachment_id', { mode: 'number' }),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_user_created_idx').on(t.userId, t.createdAt),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
  ],
)
export type ContactMessageRow = typeof contactMessages.$inferSelect
