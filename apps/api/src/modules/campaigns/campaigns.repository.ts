import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lte,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client.ts'
import { findMediaByIds } from '../media/media.service.ts'
import {
  campaignDonations,
  campaignReportMedia,
  campaignReports,
  campaigns,
  type CampaignDonationRow,
  type CampaignReportRow,
  type CampaignRow,
} from './campaigns.tables.ts'

// ---- Status ---------------------------------------------------------------------------------

/** Ended: closed by staff, past its end date, or at its goal when it stops there. */
export const finishedSql: SQL = sql`(${campaigns.closedAt} is not null
  or (${campaigns.endsAt} is not null and ${campaigns.endsAt} < now())
  or (${campaigns.stopAtGoal} and ${campaigns.collected} >= ${campaigns.goal}))`

/** Published and past its start date: what visitors may see. */
export const visibleSql: SQL = and(
  eq(campaigns.published, true),
  lte(campaigns.startsAt, sql`now()`),
)!

export const statusSql = {
  draft: sql`not ${campaigns.published}`,
  scheduled: sql`${campaigns.published} and ${campaigns.startsAt} > now() and not ${finishedSql}`,
  active: sql`${campaigns.published} and ${campaigns.startsAt} <= now() and not ${finishedSql}`,
  finished: sql`${campaigns.published} and ${finishedSql}`,
} satisfies Record<string, SQL>

// ---- Campaigns ------------------------------------------------------------------------------

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`)

/** One page of the campaigns visitors see: featured first, then the newest. */
export async function listVisibleCampaigns(
  db: Executor,
  options: {
    status?: 'active' | 'finished'
    search?: string | null
    featured?: boolean
    page: number
    perPage: number
  },
) {
  const term = options.search ? `%${escapeLike(options.search)}%` : null
  const where = and(
    visibleSql,
    options.status === 'active' ? sql`not ${finishedSql}` : undefined,
    options.status === 'finished' ? finishedSql : undefined,
    options.featured === undefined ? undefined : eq(campaigns.featured, options.featured),
    term ? or(ilike(campaigns.title, term), ilike(campaigns.summary, term)) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.featured), desc(campaigns.startsAt), desc(campaigns.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ value: count() }).from(campaigns).where(where),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

/** Every campaign visitors may see, for the sitemap: its slug and when it last changed. */
export async function visibleCampaignSlugs(db: Executor) {
  return db
    .select({ slug: campaigns.slug, updatedAt: campaigns.updatedAt })
    .from(campaigns)
    .where(visibleSql)
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
}

export async function findVisibleCampaign(db: Executor, slug: string): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), visibleSql))
  return row ?? null
}

export async function slugTaken(db: Executor, slug: string, exceptId: number) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), ne(campaigns.id, exceptId)))
  return Boolean(row)
}

export async function setCampaignFlags(
  tx: Tx,
  id: number,
  values: { published?: boolean; closedAt?: Date | null },
) {
  const [row] = await tx
    .update(campaigns)
    .set({ ...values, version: sql`${campaigns.version} + 1`, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning()
  return row!
}

export async function lockCampaign(tx: Tx, id: number): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
  return row ?? null
}

/** Adds a paid gift to the campaign's figures: the one place `collected` and `donors` change. */
export async function creditCampaign(tx: Tx, id: number, amount: number, newDonor: boolean) {
  const [row] = await tx
    .update(campaigns)
    .set({
      collected: sql`${campaigns.collected} + ${amount}`,
      donors: sql`${campaigns.donors} + ${newDonor ? 1 : 0}`,
      version: sql`${campaigns.version} + 1`,
    })
    .where(eq(campaigns.id, id))
    .returning({ version: campaigns.version })
  return row!.version
}

/** Something the public page shows changed (its reports): returns the campaign's new version. */
export async function bumpVersion(tx: Executor, id: number) {
  const [row] = await tx
    .update(campaigns)
    .set({ version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.id, id))
    .returning({ version: campaigns.version })
  return row?.version
}

/** Sum of the amounts the campaigns' reports say were spent. */
export async function spentOf(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({
      id: campaignReports.campaignId,
      value: sql<number>`coalesce(sum(${campaignReports.amountSpent}), 0)`,
    })
    .from(campaignReports)
    .where(inArray(campaignReports.campaignId, ids))
    .groupBy(campaignReports.campaignId)
  return new Map(rows.map((r) => [r.id, Number(r.value)]))
}

// ---- Donations ------------------------------------------------------------------------------

export async function insertDonation(tx: Tx, values: typeof campaignDonations.$inferInsert) {
  const [row] = await tx.insert(campaignDonations).values(values).returning()
  return row!
}

export async function linkDonationBill(tx: Tx, id: number, billId: number) {
  await tx.update(campaignDonations).set({ billId }).where(eq(campaignDonations.id, id))
}

/** Marks an unpaid donation paid; null when it was not unpaid (or does not exist). */
export async function markDonationPaid(
  tx: Tx,
  id: number,
  paidAt: Date,
): Promise<CampaignDonationRow | null> {
  const [row] = await tx
    .update(campaignDonations)
    .set({ status: 'paid', paidAt, updatedAt: new Date() })
    .where(and(eq(campaignDonations.id, id), eq(campaignDonations.status, 'unpaid')))
    .returning()
  return row ?? null
}

/**
 * Whether this donor gave to this campaign before (a paid gift by the same account or the same
 * mobile). A guest who left no mobile cannot be recognised and counts each time.
 */
export async function gaveBefore(tx: Tx, donation: CampaignDonationRow) {
  const same = [
    donation.userId !== null ? eq(campaignDonations.userId, donation.userId) : undefined,
    donation.mobile !== null ? eq(campaignDonations.mobile, donation.mobile) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  if (!same.length) return false
  const [row] = await tx
    .select({ id: campaignDonations.id })
    .from(campaignDonations)
    .where(
      and(
        eq(campaignDonations.campaignId, donation.campaignId),
        eq(campaignDonations.status, 'paid'),
        ne(campaignDonations.id, donation.id),
        or(...same),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The latest paid gifts, newest first (read through the partial index, never a scan). */
export async function recentDonations(db: Executor, campaignId: number, limit: number) {
  return (
    db
      .select()
      .from(campaignDonations)
      .where(
        and(eq(campaignDonations.campaignId, campaignId), eq(campaignDonations.status, 'paid')),
      )
      // The same order as the index, nulls and all, so the read stops after `limit` rows.
      .orderBy(
        sql`${campaignDonations.paidAt} desc nulls last`,
        sql`${campaignDonations.id} desc nulls last`,
      )
      .limit(limit)
  )
}

export async function donationCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const rows = await db
    .select({ id: campaignDonations.campaignId, value: count() })
    .from(campaignDonations)
    .where(inArray(campaignDonations.campaignId, ids))
    .groupBy(campaignDonations.campaignId)
  return new Map(rows.map((r) => [r.id, Number(r.value)]))
}

/** Gifts a guest made with this mobile join the account that signs in with it. */
export async function adoptGuestDonations(tx: Tx, userId: number, mobile: string) {
  await tx
    .update(campaignDonations)
    .set({ userId, updatedAt: new Date() })
    .where(
      and(
        isNull(campaignDonations.userId),
        eq(campaignDonations.guest, true),
        eq(campaignDonations.mobile, mobile),
      ),
    )
}

// ---- Reports --------------------------------------------------------------------------------

export async function reportsOf(db: Executor, campaignId: number): Promise<CampaignReportRow[]> {
  return db
    .select()
    .from(campaignReports)
    .where(eq(campaignReports.campaignId, campaignId))
    .orderBy(asc(campaignReports.sortOrder), asc(campaignReports.id))
}

/** The media of these reports, in their order, as media rows (through the media module). */
export async function reportMediaOf(db: Executor, reportIds: number[]) {
  if (!reportIds.length) return { links: [], media: [] }
  const links = await db
    .select()
    .from(campaignReportMedia)
    .where(inArray(campaignReportMedia.reportId, reportIds))
    .orderBy(asc(campaignReportMedia.position))
  const media = await findMediaByIds(db, [...new Set(links.map((l) => l.mediaId))])
  return { links, media }
}

export async function findMedia(db: Executor, ids: number[]) {
  return ids.length ? findMediaByIds(db, ids) : []
}

export async function setReportMedia(tx: Tx, reportId: number, mediaIds: number[]) {
  await tx.delete(campaignReportMedia).where(eq(campaignReportMedia.reportId, reportId))
  if (mediaIds.length)
    await tx
      .insert(campaignReportMedia)
      .values(mediaIds.map((mediaId, position) => ({ reportId, mediaId, position })))
}

/** A new report goes first in its campaign's timeline. */
export async function firstSortOrder(db: Executor, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ value: min(campaignReports.sortOrder) })
    .from(campaignReports)
    .where(eq(campaignReports.campaignId, campaignId))
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) - 1
}

/**
 * Puts `ids` first, in that order; the campaign's other reports follow in their old order.
 * Returns the order before and after (for the audit log) and ids that are not its reports.
 */
export async function reorderReports(tx: Tx, campaignId: number, ids: number[]) {
  const all = await tx
    .select({ id: campaignReports.id, sortOrder: campaignReports.sortOrder })
    .from(campaignReports)
    .where(eq(campaignReports.campaignId, campaignId))
    .orderBy(asc(campaignReports.sortOrder), asc(campaignReports.id))
    .for('update')
  const known = new Set(all.map((r) => r.id))
  const chosen = [...new Set(ids)].filter((id) => known.has(id))
  const order = [...chosen, ...all.map((r) => r.id).filter((id) => !chosen.includes(id))]
  for (const [index, id] of order.entries()) {
    if (all.find((r) => r.id === id)!.sortOrder !== index)
      await tx
        .update(campaignReports)
        .set({ sortOrder: index, updatedAt: new Date() })
        .where(eq(campaignReports.id, id))
  }
  return { before: all.map((r) => r.id), after: order, unknown: ids.filter((id) => !known.has(id)) }
}

export async function campaignExists(db: Executor, id: number) {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))
  return Boolean(row)
}

/** Campaigns' titles by id. */
export async function campaignTitlesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string>()
  const rows = await db
    .select({ id: campaigns.id, title: campaigns.title })
    .from(campaigns)
    .where(inArray(campaigns.id, ids))
  return new Map(rows.map((r) => [r.id, r.title]))
}
