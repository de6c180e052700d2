import type {
  Bill,
  DashboardTransaction,
  ItemKind,
  Lang,
  TransactionSummary,
} from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { userSummaries } from '../users/users.service.ts'
import { findBills, itemsAndAttemptsOf } from './payments.repository.ts'
import type { BillRow, TransactionRow } from './payments.tables.ts'

export const presentTransaction = (t: TransactionRow, lang: Lang): TransactionSummary => ({
  id: t.id,
  gateway: t.gateway,
  amount: t.amount,
  status: t.status,
  reference_id: t.referenceId,
  card_mask: t.cardMask,
  message: t.errorMessage?.[lang] ?? null,
  paid_at: t.paidAt?.toISOString() ?? null,
  created_at: t.createdAt.toISOString(),
})

/** For an item kind, the record each item (by `item_id`) pays toward, where it is another. */
export type ParentsOf = (db: Executor, itemIds: number[]) => Promise<Map<number, number>>

// Registered by the kinds' modules at start (`registerKind`); the same in every instance.
const parentLookups = new Map<ItemKind, ParentsOf>()
export const registerParents = (kind: ItemKind, lookup: ParentsOf) =>
  void parentLookups.set(kind, lookup)

async function parentsOf(db: Executor, items: { kind: ItemKind; itemId: number }[]) {
  const found = new Map<string, number>()
  await Promise.all(
    [...parentLookups].map(async ([kind, lookup]) => {
      const ids = items.filter((i) => i.kind === kind).map((i) => i.itemId)
      if (!ids.length) return
      for (const [id, parent] of await lookup(db, ids)) found.set(`${kind}:${id}`, parent)
    }),
  )
  return found
}

/** Bills with their items, attempts, receipt and payer; `withToken` for their owner only. */
export async function presentBills(
  db: Executor,
  rows: BillRow[],
  lang: Lang,
  withToken: boolean,
): Promise<Bill[]> {
  const ids = rows.map((b) => b.id)
  if (!ids.length) return []
  const userIds = [...new Set(rows.map((b) => b.userId).filter((v): v is number => v !== null))]
  const [{ items, attempts }, payers] = await Promise.all([
    itemsAndAttemptsOf(db, ids),
    userSummaries(db, userIds),
  ])
  const parents = await parentsOf(db, items)
  return rows.map((b) => {
    const payer = b.userId === null ? undefined : payers.get(b.userId)
    const own = attempts.filter((t) => t.billId === b.id)
    const paid = own.find((t) => t.id === b.paidTransactionId) ?? null
    return {
      id: b.id,
      total: b.total,
      status: b.status,
      payer: {
        name: payer && !payer.deleted ? payer.name : null,
        mobile: payer && !payer.deleted ? payer.mobile : b.guestMobile,
      },
      items: items
        .filter((i) => i.billId === b.id)
        .map((i) => ({
          id: i.id,
          kind: i.kind,
          item_id: i.itemId,
          title: i.title,
          amount: i.amount,
          answers: i.answers ?? null,
          parent_id: parents.get(`${i.kind}:${i.itemId}`) ?? null,
        })),
      transactions: own.map((t) => presentTransaction(t, lang)),
      receipt: paid ? presentTransaction(paid, lang) : null,
      paid_at: b.paidAt?.toISOString() ?? null,
      created_at: b.createdAt.toISOString(),
      token: withToken ? b.token : null,
    }
  })
}

/** Payment attempts as staff see them: who paid, for what kinds, and what went wrong. */
export async function presentDashboardTransactions(
  db: Executor,
  rows: TransactionRow[],
  lang: Lang,
): Promise<DashboardTransaction[]> {
  const billRows = await findBills(db, [...new Set(rows.map((r) => r.billId))])
  const presentedBills = await presentBills(db, billRows, lang, false)
  return rows.map((t) => {
    const b = presentedBills.find((x) => x.id === t.billId)
    return {
      ...presentTransaction(t, lang),
      bill_id: t.billId,
      payer: b?.payer ?? { name: null, mobile: null },
      kinds: [...new Set((b?.items ?? []).map((i) => i.kind))],
      duplicate: t.duplicate,
      error_code: t.errorCode,
      flag: t.flag,
      flagged_at: t.flaggedAt?.toISOString() ?? null,
    }
  })
}
