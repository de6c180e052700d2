import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import {
  obligationPayments,
  obligations,
  obligationYears,
  type ObligationPaymentRow,
  type ObligationRow,
  type ObligationYearRow,
} from './obligations.tables.ts'

// ---- Obligations --------------------------------------------------------------------------------

/** Every obligation (staff), or only those on offer, in the order pages list them. */
export async function listObligations(db: Executor, activeOnly: boolean): Promise<ObligationRow[]> {
  return db
    .select()
    .from(obligations)
    .where(activeOnly ? eq(obligations.active, true) : undefined)
    .orderBy(asc(obligations.sort), asc(obligations.id))
}

export async function obligationBySlug(
  db: Executor,
  slug: string,
  activeOnly: boolean,
): Promise<ObligationRow | null> {
  const [row] = await db
    .select()
    .from(obligations)
    .where(and(eq(obligations.slug, slug), activeOnly ? eq(obligations.active, true) : undefined))
  return row ?? null
}

export async function obligationById(db: Executor, id: number): Promise<ObligationRow | null> {
  const [row] = await db.select().from(obligations).where(eq(obligations.id, id))
  return row ?? null
}

/** An obligation, locked while its years change (two saves of one year queue). */
export async function lockObligation(tx: Tx, id: number): Promise<ObligationRow | null> {
  const [row] = await tx.select().from(obligations).where(eq(obligations.id, id)).for('update')
  return row ?? null
}

export async function slugTaken(db: Executor, slug: string, exceptId: number) {
  const [row] = await db
    .select({ id: obligations.id })
    .from(obligations)
    .where(and(eq(obligations.slug, slug), ne(obligations.id, exceptId)))
  return Boolean(row)
}

export type ObligationValues = Pick<
  ObligationRow,
  'slug' | 'title' | 'description' | 'unit' | 'active' | 'sort'
>

export async function insertObligation(tx: Tx, values: ObligationValues): Promise<ObligationRow> {
  const [row] = await tx.insert(obligations).values(values).returning()
  return row!
}

export async function updateObligation(
  tx: Tx,
  id: number,
  values: ObligationValues,
): Promise<ObligationRow> {
  const [row] = await tx
    .update(obligations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(obligations.id, id))
    .returning()
  return row!
}

// ---- Years of rates -----------------------------------------------------------------------------

/** The years of these obligations, newest first. */
export async function yearsOf(db: Executor, obligationIds: number[]): Promise<ObligationYearRow[]> {
  if (!obligationIds.length) return []
  return db
    .select()
    .from(obligationYears)
    .where(inArray(obligationYears.obligationId, obligationIds))
    .orderBy(desc(obligationYears.year))
}

export type YearValues = Pick<
  ObligationYearRow,
  | 'rates'
  | 'sourceOffice'
  | 'sourceUrl'
  | 'offeredFrom'
  | 'offeredTo'
  | 'deadline'
  | 'lateNote'
  | 'demo'
>

/** One year of an obligation, as it was before a save (null when new). */
export async function findYear(db: Executor, obligationId: number, year: number) {
  const [row] = await db
    .select()
    .from(obligationYears)
    .where(and(eq(obligationYears.obligationId, obligationId), eq(obligationYears.year, year)))
  return row ?? null
}

/** Writes a year's rates, new or replacing what was there. */
export async function saveYear(
  tx: Tx,
  obligationId: number,
  year: number,
  values: YearValues,
): Promise<ObligationYearRow> {
  const [row] = await tx
    .insert(obligationYears)
    .values({ obligationId, year, ...values })
    .onConflictDoUpdate({
      target: [obligationYears.obligationId, obligationYears.year],
      set: { ...values, updatedAt: new Date() },
    })
    .returning()
  return row!
}

/** Names of years of rates (`sub_key` of the ledger): the obligation's title and the year. */
export async function yearNames(db: Executor, yearIds: number[]) {
  if (!yearIds.length) return []
  return db
    .select({ id: obligationYears.id, title: obligations.title, year: obligationYears.year })
    .from(obligationYears)
    .innerJoin(obligations, eq(obligations.id, obligationYears.obligationId))
    .where(inArray(obligationYears.id, yearIds))
}

// ---- Payments -----------------------------------------------------------------------------------

export type NewPayment = Omit<
  typeof obligationPayments.$inferInsert,
  'id' | 'status' | 'billId' | 'paidAt' | 'createdAt' | 'updatedAt'
>

export async function insertPayment(tx: Tx, values: NewPayment): Promise<ObligationPaymentRow> {
  const [row] = await tx.insert(obligationPayments).values(values).returning()
  return row!
}

export async function setPaymentBill(
  tx: Tx,
  id: number,
  billId: number,
): Promise<ObligationPaymentRow> {
  const [row] = await tx
    .update(obligationPayments)
    .set({ billId })
    .where(eq(obligationPayments.id, id))
    .returning()
  return row!
}

/** A payment is paid when its bill is; inside the settlement's own transaction. */
export async function markPaymentPaid(tx: Tx, id: number) {
  await tx
    .update(obligationPayments)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(obligationPayments.id, id), ne(obligationPayments.status, 'paid')))
}

/** `markPaymentPaid` as one statement, for the settlement statement. */
export const markPaymentsPaidSql = (ids: SQL) =>
  sql`update ${obligationPayments} set status = 'paid', paid_at = now(), updated_at = now()
    where ${obligationPayments.id} in (${ids}) and ${obligationPayments.status} <> 'paid'`

/** Payments a guest made with this mobile join the account that signs in with it. */
export async function adoptGuestPayments(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(obligationPayments)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(obligationPayments.userId), eq(obligationPayments.guestMobile, mobile)))
}

/**
 * Paid payments of a year of rates, per obligation, staple and rate (the religious advisor's
 * list): how many payments, people or days, the obligation's money and the gifts on top.
 */
export async function paidTally(db: Executor, year: number) {
  return db
    .select({
      title: obligations.title,
      unit: obligations.unit,
      sort: obligations.sort,
      staple: obligationPayments.staple,
      rate: obligationPayments.rate,
      payments: sql<string>`count(*)`,
      count: sql<string>`sum(${obligationPayments.count})`,
      amount: sql<string>`sum(${obligationPayments.amount})::text`,
      gifts: sql<string>`sum(${obligationPayments.gift})::text`,
    })
    .from(obligationPayments)
    .innerJoin(obligations, eq(obligations.id, obligationPayments.obligationId))
    .where(and(eq(obligationPayments.year, year), eq(obligationPayments.status, 'paid')))
    .groupBy(
      obligations.id,
      obligations.title,
      obligations.unit,
      obligations.sort,
      obligationPayments.staple,
      obligationPayments.rate,
    )
    .orderBy(
      asc(obligations.sort),
      asc(obligations.id),
      asc(obligationPayments.staple),
      asc(obligationPayments.rate),
    )
}
