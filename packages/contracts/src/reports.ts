import { z } from 'zod'
import { formatDate } from './dates.ts'
import { toPersianDigits } from './digits.ts'
import { decimalString, paginated } from './http.ts'
import { dashboardTransaction, GATEWAYS } from './payments.ts'
import { jalaliOf, monthKey, monthLabel, monthLength, periodIndex } from './periods.ts'
import { dateField, message, optionalText, pastDateField, requiredText } from './validation.ts'

/**
 * The charity's numbers: the dashboard home, income reports, the day's reconciliation and the
 * refunds of payments that came twice. Money sums are strings of digits (exact past 2^53, shown
 * with `formatToman`); counts are numbers. Days in queries are Gregorian (`YYYY-MM-DD`, the day
 * in Tehran); periods in answers are Jalali.
 */

export const REPORT_GROUPS = ['day', 'month', 'year'] as const
export type ReportGroup = (typeof REPORT_GROUPS)[number]
export const REPORT_BYS = ['kind', 'gateway', 'charity_type', 'campaign', 'obligation'] as const
export type ReportBy = (typeof REPORT_BYS)[number]

/** A daily report covers at most this many days (a Jalali leap year). */
export const MAX_REPORT_DAYS = 366
/** Any report covers at most this many years. */
export const MAX_REPORT_YEARS = 50

const DAY_MS = 24 * 60 * 60 * 1000
/** A Gregorian day (`YYYY-MM-DD`) as a moment inside it in Tehran (noon UTC is 15:30 there). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)
const isoOf = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  isoOf(new Date(noonOf(day).getTime() + days * DAY_MS))
/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / DAY_MS) + 1

const incomeFields = z.object({
  from: dateField(),
  to: dateField(),
  group: z.enum(REPORT_GROUPS, message('in')),
  by: z.enum(REPORT_BYS, message('in')),
})

/** The range must run forwards and not be longer than its grouping allows. */
function checkRange(q: { from: string; to: string; group: ReportGroup }, ctx: z.RefinementCtx) {
  if (q.to < q.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: message('date_order').error })
    return
  }
  const days = daysBetween(q.from, q.to)
  if (q.group === 'day' && days > MAX_REPORT_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: message('report_days_max', { max: MAX_REPORT_DAYS }).error,
    })
  else if (days > MAX_REPORT_YEARS * 366)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: message('report_years_max', { max: MAX_REPORT_YEARS }).error,
    })
}

export const incomeQuery = incomeFields.superRefine(checkRange)
/** The same report as a download: `format=csv|xlsx`. */
export const incomeExportQuery = incomeFields
  .extend({ format: z.enum(['csv', 'xlsx'], message('in')).default('csv') })
  .superRefine(checkRange)
export type IncomeQuery = z.infer<typeof incomeQuery>

/** One period of a report: its Jalali name and the Gregorian days it covers within the range. */
export const reportPeriod = z.object({
  /** `1404-12-29`, `1404-12` or `1404` (Jalali, Latin digits). */
  period: z.string(),
  /** The period in the request's language: «۲۹ اسفند ۱۴۰۴», «اسفند ۱۴۰۴», «۱۴۰۴». */
  label: z.string(),
  from: z.string(),
  to: z.string(),
})
export type ReportPeriod = z.infer<typeof reportPeriod>

export const incomeRow = z.object({
  period: z.string(),
  /** The kind, the gateway, or the charity type's, campaign's or obligation year's id. */
  key: z.string(),
  /** Payments (a bill with items of several kinds counts once under each). */
  count: z.number(),
  amount: decimalString,
  /** Refunds made in the period, kept apart from what was paid. */
  refunded_count: z.number(),
  refunded_amount: decimalString,
})
export type IncomeRow = z.infer<typeof incomeRow>

export const incomeTotal = z.object({
  count: z.number(),
  amount: decimalString,
  refunded_count: z.number(),
  refunded_amount: decimalString,
})
export type IncomeTotal = z.infer<typeof incomeTotal>

export const incomeReport = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  by: z.enum(REPORT_BYS),
  /** Every period of the range, in order, with or without payments. */
  periods: z.array(reportPeriod),
  /** The keys that have rows, with their names in the request's language. */
  keys: z.array(z.object({ key: z.string(), label: z.string() })),
  /** Only periods and keys with payments or refunds. */
  rows: z.array(incomeRow),
  /** The whole range: every payment counted once. */
  total: incomeTotal,
})
export type IncomeReport = z.infer<typeof incomeReport>

/** A count of records and the money in them. */
export const moneyFigure = z.object({ count: z.number(), amount: decimalString })
export type MoneyFigure = z.infer<typeof moneyFigure>

/**
 * `GET /api/dashboard/stats`: the home page's figures; each part is null when the caller's
 * permissions do not cover it.
 */
export const dashboardStats = z.object({
  /** Today in Tehran (`YYYY-MM-DD`) and the Jalali month and year the figures are for. */
  today: z.string(),
  month: reportPeriod,
  year: reportPeriod,
  /** `transactions.view` */
  income: z
    .object({
      today: moneyFigure,
      month: moneyFigure,
      year: moneyFigure,
      /** People (accounts or guest mobiles) who paid this Jalali month. */
      donors_month: z.number(),
      /** Second payments of a bill still to be refunded. */
      refunds_due: moneyFigure,
    })
    .nullable(),
  /** `transactions.view`: the last 12 Jalali months, by kind. */
  series: incomeReport.nullable(),
  /** `transactions.view` */
  recent: z.array(dashboardTransaction).nullable(),
  /** `users.view`: accounts made this Jalali month. */
  new_users: z.number().nullable(),
  /** `user-subscriptions.view`: active memberships, those owing, and what they owe. */
  memberships: z.object({ active: z.number(), owing: z.number(), due: decimalString }).nullable(),
  /** `chest-discharges.view`: drain requests not done or canceled. */
  drain_requests: z.number().nullable(),
  /** `contacts.view`: messages not answered yet. */
  feedback: z.number().nullable(),
  /** `crowns.view`: paid crowns not printed yet whose ceremony is today. */
  crowns_to_print: z.number().nullable(),
})
export type DashboardStats = z.infer<typeof dashboardStats>

export const reconciliationQuery = z.object({ day: dateField() })

/** One gateway's day, for the accountant to hold against the bank's statement. */
export const gatewayDay = z.object({
  gateway: z.enum(GATEWAYS),
  /** Payments settled (duplicates included). */
  settled: moneyFigure,
  /** Of those, second payments of a bill (to be refunded). */
  duplicates: moneyFigure,
  /** Refunds made that day. */
  refunded: moneyFigure,
  /** Attempts started that day still waiting for the bank. */
  pending: moneyFigure,
  /** Attempts started that day that failed or ended in an error. */
  failed: moneyFigure,
  /** Attempts started that day the payer canceled. */
  canceled: moneyFigure,
  /** Attempts flagged that day for a person to look at. */
  flagged: z.number(),
})
export type GatewayDay = z.infer<typeof gatewayDay>

export const reconciliation = z.object({
  day: z.string(),
  label: z.string(),
  gateways: z.array(gatewayDay),
  /** Second payments of a bill settled that day. */
  duplicates: z.array(dashboardTransaction),
  /** Attempts flagged that day and not resolved yet. */
  flagged: z.array(dashboardTransaction),
})
export type Reconciliation = z.infer<typeof reconciliation>

export const REFUND_STATES = ['due', 'refunded'] as const
export type RefundState = (typeof REFUND_STATES)[number]

/** What staff write down when the money went back (at the bank's panel). */
export const refundInput = z.object({
  reference: requiredText(100),
  refunded_on: pastDateField(),
  note: optionalText(500),
})
export type RefundInput = z.infer<typeof refundInput>

export const refund = z.object({
  id: z.number(),
  amount: z.number(),
  reference: z.string(),
  refunded_on: z.string(),
  note: z.string().nullable(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type Refund = z.infer<typeof refund>

/** A bill's second payment, and its refund once recorded. */
export const refundCase = dashboardTransaction.extend({ refund: refund.nullable() })
export type RefundCase = z.infer<typeof refundCase>

export const refundsQuery = z.object({
  state: z.enum(REFUND_STATES, message('in')).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
})
export const refundList = paginated(refundCase)

// ---- The Jalali calendar of a report ---------------------------------------------------------------

const localYear = (year: number, lang: string) =>
  lang === 'en' ? String(year) : toPersianDigits(year)

/** The first day of the Jalali month `day` falls in. */
export function monthStartOf(day: string): string {
  return addDays(day, 1 - jalaliOf(noonOf(day)).day)
}

/** The first day of the Jalali year `day` falls in. */
export function yearStartOf(day: string): string {
  let start = monthStartOf(day)
  for (let { month } = jalaliOf(noonOf(start)); month > 1; month--)
    start = monthStartOf(addDays(start, -1))
  return start
}

function nextStart(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1)
  const { year, month } = jalaliOf(noonOf(start))
  if (group === 'month') return addDays(start, monthLength(year, month))
  let next = start
  for (let m = month; m <= 12; m++) next = addDays(next, monthLength(year, m))
  return next
}

/** The period a day falls in: its key and its name. */
function periodOfDay(day: string, group: ReportGroup, lang: string) {
  const { year, month, day: d } = jalaliOf(noonOf(day))
  const pad = (n: number) => String(n).padStart(2, '0')
  if (group === 'year') return { period: String(year), label: localYear(year, lang) }
  const index = periodIndex(year, month)
  if (group === 'month') return { period: monthKey(index), label: monthLabel(index, lang) }
  return { period: `${year}-${pad(month)}-${pad(d)}`, label: formatDate(noonOf(day), lang, 'date') }
}

/**
 * The Jalali days, months or years from `from` to `to` (Gregorian days, both included), each
 * with the part of the range it covers: the first and last may be partial.
 */
export function reportPeriods(
  from: string,
  to: string,
  group: ReportGroup,
  lang: string,
): ReportPeriod[] {
  const periods: ReportPeriod[] = []
  let start = from
  while (start <= to) {
    const aligned =
      group === 'day' ? start : group === 'month' ? monthStartOf(start) : yearStartOf(start)
    const next = nextStart(aligned, group)
    const end = addDays(next, -1)
    periods.push({ ...periodOfDay(start, group, lang), from: start, to: end < to ? end : to })
    start = next
  }
  return periods
}

/** The last `months` Jalali months up to and including the one `today` falls in. */
export function lastMonths(today: string, months: number) {
  let from = monthStartOf(today)
  for (let i = 1; i < months; i++) from = monthStartOf(addDays(from, -1))
  return { from, to: today }
}
