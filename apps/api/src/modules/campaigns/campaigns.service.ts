import { createHash } from 'node:crypto'
import type {
  CampaignCard,
  CampaignDetail,
  CampaignMedia,
  CampaignReport,
  CampaignStatus,
  DonateInput,
  RecentDonation,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { AppError, invalid, notFound } from '../../lib/errors.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import type { MediaRow } from '../media/media.service.ts'
import type { BillItemRow, BillRow } from '../payments/payments.service.ts'
import { presentImages } from '../media/images.service.ts'
import {
  creditCampaign,
  findVisibleCampaign,
  gaveBefore,
  insertDonation,
  linkDonationBill,
  lockCampaign,
  markDonationPaid,
  recentDonations,
  reportMediaOf,
  reportsOf,
  spentOf,
} from './campaigns.repository.ts'
import type { CampaignReportRow, CampaignRow } from './campaigns.tables.ts'

/** Iran keeps +03:30 all year (no daylight saving since 2022). */
const TEHRAN = '+03:30'
const DAY_MS = 24 * 60 * 60 * 1000
const RECENT_DONATIONS = 10
/** How stale a page may be on an instance that did not make the change. */
const REVALIDATE_MS = 2000
/** A page is rebuilt after this long even without a change (media deleted from the library). */
const REBUILD_MS = 60_000
const CACHE_ENTRIES = 500
/** How long a change on this instance waits for its commit to show before it stops counting. */
const FRESH_MS = 10_000

/** A campaign's first day starts at midnight Tehran time... */
export const dayStart = (day: string) => new Date(`${day}T00:00:00${TEHRAN}`)
/** ...and its last day ends at the last millisecond of that day. */
export const dayEnd = (day: string) => new Date(`${day}T23:59:59.999${TEHRAN}`)
/** The calendar day (`YYYY-MM-DD`) of a moment, in Tehran. */
export const tehranDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date)

export function isFinished(row: CampaignRow, now = Date.now()) {
  return (
    row.closedAt !== null ||
    (row.endsAt !== null && row.endsAt.getTime() < now) ||
    (row.stopAtGoal && row.collected >= row.goal)
  )
}

/** Mirrors `statusSql` in the repository (the list filters by it). */
export function statusOf(row: CampaignRow, now = Date.now()): CampaignStatus {
  if (!row.published) return 'draft'
  if (isFinished(row, now)) return 'finished'
  if (row.startsAt.getTime() > now) return 'scheduled'
  return 'active'
}

export function daysLeft(row: CampaignRow, now = Date.now()) {
  if (!row.endsAt || isFinished(row, now)) return null
  return Math.max(0, Math.floor((row.endsAt.getTime() - now) / DAY_MS))
}

type PageView = { key: string; data: CampaignDetail; body: string; etag: string }

type CachedPage = {
  row: CampaignRow
  description: string
  /** When the row's version was last read from the database. */
  checkedAt: number
  builtAt: number
  cover: CampaignCard['cover']
  spent: number
  reports: CampaignReport[]
  recent: RecentDonation[]
  view?: PageView
}

/**
 * Campaign pages, gifts and their settlement.
 *
 * A page is served from memory: every change it shows (a paid gift, an edit, a report) bumps the
 * campaign row's `version`. A change made through this instance marks the pages below its
 * version stale at once, so the donor who just paid sees the new total; other instances read the
 * version again every two seconds (one indexed read per campaign, however busy the page is).
 */
export class CampaignsService {
  private readonly pages = new Map<string, CachedPage>()
  private readonly loading = new Map<string, Promise<CachedPage | null>>()
  /**
   * Campaign id → the least version a page may show, while a change made on this instance
   * commits (a change whose transaction rolled back stops counting after a few seconds).
   */
  private readonly fresh = new Map<number, { version: number; until: number }>()

  constructor(private readonly app: FastifyInstance) {}

  /** A change to the campaign reached `version`: pages showing an older one are stale. */
  changed(id: number, version = Number.MAX_SAFE_INTEGER) {
    const current = this.freshVersion(id)
    this.fresh.set(id, { version: Math.max(current, version), until: Date.now() + FRESH_MS })
  }

  private freshVersion(id: number) {
    const entry = this.fresh.get(id)
    if (entry && entry.until < Date.now()) this.fresh.delete(id)
    return entry && entry.until >= Date.now() ? entry.version : 0
  }

  /** Cards for lists: the row's own figures, the cover's variants and the reports' spending. */
  async cards(rows: CampaignRow[], db: Executor = this.app.db): Promise<CampaignCard[]> {
    const [covers, spent] = await Promise.all([
      presentImages(this.app, rows.map(coverOf), db),
      spentOf(
        db,
        rows.map((r) => r.id),
      ),
    ])
    const now = Date.now()
    return rows.map((row, i) => card(row, covers[i]!, spent.get(row.id) ?? 0, now))
  }

  /**
   * The public page of a campaign, and its JSON and ETag (serialised once per version and day);
   * 404 for an unknown, unpublished or not yet started one.
   */
  async page(slug: string): Promise<PageView> {
    const now = Date.now()
    let entry: CachedPage | null | undefined = this.pages.get(slug)
    if (
      !entry ||
      now - entry.checkedAt > REVALIDATE_MS ||
      entry.row.version < this.freshVersion(entry.row.id)
    ) {
      let pending = this.loading.get(slug)
      if (!pending) {
        pending = this.load(slug, entry).finally(() => this.loading.delete(slug))
        this.loading.set(slug, pending)
      }
      entry = await pending
    }
    if (!entry) throw notFound()
    // Only the days left and the status move with the clock.
    const figures = card(entry.row, entry.cover, entry.spent, now)
    const key = `${figures.days_left}:${figures.status}`
    if (entry.view?.key !== key) {
      const data: CampaignDetail = {
        ...figures,
        description: entry.description,
        reports: entry.reports,
        recent_donations: entry.recent,
      }
      const body = JSON.stringify({ data })
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      entry.view = { key, data, body, etag }
    }
    return entry.view
  }

  private async load(slug: string, previous: CachedPage | undefined): Promise<CachedPage | null> {
    const row = await findVisibleCampaign(this.app.db, slug)
    const now = Date.now()
    if (!row) {
      this.pages.delete(slug)
      return null
    }
    const entry =
      previous &&
      previous.row.id === row.id &&
      previous.row.version === row.version &&
      now - previous.builtAt < REBUILD_MS
        ? { ...previous, row, checkedAt: now, view: undefined }
        : await this.build(row)
    // A read from before a change on this instance committed is shown, but not kept.
    if (row.version >= this.freshVersion(row.id)) {
      if (!this.pages.has(slug) && this.pages.size >= CACHE_ENTRIES)
        this.pages.delete(this.pages.keys().next().value!)
      this.pages.set(slug, entry)
    }
    return entry
  }

  private async build(row: CampaignRow): Promise<CachedPage> {
    const db = this.app.db
    const [[cover], reports, recent] = await Promise.all([
      presentImages(this.app, [coverOf(row)]),
      this.reports(db, row.id),
      recentDonations(db, row.id, RECENT_DONATIONS),
    ])
    const now = Date.now()
    return {
      row,
      description: sanitizePageHtml(row.description),
      checkedAt: now,
      builtAt: now,
      cover: cover ?? null,
      spent: reports.reduce((sum, r) => sum + (r.amount_spent ?? 0), 0),
      reports,
      recent: recent.map((d) => ({
        id: d.id,
        name: d.anonymous ? null : d.displayName,
        anonymous: d.anonymous,
        amount: d.amount,
        paid_at: (d.paidAt ?? d.createdAt).toISOString(),
      })),
    }
  }

  private async reports(db: Executor, campaignId: number): Promise<CampaignReport[]> {
    const rows = await reportsOf(db, campaignId)
    return this.presentReports(db, rows)
  }

  /** Reports with their media (public media only: a private file never shows on a page). */
  async presentReports(db: Executor, rows: CampaignReportRow[]): Promise<CampaignReport[]> {
    const { links, media } = await reportMediaOf(
      db,
      rows.map((r) => r.id),
    )
    const byId = new Map(media.map((m) => [m.id, this.presentMedia(m)]))
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: sanitizePageHtml(r.body),
      reported_on: r.reportedOn,
      amount_spent: r.amountSpent,
      media: links
        .filter((l) => l.reportId === r.id)
        .map((l) => byId.get(l.mediaId))
        .filter((m): m is CampaignMedia => Boolean(m)),
    }))
  }

  presentMedia(m: MediaRow): CampaignMedia | undefined {
    if (m.visibility !== 'public') return undefined
    const storage = this.app.storage
    return {
      id: m.id,
      kind: m.kind,
      mime: m.mime,
      name: m.name,
      alt: m.alt,
      url: storage.publicUrl(m.key),
      width: m.width,
      height: m.height,
      variants: m.variants.map((v) => ({
        width: v.width,
        height: v.height,
        url: storage.publicUrl(v.key),
      })),
    }
  }

  /** The campaign a gift goes to, refusing one that has ended (409) or a too small amount. */
  async givable(slug: string) {
    const campaign = await findVisibleCampaign(this.app.db, slug)
    if (!campaign) throw notFound()
    if (isFinished(campaign)) throw new AppError(409, 'campaign_finished')
    return campaign
  }

  /** An unpaid gift and its bill, in one transaction; the amount's floor is the campaign's. */
  async donate(request: FastifyRequest, slug: string, input: DonateInput) {
    const campaign = await this.givable(slug)
    if (input.amount < campaign.minAmount)
      throw invalid('amount', 'amount_min', { min: campaign.minAmount })
    const user = request.user
    const mobile = user ? user.mobile : input.mobile
    return this.app.db.transaction(async (tx) => {
      const donation = await insertDonation(tx, {
        campaignId: campaign.id,
        userId: user?.id ?? null,
        mobile,
        guest: !user,
        amount: input.amount,
        displayName: input.anonymous ? null : input.display_name,
        anonymous: input.anonymous,
      })
      const bill = await this.app.payments.createBill(
        tx,
        { userId: user?.id ?? null, guestMobile: user ? null : mobile },
        [
          {
            kind: 'campaign',
            itemId: donation.id,
            title: campaign.title,
            amount: donation.amount,
            subKey: campaign.id,
          },
        ],
      )
      await linkDonationBill(tx, donation.id, bill.id)
      return bill
    })
  }

  /**
   * A gift's bill was paid: inside the settlement's own transaction, the gift is marked paid and
   * the campaign's `collected` and `donors` move, under the campaign row's lock (so concurrent
   * settlements for one campaign add up, and a returning donor is seen by the next one).
   */
  async onPaid(tx: Tx, item: BillItemRow, bill: BillRow) {
    const donation = await markDonationPaid(tx, item.itemId, bill.paidAt ?? new Date())
    if (!donation) return
    await lockCampaign(tx, donation.campaignId)
    const returning = await gaveBefore(tx, donation)
    const version = await creditCampaign(tx, donation.campaignId, donation.amount, !returning)
    this.changed(donation.campaignId, version)
  }
}

const coverOf = (row: CampaignRow) =>
  row.coverUrl ? { url: row.coverUrl, mediaId: row.coverMediaId } : null

function card(
  row: CampaignRow,
  cover: CampaignCard['cover'],
  spent: number,
  now: number,
): CampaignCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover,
    goal: row.goal,
    collected: row.collected,
    spent,
    donors: row.donors,
    min_amount: row.minAmount,
    suggested_amounts: row.suggestedAmounts,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    days_left: daysLeft(row, now),
    status: isFinished(row, now) ? 'finished' : 'active',
    featured: row.featured,
  }
}

/** Campaigns' titles by id (the reports name their rows with them). */
export { campaignTitlesByIds as campaignTitles } from './campaigns.repository.ts'
