import { sql } from 'drizzle-orm'
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Normalised `09xxxxxxxxx`; the login id. */
    mobile: text('mobile').notNull(),
    email: text('email'),
    password: text('password'),
    nationalCode: text('national_code'),
    avatar: text('avatar'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last accepted authenticator code: a code is good only once. */
    twoFactorLastStep: integer('two_factor_last_step'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A deleted account frees its mobile and email for a new sign-up.
    uniqueIndex('users_mobile_unique')
      .on(t.mobile)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_created_at_idx').on(t.createdAt),
  ],
)
export type UserRow = typeof users.$inferSelect
