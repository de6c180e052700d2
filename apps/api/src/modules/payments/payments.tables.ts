import type {
  BillStatus,
  GatewayName,
  ItemKind,
  TransactionFlag,
  TransactionStatus,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
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
  ],
)
export type TransactionRow = typeof transactions.$inferSelect
