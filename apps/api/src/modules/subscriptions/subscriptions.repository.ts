import { PERIOD_MONTHS, type AsOf } from '@kheyr/contracts'
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { userIdsMatching } from '../users/users.service.ts'
import {
  subscriptionCharges,
  subscriptionReminders,
  subscriptions,
  subscriptionTypes,
  subscriptionVersions,
  type SubscriptionChargeRow,
  type SubscriptionRow,
} from './subscriptions.tables.ts'

// ---- The ledger in SQL --------------------------------------------------------------------------
// Mirrors `periods.ts` (contracts): the same counts, for filters and totals over every member.

const s = subscriptions

/** The month and day the row's ledger is read at: today, or where a pause or cancel froze it. */
const lastDueMonthSql = (at: AsOf) =>
  sql`(coalesce(${s.frozenMonth}, ${at.month}::int)
    - case when ${s.dueDay} > coalesce(${s.frozenDay}, ${at.day}::int) then 1 else 0 end)`

/** Periods after `after` that have fallen due by `at` (on the row's period grid). */
const periodsAfterSql = (after: SQL, at: AsOf) => {
  const last = lastDueMonthSql(at)
  return sql`(case when ${last} > ${after} then (${last} - ${after} - 1) / ${s.periodMonths} + 1 else 0 end)`
}

/** Unpaid periods of each row, as `standing` counts them. */
export const unpaidSql = (at: AsOf) => periodsAfterSql(sql`${s.paidUntil}`, at)

/**
 * What paying everything due costs: unpaid periods before a change of amount at the old
 * amount, the rest at the new one.
 */
export const amountDueSql = (at: AsOf) => {
  const unpaid = unpaidSql(at)
  // Almost every membership has no change of amount waiting: one count of periods times one price.
  const old = sql`least(${unpaid}, greatest(0, (${s.nextAmountFrom} - ${s.paidUntil} - 1) / ${s.periodMonths}))`
  return sql`(case when ${s.nextAmountFrom} is null then ${unpaid} * ${s.amount}
    else ${old} * ${s.amount} + (${unpaid} - ${old}) * coalesce(${s.nextAmount}, ${s.amount}) end)`
}

/**
 * A value that changes in every transaction that writes memberships (see
 * `subscriptionVersions`): the list keeps its count and totals while it stays the same.
 */
export const versionSql = sql<number>`(select sum(${subscriptionVersions.version}) from ${subscriptionVersions})`

/**
 * Owes `n` or more periods on day `at`. For running memberships it is one range per period
 * length on `subscriptions_owing_idx`: the n-th unpaid period starts at `paid_until + 1 +
 * (n - 1) * months` and has fallen due when that month is past, or is this month and its due
 * day has come: `(paid_until, due_day) <= (this month - 1 - (n - 1) * months, today)`. Paused and
 * canceled ones (few) are counted where their ledger froze.
 */
export function owesSql(n: number, at: AsOf): SQL {
  if (n <= 0) return sql`true`
  // One flat OR whose every arm matches a partial index, so the planner ORs index scans.
  const running = PERIOD_MONTHS.map(
    (months) =>
      sql`(${s.status} = 'active' and ${s.startedAt} is not null and ${s.periodMonths} = ${months}
        and (${s.paidUntil}, ${s.dueDay}) <= (${at.month - 1 - (n - 1) * months}::int, ${at.day}::int))`,
  )
  const stopped = sql`(${s.status} <> 'active' and ${s.startedAt} is not null and ${unpaidSql(at)} >= ${n})`
  return sql`(${sql.join([...running, stopped], sql` or `)})`
}

// ---- Kinds ----------------------------------------------------------------------------------------

export async function activeTypes(db: Executor) {
  return db
    .select()
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.active, true))
    .orderBy(asc(subscriptionTypes.sort), asc(subscriptionTypes.id))
}

export async function findActiveType(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(subscriptionTypes)
    .where(and(eq(subscriptionTypes.slug, slug), eq(subscriptionTypes.active, true)))
  return row ?? null
}

export async function typesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db.select().from(subscriptionTypes).where(inArray(subscriptionTypes.id, ids))
}

/** The title of a membership's kind, read with the membership (the dashboard list). */
export const typeTitleSql = sql<string>`(select ${subscriptionTypes.title} from ${subscriptionTypes} where ${subscriptionTypes.id} = ${s.typeId})`

export async function typeSlugTaken(db: Executor, slug: string, exceptId: number) {
  const [row] = await db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(and(eq(subscriptionTypes.slug, slug), ne(subscriptionTypes.id, exceptId)))
  return Boolean(row)
}

/** Memberships of each kind that are not canceled (any kind with one cannot be deleted). */
export async function memberCounts(db: Executor, typeIds: number[], all = false) {
  if (!typeIds.length) return new Map<number, number>()
  const rows = await db
    .select({ typeId: s.typeId, value: count() })
    .from(s)
    .where(and(inArray(s.typeId, typeIds), all ? undefined : ne(s.status, 'canceled')))
    .groupBy(s.typeId)
  return new Map(rows.map((r) => [r.typeId, Number(r.value)]))
}

// ---- Memberships ------------------------------------------------------------------------------

export async function insertSubscription(tx: Tx, values: typeof s.$inferInsert) {
  const [row] = await tx.insert(s).values(values).returning()
  return row!
}

/** A member's own membership (or null: someone else's does not exist for them). */
export async function findOwn(db: Executor, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)))
  return row ?? null
}

export async function listOwn(db: Executor, userId: number, page: number, perPage: number) {
  const where = eq(s.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(s).where(where),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

export async function lockSubscription(tx: Tx, id: number): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update')
  return row ?? null
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(s).where(eq(s.id, id))
  return row ?? null
}

export async function updateSubscription(
  tx: Tx,
  id: number,
  values: Partial<typeof s.$inferInsert>,
) {
  const [row] = await tx
    .update(s)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(s.id, id))
    .returning()
  return row!
}

/** A guest's memberships join the account that signs in with their mobile. */
export async function adoptGuestSubscriptions(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(s)
    .set({ userId, updatedAt: new Date() })
    .where(and(isNull(s.userId), eq(s.mobile, mobile)))
}

/** `?search=` on the dashboard: a member's name, or a mobile (the account's or a guest's). */
export function memberSearchSql(term: string): SQL {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const digits = /^\d+$/.test(term)
  return sql`(${digits ? sql`${s.mobile} like ${like} or ` : sql``}${s.userId} in ${userIdsMatching(term)})`
}

// ---- Charges --------------------------------------------------------------------------------------

export async function insertCharge(tx: Tx, values: typeof subscriptionCharges.$inferInsert) {
  const [row] = await tx.insert(subscriptionCharges).values(values).returning()
  return row!
}

export async function linkChargeBill(tx: Tx, id: number, billId: number) {
  await tx.update(subscriptionCharges).set({ billId }).where(eq(subscriptionCharges.id, id))
}

export async function chargesOf(db: Executor, subscriptionId: number) {
  return db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionCharges.createdAt), desc(subscriptionCharges.id))
}

/** A membership's charges not paid yet that have a bill (their bill may be payable still). */
export async function unpaidChargesOf(tx: Tx, subscriptionId: number) {
  return tx
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.status, 'unpaid'),
        isNotNull(subscriptionCharges.billId),
      ),
    )
}

/** The membership each charge pays periods of. */
export async function membershipsOfCharges(db: Executor, chargeIds: number[]) {
  const rows = await db
    .select({ id: subscriptionCharges.id, subscriptionId: subscriptionCharges.subscriptionId })
    .from(subscriptionCharges)
    .where(inArray(subscriptionCharges.id, chargeIds))
  return new Map(rows.map((r) => [r.id, r.subscriptionId]))
}

export async function findCharge(db: Executor, id: number): Promise<SubscriptionChargeRow | null> {
  const [row] = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, id))
  return row ?? null
}

/**
 * A charge's bill was paid: the charge is marked paid (only once) and its membership moves on
 * by its periods, in the settlement's transaction. A change of amount whose older periods are
 * now all paid becomes the amount.
 */
export async function creditCharge(tx: Tx, chargeId: number, paidAt: Date) {
  const [charge] = await tx
    .update(subscriptionCharges)
    .set({ status: 'paid', paidAt })
    .where(and(eq(subscriptionCharges.id, chargeId), eq(subscriptionCharges.status, 'unpaid')))
    .returning()
  if (!charge) return null
  const moved = sql`${s.paidUntil} + ${charge.periods}::int * ${s.periodMonths}`
  const settled = sql`(${s.nextAmountFrom} is not null and ${moved} + 1 >= ${s.nextAmountFrom})`
  const [row] = await tx
    .update(s)
    .set({
      paidPeriods: sql`${s.paidPeriods} + ${charge.periods}::int`,
      paidUntil: moved,
      amount: sql`case when ${settled} then ${s.nextAmount} else ${s.amount} end`,
      nextAmount: sql`case when ${settled} then null else ${s.nextAmount} end`,
      nextAmountFrom: sql`case when ${settled} then null else ${s.nextAmountFrom} end`,
      startedAt: sql`coalesce(${s.startedAt}, ${paidAt.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(eq(s.id, charge.subscriptionId))
    .returning()
  return { charge, subscription: row! }
}

// ---- Reminders ------------------------------------------------------------------------------------

/**
 * Running memberships that owe, want reminders and have not been reminded of their latest due
 * period; with where to text them (the account's mobile, or the guest's).
 */
export async function reminderCandidates(db: Executor, at: AsOf, limit: number, afterId = 0) {
  const last = lastDueMonthSql(at)
  const latestDue = sql<number>`(${s.startPeriod} + ((${last} - ${s.startPeriod}) / ${s.periodMonths}) * ${s.periodMonths})`
  return db
    .select({ id: s.id, latestDue })
    .from(s)
    .where(
      and(
        owesSql(1, at),
        eq(s.status, 'active'),
        eq(s.reminders, true),
        isNotNull(s.startedAt),
        sql`coalesce(${s.remindedPeriod}, 0) < ${latestDue}`,
        sql`${s.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(s.id))
    .limit(limit)
}

/** One reminder per membership and period: null when this period's was already sent. */
export async function insertReminder(tx: Tx, values: typeof subscriptionReminders.$inferInsert) {
  const [row] = await tx
    .insert(subscriptionReminders)
    .values(values)
    .onConflictDoNothing({
      target: [subscriptionReminders.subscriptionId, subscriptionReminders.period],
    })
    .returning()
  return row ?? null
}

export async function lockReminder(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptionReminders)
    .where(eq(subscriptionReminders.id, id))
    .for('update')
  return row ?? null
}

export async function findReminder(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionReminders)
    .where(eq(subscriptionReminders.id, id))
  return row ?? null
}

export async function linkReminderCharge(tx: Tx, id: number, chargeId: number) {
  await tx.update(subscriptionReminders).set({ chargeId }).where(eq(subscriptionReminders.id, id))
}

/** Active memberships, those owing a period or more on day `at`, and what they owe in all. */
export async function membershipFigures(db: Executor, at: AsOf) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${s.status} = 'active')::int`,
      owing: sql<number>`count(*) filter (where ${owesSql(1, at)})::int`,
      due: sql<string>`coalesce(sum(${amountDueSql(at)}) filter (where ${owesSql(1, at)}), 0)::text`,
    })
    .from(s)
    .where(isNotNull(s.startedAt))
  return { active: Number(row?.active ?? 0), owing: Number(row?.owing ?? 0), due: row?.due ?? '0' }
}
