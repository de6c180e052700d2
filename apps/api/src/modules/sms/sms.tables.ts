import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { SmsKind, SmsStatus } from '@kheyr/contracts/sms'
import { users } from '../users/users.tables.ts'

export { SMS_KINDS, SMS_STATUSES, type SmsKind, type SmsStatus } from '@kheyr/contracts/sms'

/** The outbox: every text the app sends, queued first, then sent or failed (with retries). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template'),
    tokens: jsonb('tokens').$type<string[]>(),
    kind: text('kind').$type<SmsKind>().notNull(),
    status: text('status').$type<SmsStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    provider: text('provider'),
    providerId: text('provider_id'),
    cost: integer('cost'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt), index('sms_messages_to_idx').on(t.to)],
)
export type SmsMessageRow = typeof smsMessages.$inferSelect
