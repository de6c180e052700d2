import { z } from 'zod'
import { toLatinDigits } from './digits.ts'
import { GATEWAYS, ITEM_KINDS } from './payments.ts'
import { message } from './validation.ts'

/**
 * Receipts: what a payer is told when a bill is paid (a notification, a text with the receipt's
 * link), and a donor's yearly statement of what they gave, as JSON and as a PDF.
 */

/** Jalali years a statement can be asked for. */
export const STATEMENT_YEARS = { min: 1380, max: 1500 } as const

/** `?year=1405` (Persian digits too): a Jalali year. */
export const statementQuery = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' ? toLatinDigits(v.trim()) : v),
    z.coerce.number().int(message('integer')).min(STATEMENT_YEARS.min).max(STATEMENT_YEARS.max),
  ),
})
export type StatementQuery = z.infer<typeof statementQuery>

/** The PDF is a plain download link: it names its language (the browser's may differ). */
export const statementPdfQuery = statementQuery.extend({ lang: z.enum(['fa', 'en']).optional() })

/** One thing paid for: a bill's item, with the bill's payment. */
export const statementEntry = z.object({
  bill_id: z.number(),
  /** When the bill was paid (ISO); shown as a Jalali date. */
  paid_at: z.string(),
  kind: z.enum(ITEM_KINDS),
  title: z.string(),
  /** Toman. */
  amount: z.number(),
  gateway: z.enum(GATEWAYS),
  /** The bank's reference for the payment (`CASH-12` for money staff received in person). */
  reference: z.string().nullable(),
})
export type StatementEntry = z.infer<typeof statementEntry>

export const statement = z.object({
  /** The Jalali year. */
  year: z.number(),
  /** The year's first moment and the next year's, in Tehran (ISO). */
  from: z.string(),
  to: z.string(),
  /** Oldest first. */
  entries: z.array(statementEntry),
  /** The sum of the entries in toman, as a string of digits (exact past 2^53). */
  total: z.string(),
  /** The Jalali year of the donor's first payment (the years worth offering), or null. */
  first_year: z.number().nullable(),
  /** The letterhead: the charity's name and logo (an address) from the general settings. */
  charity: z.object({ name: z.string(), logo: z.string().nullable() }),
})
export type Statement = z.infer<typeof statement>

export const statementResponse = z.object({ data: statement })
