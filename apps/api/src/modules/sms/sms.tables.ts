import { sql } from 'drizzle-orm'
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

/**
 * The outbox: every text the app sends, queued first, then sent or failed (with retries), then
 * delivered or not as the provider reports. A message holding a secret (a sign-in code) is
 * stored and shown with it masked; the real text is sealed (encrypted with the app's secret)
 * for the sending job alone.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template'),
    tokens: jsonb('tokens').$type<string[]>(),
    /** The real text and tokens, encrypted (sms.seal.ts), when `text` shows a secret masked. */
    sealed: text('sealed'),
    /** The provider's id for this message from us (Kavenegar `localid`): a retry is not sent twice. */
    localId: bigint('local_id', { mode: 'number' }),
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
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the provider was last asked whether it was delivered. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt),
    index('sms_messages_to_idx').on(t.to),
    index('sms_messages_awaiting_delivery_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent' and ${t.providerId} is not null`),
  ],
)
export type SmsMessageRow = typeof smsMessages.$inferSelect
