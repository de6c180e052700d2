import type { SubscriptionStatus } from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
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

/** A kind of membership staff offer (monthly support of an orphan, general support...). */
export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    imageMediaId: bigint('image_media_id', { mode: 'number' }),
    /** Months in one period: 1, 3, 6 or 12. */
    periodMonths: integer('period_months').notNull().default(1),
    suggestedAmounts: jsonb('suggested_amounts').$type<number[]>().notNull().default([]),
    /** Whole toman per period. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(10000),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_types_slug_unique').on(t.slug)],
)
export type SubscriptionTypeRow = typeof subscriptionTypes.$inferSelect

/**
 * A membership: a promise to give `amount` toman every period. Periods are Jalali months (or
 * groups of them) counted from `start_period`; the ledger is kept as counts, never a row per
 * month. `paid_until` is its position as a period index (`year * 12 + month`): the start, plus
 * every period paid or excused by a pause. "Owes n or more periods" compares it with today, on
 * one index, for any number of members (decision 013).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    typeId: bigint('type_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptionTypes.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A guest's mobile (reminders go there; a sign-in with it adopts the membership). */
    mobile: text('mobile'),
    /** Whole toman per period. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A changed amount, for the periods from `next_amount_from` on (older ones cost `amount`). */
    nextAmount: bigint('next_amount', { mode: 'number' }),
    nextAmountFrom: integer('next_amount_from'),
    periodMonths: integer('period_months').notNull().default(1),
    startPeriod: integer('start_period').notNull(),
    /** 1 to 31; in a shorter month the period falls due on its last day. */
    dueDay: integer('due_day').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    paidPeriods: integer('paid_periods').notNull().default(0),
    excusedPeriods: integer('excused_periods').notNull().default(0),
    paidUntil: integer('paid_until').notNull(),
    /** Pauses that ended: the first excused period's month and how many periods they excused. */
    pauses: jsonb('pauses').$type<{ from: number; periods: number }[]>().notNull().default([]),
    /** Paused or canceled: the day the ledger stopped, as a month and its day (last day = 31). */
    frozenMonth: integer('frozen_month'),
    frozenDay: integer('frozen_day'),
    reminders: boolean('reminders').notNull().default(true),
    /** The period (its first month) the last reminder was for. */
    remindedPeriod: integer('reminded_period'),
    /** Its first payment: until then it is an unfinished checkout (no reminders, not on the dashboard). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Owes n or more periods": `(paid_until, due_day) <= (this month - n.., today)` per period length.
    index('subscriptions_owing_idx')
      .on(t.periodMonths, t.paidUntil, t.dueDay)
      .where(sql`${t.status} = 'active' and ${t.startedAt} is not null`),
    // ...and for the few paused or canceled ones, counted where their ledger froze.
    index('subscriptions_stopped_idx')
      .on(t.paidUntil)
      .where(sql`${t.status} <> 'active' and ${t.startedAt} is not null`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_type_idx').on(t.typeId, t.status),
    index('subscriptions_created_idx').on(t.createdAt),
    index('subscriptions_start_idx').on(t.startPeriod),
    index('subscriptions_mobile_idx').on(t.mobile),
  ],
)
export type SubscriptionRow = typeof subscriptions.$inferSelect

/**
 * How many times the memberships have been written, for the dashboard list's kept count and
 * totals (decision 013): a trigger adds one to a row of this table before every statement that
 * writes `subscriptions`, in that statement's transaction, so the sum changes exactly when what
 * a reader can see changes. Sixteen rows, picked by the connection, so concurrent payments do not
 * queue on one row.
 */
export const subscriptionVersions = pgTable('subscription_versions', {
  shard: integer('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

/** A payment of some periods: the bill item's record; its effect moves the ledger when paid. */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id, {
      onDelete: 'set null',
    }),
    periods: integer('periods').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    /** Where the payment came from: the member's page, a reminder's link, or staff (cash). */
    source: text('source').$type<'online' | 'link' | 'cash'>().notNull().default('online'),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_charges_subscription_idx').on(t.subscriptionId, t.createdAt)],
)
export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect

/** A reminder sent for one period, and its pay link (valid 12 hours, used once). */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The period (its first month) it reminded of: one reminder per membership and period. */
    period: integer('period').notNull(),
    /** Unpaid periods and their amount when it was sent. */
    periods: integer('periods').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The payment its link started. */
    chargeId: bigint('charge_id', { mode: 'number' }).references(() => subscriptionCharges.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscription_reminders_period_unique').on(t.subscriptionId, t.period)],
)
export type SubscriptionReminderRow = typeof subscriptionReminders.$inferSelect
