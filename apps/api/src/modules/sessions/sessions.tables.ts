import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

export type SessionData = {
  /** Set while a sign-in waits for its two-factor code. */
  pendingTwoFactorUserId?: number
  /** The admin behind an impersonation, to go back to. */
  impersonatorId?: number
  /** When the user last proved who they are (password or fresh OTP), for sensitive actions. */
  confirmedAt?: number
  [key: string]: unknown
}

/** Server-side sessions: the cookie holds a random token, this table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_last_activity_idx').on(t.lastActivity),
  ],
)
export type SessionRow = typeof sessions.$inferSelect
