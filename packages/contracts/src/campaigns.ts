import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { MEDIA_KINDS } from './media.ts'
import {
  amountField,
  distinctIds,
  imageInput,
  imageOutput,
  message,
  mobileField,
  optionalText,
  requiredText,
  suggestionsAtLeastMin,
} from './validation.ts'

/** What a visitor sees: a campaign is taking gifts, or has ended (its figures and reports stay). */
export const CAMPAIGN_PUBLIC_STATUSES = ['active', 'finished'] as const
export type CampaignPublicStatus = (typeof CAMPAIGN_PUBLIC_STATUSES)[number]

/**
 * What staff see: `draft` (not published), `scheduled` (published, its start date not reached:
 * not shown publicly yet), `active`, `finished` (end date passed, goal reached with "stop at
 * goal", or closed by staff).
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'finished'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

export const CAMPAIGN_DONATION_STATUSES = ['unpaid', 'paid'] as const
export type CampaignDonationStatus = (typeof CAMPAIGN_DONATION_STATUSES)[number]

/** Kinds of media a report may show (documents are not played). */
export const CAMPAIGN_REPORT_MEDIA_KINDS = MEDIA_KINDS.filter((k) => k !== 'document')

export const CAMPAIGN_DESCRIPTION_MAX = 100_000
export const CAMPAIGN_MIN_AMOUNT_FLOOR = 1000

/**
 * A campaign's address: Persian or Latin letters, digits and dashes (`کمک-به-سیل`, `flood-2025`).
 * Spaces become dashes, Arabic ي/ك become Persian ی/ک, digits are kept Latin, Latin is lower case.
 */
export const campaignSlugField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((v) =>
      toLatinDigits(v)
        .replace(/ي/g, 'ی')
        .replace(/ك/g, 'ک')
        .replace(/[\s_]+/g, '-')
        .toLowerCase(),
    )
    .pipe(z.string().regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, message('campaign_slug')))

/**
 * A calendar day, `YYYY-MM-DD` (the Gregorian date of the day the Jalali picker shows). A year
 * before 1900 is refused: it is a Jalali date (`1405-09-08`) sent where a Gregorian one belongs,
 * which would otherwise be stored as a day six centuries ago without a word.
 */
export const dayField = () =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => toLatinDigits(v))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, message('date'))
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message('date'))
        .refine((v) => Number(v.slice(0, 4)) >= 1900, message('date')),
    )

const amountAtLeast = (min: number) =>
  amountField().pipe(z.number().int().min(min, message('amount_min', { min })))

export const campaignInput = z
  .object({
    title: requiredText(150),
    slug: campaignSlugField(),
    summary: optionalText(300),
    /** Rich text; the server sanitises it on write and again on read. */
    description: z.string().max(CAMPAIGN_DESCRIPTION_MAX).default(''),
    cover: imageInput.nullable().default(null),
    goal: amountAtLeast(CAMPAIGN_MIN_AMOUNT_FLOOR),
    min_amount: amountAtLeast(CAMPAIGN_MIN_AMOUNT_FLOOR).default(10_000),
    suggested_amounts: z.array(amountAtLeast(CAMPAIGN_MIN_AMOUNT_FLOOR)).max(6).default([]),
    starts_at: dayField(),
    /** Empty: the campaign runs until staff close it (or it reaches a goal it stops at). */
    ends_at: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(dayField().nullable()),
    stop_at_goal: z.boolean().default(false),
    featured: z.boolean().default(false),
    published: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.ends_at && value.starts_at && value.ends_at < value.starts_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: message('campaign_ends_before_start').error,
      })
    }
    suggestionsAtLeastMin(value, ctx)
  })
export type CampaignInput = z.infer<typeof campaignInput>
export type CampaignFormValues = z.input<typeof campaignInput>

export const campaignPublishInput = z.object({ published: z.boolean() })
export const campaignCloseInput = z.object({ closed: z.boolean() })

export const donateInput = z.object({
  amount: amountField(),
  /** A guest may leave a mobile for the receipt and to find the gift after signing up. */
  mobile: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(mobileField().nullable()),
  /** Shown in the campaign's list of donations, unless `anonymous`. */
  display_name: optionalText(60),
  anonymous: z.boolean().default(false),
})
export type DonateInput = z.infer<typeof donateInput>
export type DonateFormValues = z.input<typeof donateInput>

export const donateResponse = z.object({
  data: z.object({ bill: z.object({ id: z.number(), token: z.string(), total: z.number() }) }),
})
export type DonateResponse = z.infer<typeof donateResponse>

/** A campaign on a card: figures kept on the campaign row, never counted from bills on a view. */
export const campaignCard = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: imageOutput.nullable(),
  goal: z.number(),
  collected: z.number(),
  /** The sum of the amounts its reports say were spent. */
  spent: z.number(),
  donors: z.number(),
  min_amount: z.number(),
  suggested_amounts: z.array(z.number()),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  /** Whole days until the end date (0 on its last day); null without an end date or once finished. */
  days_left: z.number().nullable(),
  status: z.enum(CAMPAIGN_PUBLIC_STATUSES),
  featured: z.boolean(),
})
export type CampaignCard = z.infer<typeof campaignCard>

export const campaignMedia = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  name: z.string(),
  alt: z.string().nullable(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  variants: z.array(z.object({ width: z.number(), height: z.number(), url: z.string() })),
})
export type CampaignMedia = z.infer<typeof campaignMedia>

export const campaignReport = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  reported_on: z.string(),
  amount_spent: z.number().nullable(),
  media: z.array(campaignMedia),
})
export type CampaignReport = z.infer<typeof campaignReport>

export const recentDonation = z.object({
  id: z.number(),
  /** The name the donor chose to show; null for "a donor" (or "anonymous" when `anonymous`). */
  name: z.string().nullable(),
  anonymous: z.boolean(),
  amount: z.number(),
  paid_at: z.string(),
})
export type RecentDonation = z.infer<typeof recentDonation>

export const campaignDetail = campaignCard.extend({
  /** Sanitised HTML. */
  description: z.string(),
  reports: z.array(campaignReport),
  recent_donations: z.array(recentDonation),
})
export type CampaignDetail = z.infer<typeof campaignDetail>

export const campaignListQuery = z.object({
  status: z.enum(CAMPAIGN_PUBLIC_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  featured: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
})
export type CampaignListQuery = z.input<typeof campaignListQuery>

// ---- Dashboard ------------------------------------------------------------------------------

export const dashboardCampaign = campaignCard.omit({ status: true }).extend({
  status: z.enum(CAMPAIGN_STATUSES),
  description: z.string(),
  stop_at_goal: z.boolean(),
  published: z.boolean(),
  closed_at: z.string().nullable(),
  /** Donations made (paid or waiting for payment): a campaign with any cannot be deleted. */
  donations: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DashboardCampaign = z.infer<typeof dashboardCampaign>

export const campaignDonation = z.object({
  id: z.number(),
  campaign_id: z.number(),
  amount: z.number(),
  status: z.enum(CAMPAIGN_DONATION_STATUSES),
  /** The payer's mobile: a guest's, or the account's when the gift was made. */
  mobile: z.string().nullable(),
  user_id: z.number().nullable(),
  display_name: z.string().nullable(),
  anonymous: z.boolean(),
  bill_id: z.number().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
})
export type CampaignDonation = z.infer<typeof campaignDonation>

export const campaignReportInput = z.object({
  campaign_id: z.number().int().positive(),
  title: requiredText(200),
  body: z.string().max(CAMPAIGN_DESCRIPTION_MAX).default(''),
  reported_on: dayField(),
  amount_spent: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(amountField().nullable()),
  /** Images, video or audio from the media library, in the order shown. */
  media_ids: z.array(z.number().int().positive()).max(20).default([]),
})
export type CampaignReportInput = z.infer<typeof campaignReportInput>
export type CampaignReportFormValues = z.input<typeof campaignReportInput>

export const dashboardCampaignReport = campaignReport.extend({
  campaign_id: z.number(),
  sort_order: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DashboardCampaignReport = z.infer<typeof dashboardCampaignReport>

/** The campaign's reports in their new order, first to last. */
export const reorderCampaignReportsInput = z.object({
  campaign_id: z.number().int().positive(),
  ids: distinctIds(200),
})
export type ReorderCampaignReportsInput = z.infer<typeof reorderCampaignReportsInput>
