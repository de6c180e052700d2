import { CHEST_OPEN_DISCHARGE_STATUSES } from '@kheyr/contracts'
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { pageMeta } from '../../lib/pagination.ts'
import {
  chestDischarges,
  chestMaterials,
  chestPayments,
  chests,
  chestTypes,
  type ChestDischargeRow,
  type ChestPaymentRow,
  type ChestRow,
} from './chests.tables.ts'

const escapeLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const openStatuses = [...CHEST_OPEN_DISCHARGE_STATUSES]

// ---- Types and materials ----------------------------------------------------------------------

export type OptionTable = typeof chestTypes | typeof chestMaterials

/** The active types and materials, for the request form. */
export async function activeOptions(db: Executor) {
  const read = (table: OptionTable) =>
    db
      .select({ id: table.id, title: table.title, description: table.description })
      .from(table)
      .where(eq(table.active, true))
      .orderBy(asc(table.title), asc(table.id))
  const [types, materials] = await Promise.all([read(chestTypes), read(chestMaterials)])
  return { types, materials }
}

export async function findOption(db: Executor, table: OptionTable, id: number) {
  const [row] = await db.select().from(table).where(eq(table.id, id))
  return row ?? null
}

/** Titles of these types or materials by id. */
export async function optionTitles(db: Executor, table: OptionTable, ids: (number | null)[]) {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))]
  if (!unique.length) return new Map<number, string>()
  const rows = await db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(inArray(table.id, unique))
  return new Map(rows.map((r) => [r.id, r.title]))
}

/** How many boxes use each of these types (or materials). */
export async function optionUsage(db: Executor, column: 'type' | 'material', ids: number[]) {
  if (!ids.length) return new Map<number, number>()
  const key = column === 'type' ? chests.chestTypeId : chests.chestMaterialId
  const rows = await db
    .select({ id: key, value: count() })
    .from(chests)
    .where(inArray(key, ids))
    .groupBy(key)
  return new Map(rows.map((r) => [Number(r.id), Number(r.value)]))
}

// ---- Boxes ----------------------------------------------------------------------------------

export async function insertChest(tx: Tx, values: typeof chests.$inferInsert) {
  const [row] = await tx.insert(chests).values(values).returning()
  return row!
}

/** One page of a person's own boxes, newest first. */
export async function ownChests(db: Executor, userId: number, page: number, perPage: number) {
  const where = eq(chests.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chests)
      .where(where)
      .orderBy(desc(chests.createdAt), desc(chests.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(chests).where(where),
  ])
  return { rows, meta: pageMeta(page, perPage, Number(total?.value ?? 0)) }
}

/** A box of this owner; another person's box does not exist for them. */
export async function findOwnChest(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(chests)
    .where(and(eq(chests.id, id), eq(chests.userId, userId)))
  return row ?? null
}

export async function lockChest(tx: Tx, id: number): Promise<ChestRow | null> {
  const [row] = await tx.select().from(chests).where(eq(chests.id, id)).for('update')
  return row ?? null
}

export async function updateChest(tx: Tx, id: number, values: Partial<typeof chests.$inferInsert>) {
  const [row] = await tx
    .update(chests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chests.id, id))
    .returning()
  return row!
}

export async function chestsByIds(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<number, ChestRow>()
  const rows = await db.select().from(chests).where(inArray(chests.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function codeTaken(db: Executor, code: string, exceptId: number) {
  const [row] = await db
    .select({ id: chests.id })
    .from(chests)
    .where(and(eq(chests.code, code), sql`${chests.id} <> ${exceptId}`))
  return Boolean(row)
}

/** Whether a box has anything on record that must stay (a visit or a payment). */
export async function chestHasHistory(db: Executor, id: number) {
  const [visit] = await db
    .select({ id: chestDischarges.id })
    .from(chestDischarges)
    .where(and(eq(chestDischarges.chestId, id), eq(chestDischarges.status, 'done')))
    .limit(1)
  const [payment] = await db
    .select({ id: chestPayments.id })
    .from(chestPayments)
    .where(eq(chestPayments.chestId, id))
    .limit(1)
  return Boolean(visit || payment)
}

/** Boxes with an open drain request (the dashboard's "has open request" filter). */
export const hasOpenRequestSql: SQL = sql`exists (select 1 from ${chestDischarges}
  where ${chestDischarges.chestId} = ${chests.id}
  and ${chestDischarges.status} in ('pending', 'assigned'))`

/** Boxes whose code, address or phone contains `term`. */
export const chestTextMatches = (term: string): SQL =>
  sql`(${chests.code} ilike ${escapeLike(term)} or ${chests.address} ilike ${escapeLike(term)}
    or ${chests.phone} like ${escapeLike(term)})`

/** Drain requests of boxes whose code, address or phone contains `term`. */
export const dischargeChestMatches = (term: string, owners: SQL): SQL =>
  sql`${chestDischarges.chestId} in (select ${chests.id} from ${chests}
    where ${chestTextMatches(term)} or ${chests.userId} in ${owners})`

// ---- Drain requests -------------------------------------------------------------------------

/** Opens a drain request; null when the box already has an open one (the unique index). */
export async function insertDischarge(tx: Tx, values: typeof chestDischarges.$inferInsert) {
  const [row] = await tx
    .insert(chestDischarges)
    .values(values)
    .onConflictDoNothing({
      target: chestDischarges.chestId,
      where: sql`${chestDischarges.status} in ('pending', 'assigned')`,
    })
    .returning()
  return row ?? null
}

export async function lockDischarge(tx: Tx, id: number): Promise<ChestDischargeRow | null> {
  const [row] = await tx
    .select()
    .from(chestDischarges)
    .where(eq(chestDischarges.id, id))
    .for('update')
  return row ?? null
}

export async function updateDischarge(
  tx: Tx,
  id: number,
  values: Partial<typeof chestDischarges.$inferInsert>,
) {
  const [row] = await tx
    .update(chestDischarges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chestDischarges.id, id))
    .returning()
  return row!
}

/** Cancels a box's open request (the box was retired); returns it, if there was one. */
export async function cancelOpenDischarge(tx: Tx, chestId: number) {
  const [row] = await tx
    .update(chestDischarges)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(chestDischarges.chestId, chestId), inArray(chestDischarges.status, openStatuses)))
    .returning()
  return row ?? null
}

/** The open request of each of these boxes. */
export async function openDischarges(db: Executor, chestIds: number[]) {
  if (!chestIds.length) return new Map<number, ChestDischargeRow>()
  const rows = await db
    .select()
    .from(chestDischarges)
    .where(
      and(
        inArray(chestDischarges.chestId, chestIds),
        inArray(chestDischarges.status, openStatuses),
      ),
    )
  return new Map(rows.map((r) => [r.chestId, r]))
}

/** The latest visit that counted money, for each of these boxes. */
export async function latestCollections(db: Executor, chestIds: number[]) {
  if (!chestIds.length) return new Map<number, ChestDischargeRow>()
  const rows = await db
    .selectDistinctOn([chestDischarges.chestId])
    .from(chestDischarges)
    .where(
      and(
        inArray(chestDischarges.chestId, chestIds),
        eq(chestDischarges.status, 'done'),
        eq(chestDischarges.outcome, 'collected'),
      ),
    )
    .orderBy(chestDischarges.chestId, desc(chestDischarges.recordedAt), desc(chestDischarges.id))
  return new Map(rows.map((r) => [r.chestId, r]))
}

/** A box's recorded visits, newest first. */
export async function visitsOf(db: Executor, chestId: number) {
  return db
    .select()
    .from(chestDischarges)
    .where(and(eq(chestDischarges.chestId, chestId), eq(chestDischarges.status, 'done')))
    .orderBy(desc(chestDischarges.recordedAt), desc(chestDischarges.id))
}

// ---- Money ----------------------------------------------------------------------------------

export async function insertChestPayment(tx: Tx, values: typeof chestPayments.$inferInsert) {
  const [row] = await tx.insert(chestPayments).values(values).returning()
  return row!
}

/** A box's online payments by this owner that are not paid yet and have a bill. */
export async function unpaidOnlinePayments(tx: Tx, chestId: number, userId: number) {
  return tx
    .select()
    .from(chestPayments)
    .where(
      and(
        eq(chestPayments.chestId, chestId),
        eq(chestPayments.userId, userId),
        eq(chestPayments.source, 'online'),
        eq(chestPayments.status, 'unpaid'),
        isNotNull(chestPayments.billId),
      ),
    )
}

export async function linkPaymentBill(tx: Tx, id: number, billId: number) {
  await tx.update(chestPayments).set({ billId }).where(eq(chestPayments.id, id))
}

/** Marks an unpaid box payment paid; null when it was not unpaid (settled once). */
export async function markChestPaymentPaid(
  tx: Tx,
  id: number,
  paidAt: Date,
): Promise<ChestPaymentRow | null> {
  const [row] = await tx
    .update(chestPayments)
    .set({ status: 'paid', paidAt, updatedAt: new Date() })
    .where(and(eq(chestPayments.id, id), eq(chestPayments.status, 'unpaid')))
    .returning()
  return row ?? null
}

/** A box's paid online payments, newest first. */
export async function onlinePaymentsOf(db: Executor, chestId: number) {
  return db
    .select()
    .from(chestPayments)
    .where(
      and(
        eq(chestPayments.chestId, chestId),
        eq(chestPayments.source, 'online'),
        eq(chestPayments.status, 'paid'),
      ),
    )
    .orderBy(desc(chestPayments.paidAt), desc(chestPayments.id))
}

/** Everything a box gave that was paid (counted or online), in toman. */
export async function totalGiven(db: Executor, chestId: number) {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${chestPayments.amount}), 0)::text` })
    .from(chestPayments)
    .where(and(eq(chestPayments.chestId, chestId), eq(chestPayments.status, 'paid')))
  return Number(row?.value ?? 0)
}

/** Drain requests not done or canceled yet. */
export async function countOpenDischarges(db: Executor) {
  const [row] = await db
    .select({ value: count() })
    .from(chestDischarges)
    .where(inArray(chestDischarges.status, [...CHEST_OPEN_DISCHARGE_STATUSES]))
  return Number(row?.value ?? 0)
}
