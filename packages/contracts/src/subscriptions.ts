import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { LEDGER_STATES } from './periods.ts'
import {
  amountField,
  imageInput,
  imageOutput,
  message,
  mobileField,
  optionalText,
  requiredText,
  slugField,
  suggestionsAtLeastMin,
} from './validation.ts'
import { MAX_PAY_PERIODS } from './form-limits.ts'

export { MAX_PAY_PERIODS }

/**
 * Recurring memberships (DOMAIN.md, "Subscription"): a promise to give a fixed amount every
 * period. Kinds of membership are staff's (`subscriptions`); everyone's memberships are
 * `user-subscriptions` on the dashboard.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
/**
 * A membership as its member and staff see it: `pending` until its first payment (an unfinished
 * checkout: nothing owed, no reminders, not counted among members), then its stored status.
 */
export const MEMBERSHIP_STATES = ['pending', ...SUBSCRIPTION_STATUSES] as const
export type MembershipState = (typeof MEMBERSHIP_STATES)[number]
/** Months in one period: monthly, or every 3, 6 or 12 months. */
export const PERIOD_MONTHS = [1, 3, 6, 12] as const
export type PeriodMonths = (typeof PERIOD_MONTHS)[number]
/** The least amount per period a kind may ask for. */
export const SUBSCRIPTION_MIN_FLOOR = 1000
export { LEDGER_STATES, type LedgerState } from './periods.ts'

const amountAtLeast = (min: number) =>
  amountField().pipe(z.number().int().min(min, message('amount_min', { min })))

const periodMonthsField = z.coerce
  .number(message('in'))
  .refine((v) => (PERIOD_MONTHS as readonly number[]).includes(v), message('in'))
  .transform((v) => v as PeriodMonths)

export const subscriptionTypeInput = z
  .object({
    title: requiredText(120),
    slug: slugField(),
    description: optionalText(2000),
    image: imageInput.nullable().default(null),
    period_months: periodMonthsField.default(1),
    suggested_amounts: z.array(amountAtLeast(SUBSCRIPTION_MIN_FLOOR)).max(6).default([]),
    min_amount: amountAtLeast(SUBSCRIPTION_MIN_FLOOR).default(10_000),
    active: z.boolean().default(true),
    sort: z.coerce.number().int().min(0).max(999).default(0),
  })
  .superRefine((value, ctx) => {
    suggestionsAtLeastMin(value, ctx)
  })
export type SubscriptionTypeInput = z.infer<typeof subscriptionTypeInput>
export type SubscriptionTypeFormValues = z.input<typeof subscriptionTypeInput>

/** A kind of membership as staff manage it. */
export const dashboardSubscriptionType = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: imageOutput.nullable(),
  period_months: z.number(),
  suggested_amounts: z.array(z.number()),
  min_amount: z.number(),
  active: z.boolean(),
  sort: z.number(),
  /** Memberships of this kind that are not canceled. */
  members: z.number(),
  created_at: z.string(),
})
export type DashboardSubscriptionType = z.infer<typeof dashboardSubscriptionType>

/** A kind of membership in the start-up props (`subscriptionTypes`). */
export const subscriptionTypeProps = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: imageOutput.nullable(),
  period_months: z.number(),
  price: z.object({ default_amounts: z.array(z.number()), min_amount: z.number() }),
})
export type SubscriptionTypeProps = z.infer<typeof subscriptionTypeProps>

/** A Jalali month as `1404-01` (any digits). */
const monthField = z
  .string()
  .trim()
  .transform(toLatinDigits)
  .pipe(z.string().regex(/^\d{4}-\d{1,2}$/, message('subscription_start')))

/** How many periods to pay: 1 to 12, or everything due. */
export const payPeriodsField = z.union(
  [
    z.literal('due'),
    z.coerce
      .number(message('integer'))
      .int(message('integer'))
      .min(1, message('min', { min: 1 }))
      .max(MAX_PAY_PERIODS, message('max', { max: MAX_PAY_PERIODS })),
  ],
  message('integer'),
)

export const createSubscriptionInput = z.object({
  /** The kind's slug. */
  type: z.string().trim().min(1).max(100),
  amount: amountField(),
  /** Periods paid now, from the start month. */
  periods: z.coerce
    .number(message('integer'))
    .int(message('integer'))
    .min(1, message('min', { min: 1 }))
    .max(MAX_PAY_PERIODS, message('max', { max: MAX_PAY_PERIODS }))
    .default(1),
  /** The first month, `1404-01`; this month when left out. */
  start: monthField.nullish().transform((v) => v ?? null),
  /** A guest's mobile: reminders go there, and the membership joins that account at sign-in. */
  mobile: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(mobileField().nullable()),
})
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionInput>
export type CreateSubscriptionFormValues = z.input<typeof createSubscriptionInput>

export const paySubscriptionInput = z.object({ periods: payPeriodsField })
export type PaySubscriptionInput = z.infer<typeof paySubscriptionInput>

/** What a member changes: the amount (from the next period) and whether reminders come. */
export const updateSubscriptionInput = z.object({
  amount: amountField().optional(),
  reminders: z.boolean().optional(),
})
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionInput>

/** A payment staff received in person: how many periods, the amount counted, and a note. */
export const cashPaymentInput = z.object({
  periods: payPeriodsField,
  amount: amountField(),
  note: requiredText(500),
})
export type CashPaymentInput = z.infer<typeof cashPaymentInput>
export type CashPaymentFormValues = z.input<typeof cashPaymentInput>

export const ledgerEntry = z.object({
  /** The period's first month as an index (`year * 12 + month`). */
  period: z.number(),
  /** «فروردین ۱۴۰۴», or «فروردین تا خرداد ۱۴۰۴» for longer periods. */
  label: z.string(),
  state: z.enum(LEDGER_STATES),
  /** What paying this period costs now; null once paid (or paused). */
  amount: z.number().nullable(),
})
export type LedgerEntry = z.infer<typeof ledgerEntry>

/** A payment of some periods: its bill and what became of it. */
export const CHARGE_SOURCES = ['online', 'link', 'cash'] as const
export const subscriptionCharge = z.object({
  id: z.number(),
  bill_id: z.number().nullable(),
  periods: z.number(),
  amount: z.number(),
  status: z.enum(['unpaid', 'paid']),
  /** The member's page, a reminder's link, or received in person by staff. */
  source: z.enum(CHARGE_SOURCES),
  /** Staff's note of a payment received in person (staff only). */
  note: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})
export type SubscriptionCharge = z.infer<typeof subscriptionCharge>

/** The figures of a membership on a given day. */
const standingFields = {
  elapsed_periods: z.number(),
  paid_periods: z.number(),
  unpaid_periods: z.number(),
  prepaid_periods: z.number(),
  /** What paying everything due costs now. */
  amount_due: z.number(),
}

export const subscription = z.object({
  id: z.number(),
  type: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    period_months: z.number(),
  }),
  /** Toman per period. */
  amount: z.number(),
  /** A changed amount and the first period it applies to, while older periods still cost `amount`. */
  next_amount: z.number().nullable(),
  next_amount_from: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATES),
  due_day: z.number(),
  /** The first month, `1404-01`, and its label. */
  start: z.string(),
  start_label: z.string(),
  reminders: z.boolean(),
  ...standingFields,
  ledger: z.array(ledgerEntry),
  paused_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  created_at: z.string(),
})
export type Subscription = z.infer<typeof subscription>

/** One membership with its payments (`GET /api/subscriptions/{id}`). */
export const subscriptionDetail = subscription.extend({ charges: z.array(subscriptionCharge) })
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>

const billRef = z.object({ id: z.number(), token: z.string(), total: z.number() })

/** A new membership, or a payment of periods: the bill to pay (`POST /api/bills/{id}/pay`). */
export const subscriptionBillResponse = z.object({
  data: z.object({ subscription: z.object({ id: z.number() }), bill: billRef }),
})
export type SubscriptionBill = z.infer<typeof subscriptionBillResponse>['data']

/** What a reminder's pay link pays, before paying it. */
export const payLinkView = z.object({
  subscription: z.object({ id: z.number(), title: z.string(), amount: z.number() }),
  periods: z.number(),
  labels: z.array(z.string()),
  total: z.number(),
  expires_at: z.string(),
})
export type PayLinkView = z.infer<typeof payLinkView>

/** A membership as staff see it in the list of everyone's memberships. */
export const dashboardSubscription = z.object({
  id: z.number(),
  type: z.object({ id: z.number(), title: z.string(), period_months: z.number() }),
  member: z.object({
    user_id: z.number().nullable(),
    name: z.string().nullable(),
    mobile: z.string().nullable(),
  }),
  amount: z.number(),
  next_amount: z.number().nullable(),
  status: z.enum(MEMBERSHIP_STATES),
  due_day: z.number(),
  start: z.string(),
  start_label: z.string(),
  reminders: z.boolean(),
  ...standingFields,
  created_at: z.string(),
})
export type DashboardSubscription = z.infer<typeof dashboardSubscription>

/** One membership's ledger and payments for staff. */
export const dashboardSubscriptionLedger = z.object({
  ledger: z.array(ledgerEntry),
  charges: z.array(subscriptionCharge),
})
export type DashboardSubscriptionLedger = z.infer<typeof dashboardSubscriptionLedger>
