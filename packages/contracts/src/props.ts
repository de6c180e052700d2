import { z } from 'zod'
import { subscriptionTypeProps } from './subscriptions.ts'

const jsonish = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()),
  z.string(),
  z.null(),
])

export const paymentMethod = z.object({
  name: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
})

export const priceModule = z.object({
  default_amounts: z.array(z.number()),
  min_amount: z.number(),
})

export const charityTypeProps = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  /** Its category is the Islamic obligations (`islamic`). */
  islamic: z.boolean(),
  category_id: z.number(),
  price: priceModule,
})

/** A group of kinds of giving, in the order pages show them. */
export const charityCategoryProps = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
})

export const siteNotification = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
})

/**
 * The start-up settings, with the spec's exact field names. The JSON-valued ones may arrive as
 * JSON text; the client parses them when they hold braces or brackets.
 */
export const props = z.object({
  PaymentMethods: z.array(paymentMethod),
  charityTypes: z.array(charityTypeProps),
  /** Ours, beyond the spec's fields: the categories `charityTypes` belong to. */
  charityCategories: z.array(charityCategoryProps),
  subscriptionTypes: z.array(subscriptionTypeProps),
  CrownTypes: z.array(z.record(z.string(), z.unknown())),
  defaultGateway: z.string().nullable(),
  /** The Islamic obligations' category id (`charityCategories`). */
  islamic: z.number().nullable(),
  notifications: z.array(siteNotification),
  NeshanMap: jsonish,
  Banner: jsonish,
  defaultImage: jsonish,
  logo: jsonish,
  social: jsonish,
  contact_us: jsonish,
  app: jsonish,
})
export type Props = z.infer<typeof props>
export type CharityTypeProps = z.infer<typeof charityTypeProps>
export type CharityCategoryProps = z.infer<typeof charityCategoryProps>
