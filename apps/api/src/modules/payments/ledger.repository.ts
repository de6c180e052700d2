import type { GatewayName, TransactionStatus } from '@kheyr/contracts'
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import {
  bills,
  refunds,
  settlementLedger,
  transactions,
  type TransactionRow,
} from './payments.tables.ts'

// The settlement ledger (`settlement_ledger`): what was paid and refunded per Tehran day, kept in
// the statement that settles a payment, and what the reports read instead of the transactions.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * The ledger rows of one payment or refund: `entry` selects its `bill_id`, `gateway` and `day`;
 * the bill's items give the kinds and sub-keys, their amounts the split. Rows are written in one
 * order (all payments first, then kinds, then sub-keys), so concurrent settlements of one day
 * and gateway queue on the same first row instead of locking each other's rows crosswise.
 */
function ledgerInsert(entry: SQL, refund: boolean) {
  const [paid, refunded] = refund ? [sql`0`, sql`1`] : [sql`1`, sql`0`]
  return sql`
    insert into ${settlementLedger} as l
      (day, gateway, kind, sub_key, count, amount, refunded_count, refunded_amount)
    select e.day, e.gateway, g.kind, g.sub_key, ${paid}, ${paid} * g.amount,
      ${refunded}, ${refunded} * g.amount
    from (${entry}) e cross join lateral (
      select i.kind, i.sub_key, sum(i.amount)::bigint as amount
      from bill_items i where i.bill_id = e.bill_id
      group by grouping sets ((), (i.kind), (i.kind, i.sub_key))
      having grouping(i.sub_key) = 1 or i.sub_key is not null
    ) g
    order by g.kind nulls first, g.sub_key nulls first
    on conflict (day, gateway, kind, sub_key) do update set
      count = l.count + excluded.count,
      amount = l.amount + excluded.amount,
      refunded_count = l.refunded_count + excluded.refunded_count,
      refunded_amount = l.refunded_amount + excluded.refunded_amount`
}

/**
 * The statement (for a CTE of `markPaid`) that adds a payment to the ledger on the Tehran day it
 * was paid; `paid` selects the payment's `bill_id`, `gateway` and `paid_at`.
 */
export const settledInLedger = (paid: SQL) =>
  ledgerInsert(
    sql`select bill_id, gateway, (paid_at at time zone 'Asia/Tehran')::date as day from (${paid}) p`,
    false,
  )

/** A refund of a payment, in the ledger on the day it was made (`day`, `YYYY-MM-DD`). */
export async function refundInLedger(tx: Tx, transactionId: number, day: string) {
  await tx.execute(
    ledgerInsert(
      sql`select bill_id, gateway, ${day}::date as day from ${transactions}
        where id = ${transactionId}`,
      true,
    ),
  )
}

/** What the ledger groups by: a level of its rows and the key read from it. */
export type LedgerLevel =
  'payments' | 'kind' | 'gateway' | 'charity_type' | 'campaign' | 'obligation'

const LEVELS: Record<LedgerLevel, { where: SQL; key: SQL }> = {
  payments: { where: sql`kind is null`, key: sql`''` },
  gateway: { where: sql`kind is null`, key: sql`gateway` },
  kind: { where: sql`kind is not null and sub_key is null`, key: sql`kind` },
  charity_type: { where: sql`kind = 'charity' and sub_key is not null`, key: sql`sub_key::text` },
  campaign: { where: sql`kind = 'campaign' and sub_key is not null`, key: sql`sub_key::text` },
  // An obligation's year of rates (the gift on top has no sub-key: it is no obligation).
  obligation: {
    where: sql`kind = 'obligation' and sub_key is not null`,
    key: sql`sub_key::text`,
  },
}

export type LedgerSum = {
  /** The bucket's index in `starts`, or the day itself when there are no buckets. */
  bucket: string
  key: string
  count: number
  /** Whole toman, as a string of digits (sums may pass 2^53). */
  amount: string
  refundedCount: number
  refundedAmount: string
}

/**
 * Sums of the ledger between two days (inclusive), at one level, per key and per bucket: the
 * buckets are periods starting on `starts` (sorted days; each runs until the next), or each day
 * when `starts` is null.
 */
export async function ledgerSums(
  db: Executor,
  range: { from: string; to: string; starts: string[] | null; level: LedgerLevel },
): Promise<LedgerSum[]> {
  const level = LEVELS[range.level]
  const bucket = range.starts
    ? sql`width_bucket(day, ${`{${range.starts.join(',')}}`}::date[])::text`
    : sql`day::text`
  const result = await db.execute(sql`
    select ${bucket} as bucket, ${level.key} as key,
      sum(count)::bigint as count, sum(amount)::text as amount,
      sum(refunded_count)::bigint as refunded_count, sum(refunded_amount)::text as refunded_amount
    from ${settlementLedger}
    where day between ${range.from}::date and ${range.to}::date and ${level.where}
    group by 1, 2
    order by 1, 2`)
  return rowsOf<{
    bucket: string
    key: string
    count: number | string
    amount: string
    refunded_count: number | string
    refunded_amount: string
  }>(result).map((r) => ({
    bucket: r.bucket,
    key: r.key,
    count: Number(r.count),
    amount: r.amount,
    refundedCount: Number(r.refunded_count),
    refundedAmount: r.refunded_amount,
  }))
}

/** The moments a Tehran day (`YYYY-MM-DD`) starts and ends, as SQL. */
const dayBounds = (day: string) => ({
  start: sql`(${day}::date::timestamp at time zone 'Asia/Tehran')`,
  end: sql`((${day}::date + 1)::timestamp at time zone 'Asia/Tehran')`,
})

/** Attempts started on a Tehran day and not paid, per gateway and status: count and sum. */
export async function unpaidAttemptsOn(db: Executor, day: string) {
  const { start, end } = dayBounds(day)
  const result = await db.execute(sql`
    select gateway, status, count(*)::bigint as count, sum(amount)::text as amount
    from ${transactions}
    where status in ('pending', 'failed', 'error', 'canceled')
      and created_at >= ${start} and created_at < ${end}
    group by gateway, status`)
  return rowsOf<{ gateway: GatewayName; status: TransactionStatus; count: string; amount: string }>(
    result,
  ).map((r) => ({ ...r, count: Number(r.count) }))
}

/** Second payments of a bill settled on a Tehran day, oldest first. */
export async function duplicatesPaidOn(db: Executor, day: string) {
  const { start, end } = dayBounds(day)
  return db
    .select()
    .from(transactions)
    .where(
      sql`${transactions.duplicate} and ${transactions.paidAt} >= ${start}
        and ${transactions.paidAt} < ${end}`,
    )
    .orderBy(transactions.paidAt)
}

/** Attempts flagged on a Tehran day and still flagged (resolved ones keep no flag), oldest first. */
export async function flaggedOn(db: Executor, day: string) {
  const { start, end } = dayBounds(day)
  return db
    .select()
    .from(transactions)
    .where(
      sql`${transactions.flag} is not null and ${transactions.flaggedAt} >= ${start}
        and ${transactions.flaggedAt} < ${end}`,
    )
    .orderBy(transactions.flaggedAt)
}

/** People (accounts, or guests by mobile) who paid a bill from a Tehran day through today. */
export async function payersSince(db: Executor, day: string) {
  const result = await db.execute(sql`
    select count(distinct coalesce(user_id::text, guest_mobile, id::text))::bigint as count
    from ${bills}
    where paid_at >= ${dayBounds(day).start}`)
  return Number(rowsOf<{ count: string }>(result)[0]?.count ?? 0)
}

/** The latest paid attempts. */
export async function recentPaid(db: Executor, limit: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.status, 'paid'))
    .orderBy(desc(transactions.createdAt))
    .limit(limit)
}

// ---- Refunds -------------------------------------------------------------------------------------

export type RefundState = 'due' | 'refunded'

const refundState = (state: RefundState | undefined) =>
  state === 'due' ? isNull(refunds.id) : state === 'refunded' ? isNotNull(refunds.id) : undefined

/** Second payments of a bill (to be refunded, or refunded), newest first, one page. */
export async function duplicatePayments(
  db: Executor,
  state: RefundState | undefined,
  page: number,
  perPage: number,
) {
  const where = and(eq(transactions.duplicate, true), refundState(state))
  const [rows, [total]] = await Promise.all([
    db
      .select({ transaction: transactions, refund: refunds })
      .from(transactions)
      .leftJoin(refunds, eq(refunds.transactionId, transactions.id))
      .where(where)
      .orderBy(desc(transactions.paidAt), desc(transactions.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(transactions)
      .leftJoin(refunds, eq(refunds.transactionId, transactions.id))
      .where(where),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

/** Second payments not refunded yet: how many, and how much (a string of digits). */
export async function refundsDue(db: Executor) {
  const result = await db.execute(sql`
    select count(*)::bigint as count, coalesce(sum(t.amount), 0)::text as amount
    from ${transactions} t
    where t.duplicate and not exists (select 1 from ${refunds} r where r.transaction_id = t.id)`)
  const row = rowsOf<{ count: string; amount: string }>(result)[0]!
  return { count: Number(row.count), amount: row.amount }
}

/**
 * An attempt, locked for the rest of the transaction, with its refund if any: read after the
 * lock, so a refund another request recorded while this one waited is seen.
 */
export async function lockPayment(tx: Tx, id: number) {
  const [transaction] = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.id, id))
    .for('update')
  if (!transaction) return null
  const [refund] = await tx.select().from(refunds).where(eq(refunds.transactionId, id))
  return { transaction, refund: refund ?? null }
}

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning()
  return row!
}

/**
 * The whole ledger's totals (payments and refunds, counted and summed at the payment level):
 * what a backup records and a restore must give back to the toman. Amounts as text, since sums
 * over all time may pass 2^53.
 */
export async function ledgerTotals(db: Executor) {
  const result = await db.execute(sql`
    select coalesce(sum(count), 0)::text as payments, coalesce(sum(amount), 0)::text as amount,
      coalesce(sum(refunded_count), 0)::text as refunds,
      coalesce(sum(refunded_amount), 0)::text as refunded_amount
    from ${settlementLedger} where kind is null`)
  return rowsOf<{ payments: string; amount: string; refunds: string; refunded_amount: string }>(
    result,
  )[0]!
}
