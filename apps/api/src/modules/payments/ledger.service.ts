import {
  GATEWAYS,
  type DashboardTransaction,
  type GatewayDay,
  type GatewayName,
  type Lang,
  type MoneyFigure,
  type RefundCase,
  type RefundInput,
  type RefundState,
} from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import type { Db, Executor } from '../../db/client.ts'
import { AppError, invalid, notFound } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { userNames } from '../users/users.service.ts'
import {
  duplicatePayments,
  duplicatesPaidOn,
  flaggedOn,
  insertRefund,
  ledgerSums,
  ledgerTotals,
  lockPayment,
  payersSince,
  recentPaid,
  refundInLedger,
  refundsDue,
  unpaidAttemptsOn,
} from './ledger.repository.ts'
import { presentDashboardTransactions } from './payments.presenter.ts'
import type { RefundRow, TransactionRow } from './payments.tables.ts'

/*
 * The payments module's surface for the charity's numbers (the reports module): the settlement
 * ledger kept at every settlement, a day's attempts for reconciliation, and refunds of payments
 * that came twice (docs/decisions/019-settlement-ledger.md).
 */

export { ledgerSums, ledgerTotals, payersSince, refundsDue }
export type { LedgerLevel, LedgerSum } from './ledger.repository.ts'

const zero = (): MoneyFigure => ({ count: 0, amount: '0' })
const add = (a: MoneyFigure, count: number, amount: string): MoneyFigure => ({
  count: a.count + count,
  amount: (BigInt(a.amount) + BigInt(amount)).toString(),
})

/** The latest payments, as staff see them. */
export async function recentPayments(
  db: Executor,
  lang: Lang,
  limit = 8,
): Promise<DashboardTransaction[]> {
  return presentDashboardTransactions(db, await recentPaid(db, limit), lang)
}

/**
 * A Tehran day per gateway, for the accountant: what each settled (from the ledger), the
 * duplicates among it, refunds made, attempts left pending, failed or canceled, and flags; with
 * the duplicate and flagged attempts themselves. Gateways with nothing that day are left out.
 */
export async function dayAtGateways(db: Executor, day: string, lang: Lang) {
  const [settled, attempts, duplicateRows, flaggedRows] = await Promise.all([
    ledgerSums(db, { from: day, to: day, starts: null, level: 'gateway' }),
    unpaidAttemptsOn(db, day),
    duplicatesPaidOn(db, day),
    flaggedOn(db, day),
  ])
  const days = new Map<GatewayName, GatewayDay>()
  const of = (gateway: GatewayName) => {
    let entry = days.get(gateway)
    if (!entry) {
      entry = {
        gateway,
        settled: zero(),
        duplicates: zero(),
        refunded: zero(),
        pending: zero(),
        failed: zero(),
        canceled: zero(),
        flagged: 0,
      }
      days.set(gateway, entry)
    }
    return entry
  }
  for (const row of settled) {
    const entry = of(row.key as GatewayName)
    entry.settled = add(entry.settled, row.count, row.amount)
    entry.refunded = add(entry.refunded, row.refundedCount, row.refundedAmount)
  }
  for (const row of attempts) {
    const entry = of(row.gateway)
    const field =
      row.status === 'pending' ? 'pending' : row.status === 'canceled' ? 'canceled' : 'failed'
    entry[field] = add(entry[field], row.count, row.amount)
  }
  for (const row of duplicateRows) {
    const entry = of(row.gateway)
    entry.duplicates = add(entry.duplicates, 1, String(row.amount))
  }
  for (const row of flaggedRows) of(row.gateway).flagged++
  const [duplicates, flagged] = await Promise.all([
    presentDashboardTransactions(db, duplicateRows, lang),
    presentDashboardTransactions(db, flaggedRows, lang),
  ])
  return {
    gateways: GATEWAYS.filter((g) => days.has(g)).map((g) => days.get(g)!),
    duplicates,
    flagged,
  }
}

async function presentCases(
  db: Executor,
  rows: { transaction: TransactionRow; refund: RefundRow | null }[],
  lang: Lang,
): Promise<RefundCase[]> {
  const [presented, names] = await Promise.all([
    presentDashboardTransactions(
      db,
      rows.map((r) => r.transaction),
      lang,
    ),
    userNames(
      db,
      rows.flatMap((r) => (r.refund?.createdBy ? [r.refund.createdBy] : [])),
    ),
  ])
  return presented.map((t, i) => {
    const refund = rows[i]!.refund
    return {
      ...t,
      refund: refund
        ? {
            id: refund.id,
            amount: refund.amount,
            reference: refund.reference,
            refunded_on: refund.refundedOn,
            note: refund.note,
            created_by: refund.createdBy
              ? { id: refund.createdBy, name: names.get(refund.createdBy) ?? '' }
              : null,
            created_at: refund.createdAt.toISOString(),
          }
        : null,
    }
  })
}

/** Second payments of a bill, newest first: all, those still to refund, or those refunded. */
export async function refundCases(
  db: Executor,
  query: { state?: RefundState; page: number; per_page: number },
  lang: Lang,
) {
  const { rows, total } = await duplicatePayments(db, query.state, query.page, query.per_page)
  return { rows: await presentCases(db, rows, lang), total }
}

/** The Tehran day (`YYYY-MM-DD`) of a moment. */
const tehranDayOf = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(moment)

/**
 * Staff gave back a bill's second payment (at the bank's panel): the refund is written down,
 * counted apart in the ledger on its day, and audited, in one transaction; the payment itself
 * stays as it was. Once per payment, even when two people record it at the same moment.
 */
export async function recordRefund(
  db: Db,
  request: FastifyRequest,
  transactionId: number,
  input: RefundInput,
): Promise<RefundCase> {
  const row = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, transactionId)
    if (!payment) throw notFound()
    const { transaction } = payment
    if (transaction.status !== 'paid' || !transaction.duplicate)
      throw new AppError(409, 'not_refundable')
    if (payment.refund) throw new AppError(409, 'already_refunded')
    if (transaction.paidAt && input.refunded_on < tehranDayOf(transaction.paidAt))
      throw invalid('refunded_on', 'refund_before_payment')
    const refund = await insertRefund(tx, {
      transactionId,
      amount: transaction.amount,
      reference: input.reference,
      refundedOn: input.refunded_on,
      note: input.note,
      createdBy: request.user?.id ?? null,
    })
    await refundInLedger(tx, transactionId, input.refunded_on)
    await recordAudit(tx, request, {
      action: 'payment.refunded',
      resource: 'transactions',
      recordId: transactionId,
      after: {
        amount: transaction.amount,
        reference: input.reference,
        refunded_on: input.refunded_on,
        note: input.note,
        bill: transaction.billId,
        gateway: transaction.gateway,
      },
    })
    return { transaction, refund }
  })
  const [presented] = await presentCases(db, [row], request.lang)
  return presented!
}
