import type { CharityStatus } from '@kheyr/contracts'
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { pageOf } from '../../lib/pagination.ts'
import {
  charities,
  charityCategories,
  charityTypes,
  type CharityCategoryRow,
  type CharityRow,
  type CharityTypeRow,
} from './charities.tables.ts'

// ---- Categories ---------------------------------------------------------------------------------

/** Every category, in the order pages show them. */
export async function allCategories(db: Executor): Promise<CharityCategoryRow[]> {
  return db
    .select()
    .from(charityCategories)
    .orderBy(asc(charityCategories.sort), asc(charityCategories.id))
}

export async function categoriesByIds(db: Executor, ids: number[]): Promise<CharityCategoryRow[]> {
  if (!ids.length) return []
  return db.select().from(charityCategories).where(inArray(charityCategories.id, ids))
}

/**
 * Serialises every change to categories' titles and Islamic mark, so two staff members saving at
 * once get the 422 for a taken title, never a crash on the unique index.
 */
export async function lockCategoryChanges(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('charity-categories'))`)
}

/** Another category with this title, if any. */
export async function categoryTitled(db: Executor, title: string, exceptId: number) {
  const [row] = await db
    .select({ id: charityCategories.id })
    .from(charityCategories)
    .where(and(eq(charityCategories.title, title), ne(charityCategories.id, exceptId)))
  return row ?? null
}

/** The Islamic obligations' category, when it is another than `exceptId`. */
export async function otherIslamicCategory(db: Executor, exceptId: number) {
  const [row] = await db
    .select({ id: charityCategories.id, title: charityCategories.title })
    .from(charityCategories)
    .where(and(eq(charityCategories.islamic, true), ne(charityCategories.id, exceptId)))
  return row ?? null
}

/**
 * A category, locked: `share` while a kind of giving is put in it (a delete waits, then finds
 * the kind), `update` while it is deleted. Null when there is none.
 */
export async function lockCategory(tx: Tx, id: number, mode: 'share' | 'update') {
  const [row] = await tx
    .select({ id: charityCategories.id })
    .from(charityCategories)
    .where(eq(charityCategories.id, id))
    .for(mode)
  return row ?? null
}

/** How many kinds of giving each of these categories holds. */
export async function typeCountsByCategory(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, number>()
  const rows = await db
    .select({ id: charityTypes.categoryId, count: count() })
    .from(charityTypes)
    .where(inArray(charityTypes.categoryId, ids))
    .groupBy(charityTypes.categoryId)
  return new Map(rows.map((r) => [r.id, Number(r.count)]))
}

// ---- Kinds of giving ----------------------------------------------------------------------------

export async function activeType(db: Executor, slug: string): Promise<CharityTypeRow | null> {
  const [type] = await db
    .select()
    .from(charityTypes)
    .where(and(eq(charityTypes.slug, slug), eq(charityTypes.active, true)))
  return type ?? null
}

/** The types people give to (the props), in their order. */
export async function activeTypes(db: Executor) {
  return db
    .select()
    .from(charityTypes)
    .where(eq(charityTypes.active, true))
    .orderBy(asc(charityTypes.sort), asc(charityTypes.id))
}

export async function typesByIds(db: Executor, ids: number[]): Promise<CharityTypeRow[]> {
  if (!ids.length) return []
  return db.select().from(charityTypes).where(inArray(charityTypes.id, ids))
}

export async function typeBySlug(db: Executor, slug: string): Promise<CharityTypeRow | null> {
  const [row] = await db.select().from(charityTypes).where(eq(charityTypes.slug, slug))
  return row ?? null
}

export async function slugTaken(db: Executor, slug: string, exceptId: number) {
  const row = await typeBySlug(db, slug)
  return row !== null && row.id !== exceptId
}

/** Locks a type for a price change; null when there is none. */
export async function lockType(tx: Tx, id: number): Promise<CharityTypeRow | null> {
  const [row] = await tx.select().from(charityTypes).where(eq(charityTypes.id, id)).for('update')
  return row ?? null
}

export async function setTypePrice(
  tx: Tx,
  id: number,
  price: { defaultAmounts: number[]; minAmount: number },
): Promise<CharityTypeRow> {
  const [row] = await tx
    .update(charityTypes)
    .set({ ...price, updatedAt: new Date() })
    .where(eq(charityTypes.id, id))
    .returning()
  return row!
}

/** Paid totals per type (the dashboard's list). */
export async function paidTotalsByType(db: Executor, typeIds: number[]) {
  if (!typeIds.length) return new Map<number, number>()
  const rows = await db
    .select({
      id: charities.charityTypeId,
      total: sql<number>`coalesce(sum(${charities.amount}), 0)`,
    })
    .from(charities)
    .where(and(inArray(charities.charityTypeId, typeIds), eq(charities.status, 'paid')))
    .groupBy(charities.charityTypeId)
  return new Map(rows.map((r) => [r.id, Number(r.total)]))
}

/** How many donations were made to a type (one in use cannot be deleted). */
export async function donationsOfType(db: Executor, typeId: number): Promise<number> {
  const [used] = await db
    .select({ value: count() })
    .from(charities)
    .where(eq(charities.charityTypeId, typeId))
  return Number(used?.value ?? 0)
}

export type NewDonation = Pick<
  CharityRow,
  'userId' | 'guestMobile' | 'charityTypeId' | 'amount' | 'description'
>

/**
 * A new unpaid donation as the `insert` of payments' `createBillWith`: written in the statement
 * that makes its bill (given as `billId`), returning what the bill's item needs.
 */
export const insertDonationSql = (values: NewDonation, title: string) => (billId: SQL) => sql`
    insert into ${charities} (user_id, guest_mobile, charity_type_id, amount, description, bill_id)
    values (${values.userId}, ${values.guestMobile}, ${values.charityTypeId}, ${values.amount},
      ${values.description}, ${billId})
    returning id as item_id, ${title}::text as title, amount, charity_type_id as sub_key,
      bill_id, created_at`

/** The donation `insertDonationSql` wrote, from the row it returned. */
export function insertedDonation(values: NewDonation, row: Record<string, unknown>): CharityRow {
  const createdAt = new Date(row.created_at as string)
  return {
    ...values,
    id: Number(row.item_id),
    status: 'unpaid',
    billId: Number(row.bill_id),
    paidAt: null,
    createdAt,
    updatedAt: createdAt,
  }
}

/** These donations are in this bill from now on. */
export async function moveToBill(db: Executor, donationIds: number[], billId: number) {
  if (!donationIds.length) return []
  return db
    .update(charities)
    .set({ billId, updatedAt: new Date() })
    .where(inArray(charities.id, donationIds))
    .returning()
}

/** A user's unpaid donations, locked while they move to a new bill. */
export async function lockUnpaidOfUser(tx: Tx, userId: number): Promise<CharityRow[]> {
  return tx
    .select()
    .from(charities)
    .where(and(eq(charities.userId, userId), eq(charities.status, 'unpaid')))
    .for('update')
}

export async function findDonationOfUser(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(charities)
    .where(and(eq(charities.id, id), eq(charities.userId, userId)))
  return row ?? null
}

/** A user's donations, newest first, one page. */
export async function donationsOfUser(
  db: Executor,
  userId: number,
  filter: { status?: CharityStatus; typeId?: number },
  page: number,
) {
  const where = and(
    eq(charities.userId, userId),
    filter.status ? eq(charities.status, filter.status) : undefined,
    filter.typeId ? eq(charities.charityTypeId, filter.typeId) : undefined,
  )
  return pageOf(db, charities, where, page)
}

/** A user's giving in totals, and paid by type. */
export async function summaryOfUser(db: Executor, userId: number) {
  const mine = eq(charities.userId, userId)
  const [totals] = await db
    .select({
      paid_total: sql<number>`coalesce(sum(${charities.amount}) filter (where ${charities.status} = 'paid'), 0)`,
      paid_count: sql<number>`count(*) filter (where ${charities.status} = 'paid')`,
      unpaid_total: sql<number>`coalesce(sum(${charities.amount}) filter (where ${charities.status} = 'unpaid'), 0)`,
      unpaid_count: sql<number>`count(*) filter (where ${charities.status} = 'unpaid')`,
    })
    .from(charities)
    .where(mine)
  const byType = await db
    .select({
      slug: charityTypes.slug,
      title: charityTypes.title,
      total: sql<number>`coalesce(sum(${charities.amount}), 0)`,
      count: count(),
    })
    .from(charities)
    .innerJoin(charityTypes, eq(charityTypes.id, charities.charityTypeId))
    .where(and(mine, eq(charities.status, 'paid')))
    .groupBy(charityTypes.slug, charityTypes.title)
    .orderBy(desc(sql`sum(${charities.amount})`))
  return { totals, byType }
}

/** A donation is paid when its bill is; applied inside the settlement's own transaction. */
export async function markDonationPaid(tx: Tx, donationId: number) {
  await tx
    .update(charities)
    .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(charities.id, donationId), ne(charities.status, 'paid')))
}

/** `markDonationPaid` as one statement over many donations, for the settlement statement. */
export const markDonationsPaidSql = (donationIds: SQL) =>
  sql`update ${charities} set status = 'paid', paid_at = now(), updated_at = now()
    where ${charities.id} in (${donationIds}) and ${charities.status} <> 'paid'`

/** Gifts a guest made with this mobile join the account that signs in with it. */
export async function adoptGuestDonations(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(charities)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(charities.userId), eq(charities.guestMobile, mobile)))
}
