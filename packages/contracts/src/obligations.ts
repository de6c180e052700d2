import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { encodeMessage } from './message-codec.ts'
import { OBLIGATION_UNITS } from './payments.ts'
import {
  amountField,
  dateField,
  message,
  mobileField,
  optionalOf,
  optionalText,
  optionalUrlField,
  requiredText,
  slugField,
} from './validation.ts'

/*
 * Religious obligations a donor pays, not only gives (fitriyeh, kaffara, fidyah...): the rates
 * staff keep per Jalali year and per staple, the calculator on the obligation's page and what
 * the donor answered (docs/decisions/034-obligations.md). Amounts are whole toman; the server
 * computes what it charges from the stored rate.
 */

export { OBLIGATION_UNITS, type ObligationUnit } from './payments.ts'

export const OBLIGATION_STATUSES = ['paid', 'unpaid', 'canceled'] as const
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number]

/** The years staff may enter rates for (Jalali). */
export const MIN_OBLIGATION_YEAR = 1390
export const MAX_OBLIGATION_YEAR = 1499
/** The most people or days one payment may count. */
export const MAX_OBLIGATION_COUNT = 10_000
/** A year lists at most this many staples. */
export const MAX_STAPLES = 8

/** A Jalali year, typed in any digit script. */
export const obligationYearField = () =>
  z
    .union([z.number(), z.string()], message('integer'))
    .transform((v) => Number(typeof v === 'number' ? v : toLatinDigits(v.trim()) || NaN))
    .pipe(
      z
        .number(message('integer'))
        .int(message('integer'))
        .min(MIN_OBLIGATION_YEAR, message('min', { min: String(MIN_OBLIGATION_YEAR) }))
        .max(MAX_OBLIGATION_YEAR, message('max', { max: String(MAX_OBLIGATION_YEAR) })),
    )

/** A staple's rate: whole toman per person (fitriyeh) or per day (kaffara, fidyah). */
export const obligationRateInput = z.object({
  staple: requiredText(50),
  amount: amountField().pipe(
    z
      .number()
      .int()
      .min(1, message('min', { min: 1 })),
  ),
})

/**
 * What staff save for one obligation and year: the rate of each staple, who announced them
 * (an office and a link), optionally the days it is offered and, for a deadline such as
 * fitriyeh's, the moment after which a payment is late and the note a late payer reads.
 */
export const obligationYearInput = z
  .object({
    source_office: requiredText(200),
    source_url: optionalUrlField(500),
    offered_from: optionalOf(dateField()),
    offered_to: optionalOf(dateField()),
    /** An ISO moment (the web's picker sends one), or empty. */
    deadline: optionalOf(z.iso.datetime({ offset: true, ...message('date') })),
    late_note: optionalText(500),
    rates: z
      .array(obligationRateInput)
      .min(1, message('min_items', { min: 1 }))
      .max(MAX_STAPLES, message('max_items', { max: MAX_STAPLES })),
  })
  .superRefine((value, ctx) => {
    if (value.offered_from && value.offered_to && value.offered_to < value.offered_from)
      ctx.addIssue({ code: 'custom', path: ['offered_to'], message: encodeMessage('date_order') })
    const seen = new Set<string>()
    value.rates.forEach((rate, i) => {
      if (seen.has(rate.staple))
        ctx.addIssue({
          code: 'custom',
          path: ['rates', i, 'staple'],
          message: encodeMessage('staple_repeated'),
        })
      seen.add(rate.staple)
    })
  })
export type ObligationYearInput = z.infer<typeof obligationYearInput>

/** An obligation the charity adds of its own (a vow's kaffara, the fidyah of a missed prayer...). */
export const obligationInput = z.object({
  slug: slugField(),
  title: requiredText(100),
  description: optionalText(1000),
  unit: z.enum(OBLIGATION_UNITS, message('in')),
  active: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(999).default(0),
})
export type ObligationInput = z.infer<typeof obligationInput>

export const obligationRate = z.object({ staple: z.string(), amount: z.number() })
export type ObligationRate = z.infer<typeof obligationRate>

/** One year's announcement of an obligation's rates. */
export const obligationYear = z.object({
  year: z.number(),
  source_office: z.string(),
  source_url: z.string().nullable(),
  offered_from: z.string().nullable(),
  offered_to: z.string().nullable(),
  deadline: z.string().nullable(),
  late_note: z.string().nullable(),
  /** Demo data of a fresh install, not an announcement: pages say so until staff save it. */
  demo: z.boolean(),
  rates: z.array(obligationRate),
  updated_at: z.string(),
})
export type ObligationYear = z.infer<typeof obligationYear>

/** An obligation as staff see it: every year's rates, newest first. */
export const dashboardObligation = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  unit: z.enum(OBLIGATION_UNITS),
  active: z.boolean(),
  sort: z.number(),
  years: z.array(obligationYear),
})
export type DashboardObligation = z.infer<typeof dashboardObligation>

/**
 * An obligation's page: the year whose rates apply now (the year whose offered days hold today,
 * else this Jalali year) and its rates, or null when staff have not entered them yet.
 */
export const publicObligation = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  unit: z.enum(OBLIGATION_UNITS),
  year: z.number(),
  rates: obligationYear.nullable(),
  /** Past this year's deadline: still accepted, with the charity's note. */
  late: z.boolean(),
})
export type PublicObligation = z.infer<typeof publicObligation>

/** The obligations on offer (for the page that lists them). */
export const obligationSummary = publicObligation.pick({ slug: true, title: true, unit: true })
export type ObligationSummary = z.infer<typeof obligationSummary>

/**
 * What the donor answers: how many people (fitriyeh) or days (kaffara, fidyah), the staple
 * (when the year lists more than one), and a gift on top. An `amount` sent along is ignored.
 */
export const payObligationInput = z.object({
  count: z
    .union([z.number(), z.string()], message('integer'))
    .transform((v) => (typeof v === 'number' ? String(v) : toLatinDigits(v.trim())))
    .pipe(
      z
        .string()
        .min(1, message('required'))
        .regex(/^\d+$/, message('integer'))
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, message('min', { min: 1 }))
            .max(MAX_OBLIGATION_COUNT, message('max', { max: MAX_OBLIGATION_COUNT })),
        ),
    ),
  staple: optionalText(50),
  /** A gift on top of the obligation, shown apart; empty is none. */
  gift: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || v === '' ? 0 : v))
    .pipe(amountField()),
  mobile: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(mobileField().nullable()),
})
export type PayObligationInput = z.input<typeof payObligationInput>

/** A donor's obligation payment: their answers, the rate and year, and its bill. */
export const obligationPayment = z.object({
  id: z.number(),
  obligation: z.object({ slug: z.string(), title: z.string(), unit: z.enum(OBLIGATION_UNITS) }),
  year: z.number(),
  staple: z.string().nullable(),
  rate: z.number(),
  count: z.number(),
  /** rate x count. */
  amount: z.number(),
  gift: z.number(),
  total: z.number(),
  /** Made after the year's deadline; `late_note` is what the charity wrote for it. */
  late: z.boolean(),
  late_note: z.string().nullable(),
  source_office: z.string(),
  source_url: z.string().nullable(),
  /** «زکات فطریه برای ۴ نفر، برنج، ۱۴۰۵»: the bill item's title. */
  summary: z.string(),
  status: z.enum(OBLIGATION_STATUSES),
  bill_id: z.number().nullable(),
  created_at: z.string(),
})
export type ObligationPayment = z.infer<typeof obligationPayment>

export const obligationPaymentCreated = z.object({
  data: z.object({
    payment: obligationPayment,
    bill: z.object({ id: z.number(), token: z.string(), total: z.number() }),
  }),
})
export type ObligationPaymentCreated = z.infer<typeof obligationPaymentCreated>['data']

/** The religious advisor's list: `year` is the obligation's (the rates'), `format` csv or xlsx. */
export const obligationsExportQuery = z.object({
  year: obligationYearField(),
  format: z.enum(['csv', 'xlsx'], message('in')).default('csv'),
})

/** One line of that list: paid payments of one obligation, year and staple. */
export const obligationTally = z.object({
  obligation: z.string(),
  unit: z.enum(OBLIGATION_UNITS),
  year: z.number(),
  staple: z.string().nullable(),
  rate: z.number(),
  payments: z.number(),
  /** People or days paid for. */
  count: z.number(),
  amount: z.string(),
  gifts: z.string(),
})
export type ObligationTally = z.infer<typeof obligationTally>
