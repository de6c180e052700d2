import type {
  BillStatus,
  GatewayName,
  ItemAnswers,
  ItemKind,
  TransactionFlag,
  TransactionStatus,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/** One checkout: who pays, for what, how much; paid by one transaction. */
export const bills = pgTable(
  'bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    guestMobile: text('guest_mobile'),
    /** Whole toman, the sum of the items, fixed when the bill is made. */
    total: bigint('total', { mode: 'number' }).notNull(),
    status: text('status').$type<BillStatus>().notNull().default('unpaid'),
    /** Lets whoever holds it (a guest payer) open the bill and its receipt. */
    token: text('token').notNull(),
    paidTransactionId: bigint('paid_transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The attempt the last click on "pay" started, at which gateway, and until when another
     * click there reuses it (a double click); cleared when that attempt ends unpaid.
     */
    payAttemptId: bigint('pay_attempt_id', { mode: 'number' }),
    payGateway: text('pay_gateway').$type<GatewayName>(),
    payOpenUntil: timestamp('pay_open_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_token_unique').on(t.token),
    index('bills_user_idx').on(t.userId, t.createdAt),
    index('bills_status_idx').on(t.status, t.createdAt),
    // Who paid this month, for the dashboard home.
    index('bills_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
)
export type BillRow = typeof bills.$inferSelect

export const billItems = pgTable(
  'bill_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ItemKind>().notNull(),
    /** The record the item pays for, in its own module (a donation, a crown...). */
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What the reports group the item by within its kind: the charity type of a donation, the
     * campaign of a gift; null for kinds without one. Set by the module that sells the item.
     */
    subKey: bigint('sub_key', { mode: 'number' }),
    /** What the payer answered for an item a rate prices (an obligation's people or days...). */
    answers: jsonb('answers').$type<ItemAnswers>(),
  },
  (t) => [
    index('bill_items_bill_idx').on(t.billId),
    index('bill_items_item_idx').on(t.kind, t.itemId),
  ],
)
export type BillItemRow = typeof billItems.$inferSelect

/** One attempt to pay a bill at one gateway. */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' })
      .notNull()
      .references(() => bills.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    gateway: text('gateway').$type<GatewayName>().notNull(),
    /** Whole toman from the bill at the time of the attempt; drivers convert to rial themselves. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The gateway's handle for the payment (authority, token). */
    token: text('token'),
    referenceId: text('reference_id'),
    cardMask: text('card_mask'),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    errorCode: text('error_code'),
    /** The gateway's reason, in both languages, for the payer. */
    errorMessage: jsonb('error_message').$type<{ fa: string; en: string }>(),
    /** A second successful payment of an already paid bill: the money came in, it needs a refund. */
    duplicate: boolean('duplicate').notNull().default(false),
    /**
     * Why a person must look at this attempt (the bank may hold money we did not credit: a
     * forged or mismatched callback, an unconfirmed verify, a reused reference...); null when
     * nothing is asked of staff. Cleared when staff mark it resolved (the audit log keeps it).
     */
    flag: text('flag').$type<TransactionFlag>(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    callbackParams: jsonb('callback_params').$type<Record<string, string>>(),
    raw: jsonb('raw').$type<unknown[]>().notNull().default([]),
    /** Set while one process asks the gateway to verify, so concurrent callbacks do not. */
    verifyingAt: timestamp('verifying_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_gateway_token_unique').on(t.gateway, t.token),
    // A bank reference pays for one thing only: a replayed one can never settle a second bill.
    uniqueIndex('transactions_gateway_reference_unique')
      .on(t.gateway, t.referenceId)
      .where(sql`${t.referenceId} is not null`),
    index('transactions_bill_idx').on(t.billId),
    index('transactions_status_idx').on(t.status, t.createdAt),
    index('transactions_user_idx').on(t.userId, t.createdAt),
    index('transactions_flagged_idx')
      .on(t.flaggedAt)
      .where(sql`${t.flag} is not null`),
    // The refunds list and the day's reconciliation read the (few) second payments of a bill.
    index('transactions_duplicate_idx')
      .on(t.paidAt)
      .where(sql`${t.duplicate}`),
  ],
)
export type TransactionRow = typeof transactions.$inferSelect

/**
 * Money settled per day, kept by the statement that marks a payment paid (and by a recorded
 * refund), so reports over years read days, never every transaction. `day` is the calendar day
 * in Tehran (one Jalali day). Three levels of rows per day and gateway: `kind` and `sub_key`
 * null for all the payments; `kind` set and `sub_key` null for one kind of item; both set for
 * one charity type or campaign within its kind. A bill with items of several kinds counts once
 * at each level it touches, its amount split by its items. Refunds are kept apart, on the day
 * they were made, and never change what was settled.
 */
export const settlementLedger = pgTable(
  'settlement_ledger',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gateway: text('gateway').$type<GatewayName>().notNull(),
    kind: text('kind').$type<ItemKind>(),
    subKey: bigint('sub_key', { mode: 'number' }),
    /** Payments at this level (a bill's second payment, a duplicate, counts too). */
    count: integer('count').notNull().default(0),
    /** Whole toman. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    refundedCount: integer('refunded_count').notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('settlement_ledger_key').on(t.day, t.gateway, t.kind, t.subKey).nullsNotDistinct(),
  ],
)

/**
 * Money returned to a payer by staff (at the bank's panel): a bill's second payment that
 * settlement flagged `duplicate`. The payment itself stays as it was; the ledger counts the
 * refund apart.
 */
export const refunds = pgTable('refunds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .unique('refunds_transaction_unique')
    .references(() => transactions.id),
  /** Whole toman: the payment's amount. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** The bank's reference for the refund. */
  reference: text('reference').notNull(),
  /** The day the money went back (Tehran), as staff read it off the bank's panel. */
  refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
  note: text('note'),
  createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
export type RefundRow = typeof refunds.$inferSelect
