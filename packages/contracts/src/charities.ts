import { z } from 'zod'
import { CHARITY_ICONS } from './charity-icons.ts'
import { bill } from './payments.ts'
import {
  amountField,
  choiceId,
  message,
  mobileField,
  optionalOf,
  optionalText,
  requiredText,
  slugField,
} from './validation.ts'

/** In the order the lists offer them. */
export const CHARITY_STATUSES = ['paid', 'unpaid', 'canceled'] as const
export type CharityStatus = (typeof CHARITY_STATUSES)[number]

/** A group of kinds of giving (the Islamic obligations, general giving...). */
export const charityCategoryInput = z.object({
  title: requiredText(100),
  description: optionalText(500),
  /** The Islamic obligations (`props.islamic`): one category at most. */
  islamic: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(999).default(0),
})
export type CharityCategoryInput = z.infer<typeof charityCategoryInput>

export const dashboardCharityCategory = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  islamic: z.boolean(),
  sort: z.number(),
  /** How many kinds of giving it holds (one that holds any cannot be deleted). */
  types_count: z.number(),
  created_at: z.string(),
})
export type DashboardCharityCategory = z.infer<typeof dashboardCharityCategory>

export const charityTypeInput = z.object({
  slug: slugField(),
  // Its own message when empty (spec: «نام خیریه نباید خالی باشد»), as the crowns' names have.
  title: z
    .string(message('charity_name_required'))
    .trim()
    .min(1, message('charity_name_required'))
    .max(100),
  icon: optionalOf(z.enum(CHARITY_ICONS, message('in'))),
  description: optionalText(2000),
  category_id: choiceId(),
  active: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(999).default(0),
})
export type CharityTypeInput = z.infer<typeof charityTypeInput>

/** The price module: suggested amounts (chips) and the least amount accepted. */
export const charityPriceInput = z.object({
  default_amounts: z.array(amountField().pipe(z.number().int().min(1000))).max(8),
  min_amount: amountField().pipe(z.number().int().min(1000)),
})
export type CharityPriceInput = z.infer<typeof charityPriceInput>

export const dashboardCharityType = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  category_id: z.number(),
  category_title: z.string(),
  active: z.boolean(),
  sort: z.number(),
  default_amounts: z.array(z.number()),
  min_amount: z.number(),
  paid_total: z.number(),
  created_at: z.string(),
})
export type DashboardCharityType = z.infer<typeof dashboardCharityType>

export const createCharityInput = z.object({
  /** The charity type's slug. */
  type: z.string().trim().min(1).max(100),
  amount: amountField(),
  /** The intention (نیت), optional. */
  description: optionalText(500),
  /** A guest may leave a mobile for the receipt and to find the gift after signing up. */
  mobile: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(mobileField().nullable()),
})
export type CreateCharityInput = z.infer<typeof createCharityInput>

export const charity = z.object({
  id: z.number(),
  type: z.object({ id: z.number(), slug: z.string(), title: z.string() }),
  amount: z.number(),
  description: z.string().nullable(),
  status: z.enum(CHARITY_STATUSES),
  bill_id: z.number().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
})
export type Charity = z.infer<typeof charity>

/** A new donation and the bill that pays it (its token opens the receipt for a guest). */
export const charityCreated = z.object({
  data: z.object({
    charity,
    bill: z.object({ id: z.number(), token: z.string(), total: z.number() }),
  }),
})
export type CharityCreated = z.infer<typeof charityCreated>['data']

/** One of my donations with its bill (and so its receipt). */
export const charityWithBill = charity.extend({ bill: bill.nullable() })
export type CharityWithBill = z.infer<typeof charityWithBill>

/** `POST /api/charities/pay-all`: one bill for every unpaid donation. */
export const payAllResponse = z.object({ data: z.object({ bill, count: z.number() }) })
export type PayAllResult = z.infer<typeof payAllResponse>['data']

export const charitySummary = z.object({
  paid_total: z.number(),
  paid_count: z.number(),
  unpaid_total: z.number(),
  unpaid_count: z.number(),
  by_type: z.array(
    z.object({ slug: z.string(), title: z.string(), total: z.number(), count: z.number() }),
  ),
})
export type CharitySummary = z.infer<typeof charitySummary>
