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

/** A trust badge as pages draw it: an image (https), with the issuer's page to open, if any. */
export const trustBadge = z.object({
  name: z.string(),
  href: z.string().nullable(),
  src: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
})

/** The charity's registration, licence and trust badges (settings → trust), for donors. */
export const trustProps = z.object({
  registration_number: z.string().nullable(),
  licence_number: z.string().nullable(),
  licence_issuer: z.string().nullable(),
  badges: z.array(trustBadge),
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
  /** Ours, beyond the spec's fields: what lets a donor trust the charity before paying. */
  trust: trustProps,
})
export type Props = z.infer<typeof props>
export type CharityTypeProps = z.infer<typeof charityTypeProps>
export type CharityCategoryProps = z.infer<typeof charityCategoryProps>
export type TrustBadge = z.infer<typeof trustBadge>
export type TrustProps = z.infer<typeof trustProps>
