import type { CampaignDonationStatus } from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { mediaFiles } from '../media/media.tables.ts'
import { bills } from '../payments/payments.tables.ts'
import { users } from '../users/users.tables.ts'

/**
 * A fundraising campaign. `collected` and `donors` are kept here and changed only by the
 * settlement of a paid bill (the `campaign` item kind), so a page view never counts bills.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitised on write (and again on read). */
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url'),
    coverMediaId: bigint('cover_media_id', { mode: 'number' }),
    /** Whole toman. */
    goal: bigint('goal', { mode: 'number' }).notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(10000),
    suggestedAmounts: jsonb('suggested_amounts').$type<number[]>().notNull().default([]),
    /** The start of its first day and the end of its last day, Tehran time. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    stopAtGoal: boolean('stop_at_goal').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(false),
    /** Set when staff close the campaign before its end. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    donors: integer('donors').notNull().default(0),
    /** Goes up with every change the public page shows (a gift, an edit, a report): its cache key. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_slug_unique').on(t.slug),
    index('campaigns_public_idx').on(t.published, t.featured, t.startsAt),
  ],
)
export type CampaignRow = typeof campaigns.$inferSelect

/** One gift to a campaign, unpaid until its bill is paid. */
export const campaignDonations = pgTable(
  'campaign_donations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A guest's mobile, or the account's mobile when the gift was made (the donor count uses it). */
    mobile: text('mobile'),
    /** Whether the donor was a guest (a later sign-in with this mobile adopts the gift). */
    guest: boolean('guest').notNull().default(false),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    displayName: text('display_name'),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status').$type<CampaignDonationStatus>().notNull().default('unpaid'),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The campaign page's latest donations, read without scanning the rest.
    index('campaign_donations_recent_idx')
      .on(t.campaignId, t.paidAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'paid'`),
    index('campaign_donations_campaign_idx').on(t.campaignId, t.createdAt),
    // "Has this donor given to this campaign before?" at settlement.
    index('campaign_donations_user_idx').on(t.campaignId, t.userId),
    index('campaign_donations_mobile_idx').on(t.campaignId, t.mobile),
    index('campaign_donations_guest_idx')
      .on(t.mobile)
      .where(sql`${t.userId} is null`),
  ],
)
export type CampaignDonationRow = typeof campaignDonations.$inferSelect

/** What the charity did with the money: text, a date, optionally an amount spent, and media. */
export const campaignReports = pgTable(
  'campaign_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised on write (and again on read). */
    body: text('body').notNull().default(''),
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    amountSpent: bigint('amount_spent', { mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_reports_campaign_idx').on(t.campaignId, t.sortOrder)],
)
export type CampaignReportRow = typeof campaignReports.$inferSelect

/** The media a report shows, in order. A media file deleted from the library leaves the report. */
export const campaignReportMedia = pgTable(
  'campaign_report_media',
  {
    reportId: bigint('report_id', { mode: 'number' })
      .notNull()
      .references(() => campaignReports.id, { onDelete: 'cascade' }),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.mediaId] }),
    index('campaign_report_media_media_idx').on(t.mediaId),
  ],
)
export type CampaignReportMediaRow = typeof campaignReportMedia.$inferSelect
