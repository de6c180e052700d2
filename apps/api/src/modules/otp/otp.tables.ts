import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const OTP_PURPOSES = ['login', 'reset', 'change_mobile', 'confirm'] as const
export type OtpPurpose = (typeof OTP_PURPOSES)[number]

/** One-time codes, kept only as an HMAC; the newest unconsumed code of a mobile counts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
)
