import { CROWN_PAID_STATUSES } from '@kheyr/contracts'
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { putSetting } from '../settings/settings.service.ts'
import {
  crownLocations,
  crowns,
  crownTypes,
  type CrownLocationRow,
  type CrownRow,
  type CrownTypeRow,
} from './crowns.tables.ts'

// ---- Settings ---------------------------------------------------------------------------------

export const CROWNS_SETTINGS_GROUP = 'crowns'

/** Saves one crown setting; the caller drops the settings cache once its transaction commits. */
export async function saveCrownSetting(tx: Tx, key: string, value: unknown) {
  await putSetting(tx, CROWNS_SETTINGS_GROUP, key, value)
}

// ---- Types and locations ----------------------------------------------------------------------

/** The types the order form offers: active ones, cheapest first. */
export async function activeCrownTypes(db: Executor): Promise<CrownTypeRow[]> {
  return db
    .select()
    .from(crownTypes)
    .where(eq(crownTypes.active, true))
    .orderBy(asc(crownTypes.price), asc(crownTypes.id))
}

/** Every type, cheapest first (the dashboard's filter). */
export async function allCrownTypes(db: Executor): Promise<CrownTypeRow[]> {
  return db.select().from(crownTypes).orderBy(asc(crownTypes.price), asc(crownTypes.id))
}

/** Ceremony locations by name; only the active ones unless `all`. */
export async function crownLocationsList(
  db: Executor,
  { all = false } = {},
): Promise<CrownLocationRow[]> {
  return db
    .select()
    .from(crownLocations)
    .where(all ? undefined : eq(crownLocations.active, true))
    .orderBy(asc(crownLocations.name), asc(crownLocations.id))
}

export async function findCrownType(db: Executor, id: number): Promise<CrownTypeRow | null> {
  const [row] = await db.select().from(crownTypes).where(eq(crownTypes.id, id))
  return row ?? null
}

export async function findCrownLocation(
  db: Executor,
  id: number,
): Promise<CrownLocationRow | null> {
  const [row] = await db.select().from(crownLocations).where(eq(crownLocations.id, id))
  return row ?? null
}

export async function crownTypesByIds(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)]
  const rows = unique.length
    ? await db.select().from(crownTypes).where(inArray(crownTypes.id, unique))
    : []
  return new Map(rows.map((r) => [r.id, r]))
}

export async function crownLocationsByIds(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)]
  const rows = unique.length
    ? await db.select().from(crownLocations).where(inArray(crownLocations.id, unique))
    : []
  return new Map(rows.map((r) => [r.id, r]))
}

/** Whether any order (paid or not) was made with this type or for this location. */
export async function crownsWith(
  db: Executor,
  column: 'crownTypeId' | 'locationId',
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: crowns.id })
    .from(crowns)
    .where(eq(crowns[column], id))
    .limit(1)
  return Boolean(row)
}

// ---- Orders -----------------------------------------------------------------------------------

/** Paid, printed or delivered: the money arrived. */
export const paidSql: SQL = inArray(crowns.status, [...CROWN_PAID_STATUSES])
/** Printed or delivered. */
export const printedSql: SQL = sql`${crowns.printedAt} is not null`

export async function insertCrown(tx: Tx, values: typeof crowns.$inferInsert): Promise<CrownRow> {
  const [row] = await tx.insert(crowns).values(values).returning()
  return row!
}

export async function linkCrownBill(tx: Tx, id: number, billId: number) {
  await tx.update(crowns).set({ billId }).where(eq(crowns.id, id))
}

/**
 * A query selecting the orders among `ids` (a query of crown ids) whose ordering closed
 * `hours` before their ceremony (as `check` refuses ordering them).
 */
export const pastCutoffSql = (ids: SQL, hours: number) =>
  sql`select 1 from ${crowns} c where c.id in (${ids})
    and c.ceremony_at < now() + make_interval(hours => ${hours})`

/**
 * Marks an order paid; null when it was paid already (a replay). A canceled order whose bill
 * is paid after all is paid too: the money arrived, and staff may refund it.
 */
export async function markCrownPaid(tx: Tx, id: number, paidAt: Date): Promise<CrownRow | null> {
  const [row] = await tx
    .update(crowns)
    .set({ status: 'paid', paidAt, canceledAt: null, updatedAt: new Date() })
    .where(and(eq(crowns.id, id), inArray(crowns.status, ['unpaid', 'canceled'])))
    .returning()
  return row ?? null
}

export async function crownsOfUser(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
) {
  const mine = eq(crowns.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(crowns)
      .where(mine)
      .orderBy(desc(crowns.createdAt), desc(crowns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(crowns).where(mine),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

export async function findCrownOfUser(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(crowns)
    .where(and(eq(crowns.id, id), eq(crowns.userId, userId)))
  return row ?? null
}

/** The orders, locked for a change, in id order (so concurrent bulk changes never deadlock). */
export async function lockCrowns(tx: Tx, ids: number[]): Promise<CrownRow[]> {
  if (!ids.length) return []
  return tx
    .select()
    .from(crowns)
    .where(inArray(crowns.id, ids))
    .orderBy(asc(crowns.id))
    .for('update')
}

export async function updateCrown(
  tx: Tx,
  id: number,
  values: Partial<Pick<CrownRow, 'status' | 'printedAt' | 'deliveredAt' | 'canceledAt'>> &
    Partial<Pick<CrownRow, 'refundedAt' | 'refundNote'>>,
): Promise<CrownRow> {
  const [row] = await tx
    .update(crowns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(crowns.id, id))
    .returning()
  return row!
}

/** Orders for the print pages: by location, then ceremony time, then id. */
export async function crownsForPrint(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select()
    .from(crowns)
    .where(where)
    .orderBy(asc(crowns.locationId), asc(crowns.ceremonyAt), asc(crowns.id))
    .limit(limit)
}

/** Orders a guest made with this mobile join the account that signs in with it. */
export async function adoptGuestCrowns(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(crowns)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(crowns.userId), eq(crowns.guest, true), eq(crowns.mobile, mobile)))
}

/** Paid crowns not printed yet whose ceremony falls between two moments. */
export async function countToPrint(db: Executor, from: Date, to: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(crowns)
    .where(
      sql`${crowns.status} = 'paid' and ${crowns.ceremonyAt} >= ${from.toISOString()}
        and ${crowns.ceremonyAt} < ${to.toISOString()}`,
    )
  return Number(row?.value ?? 0)
}
