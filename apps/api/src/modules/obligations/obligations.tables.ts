import type { ObligationRate, ObligationStatus, ObligationUnit } from '@kheyr/contracts'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bills } from '../payments/payments.tables.ts'
import { users } from '../users/users.tables.ts'

/**
 * A religious obligation a donor pays (fitriyeh, kaffara, fidyah, or one the charity adds): its
 * rate is per person or per day, set each Jalali year.
 */
export const obligations = pgTable(
  'obligations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    unit: text('unit').$type<ObligationUnit>().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('obligations_slug_unique').on(t.slug)],
)
export type ObligationRow = typeof obligations.$inferSelect

/**
 * One Jalali year's rates of an obligation, as an office announced them. Rows stay after their
 * year, so a receipt's rate can always be traced to its announcement.
 */
export const obligationYears = pgTable(
  'obligation_years',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    obligationId: bigint('obligation_id', { mode: 'number' })
      .notNull()
      .references(() => obligations.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    /** Whole toman per person or day, per staple, in the order pages list them. */
    rates: jsonb('rates').$type<ObligationRate[]>().notNull(),
    sourceOffice: text('source_office').notNull(),
    sourceUrl: text('source_url'),
    /** The days (Tehran) it is offered; a year whose days hold today applies over the calendar's. */
    offeredFrom: date('offered_from', { mode: 'string' }),
    offeredTo: date('offered_to', { mode: 'string' }),
    /** After this moment a payment is late (still accepted, with `lateNote`). */
    deadline: timestamp('deadline', { withTimezone: true }),
    lateNote: text('late_note'),
    /** Demo rates of a fresh install; cleared when staff save the year. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('obligation_years_unique').on(t.obligationId, t.year)],
)
export type ObligationYearRow = typeof obligationYears.$inferSelect

/**
 * What a donor paid for an obligation: their answers (people or days, staple) with the rate and
 * year it was computed from, so the amount can always be explained.
 */
export const obligationPayments = pgTable(
  'obligation_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    guestMobile: text('guest_mobile'),
    obligationId: bigint('obligation_id', { mode: 'number' })
      .notNull()
      .references(() => obligations.id),
    obligationYearId: bigint('obligation_year_id', { mode: 'number' })
      .notNull()
      .references(() => obligationYears.id),
    year: integer('year').notNull(),
    staple: text('staple'),
    rate: bigint('rate', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** rate x count, whole toman. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A gift on top, its own bill item. */
    gift: bigint('gift', { mode: 'number' }).notNull().default(0),
    late: boolean('late').notNull().default(false),
    lateNote: text('late_note'),
    status: text('status').$type<ObligationStatus>().notNull().default('unpaid'),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('obligation_payments_user_idx').on(t.userId, t.createdAt),
    index('obligation_payments_guest_idx').on(t.guestMobile),
    index('obligation_payments_year_idx').on(t.year, t.status),
  ],
)
export type ObligationPaymentRow = typeof obligationPayments.$inferSelect
