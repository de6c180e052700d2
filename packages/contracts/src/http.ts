import { z } from 'zod'

export const errorResponse = z.object({ message: z.string() })
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>

/** A whole number too large for a JSON number to hold exactly, as its decimal digits. */
export const decimalString = z.string().regex(/^-?\d+$/)

export const listMeta = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
  /**
   * Sums over every row the filter matches (not just this page), where a resource offers them.
   * Counts are numbers; sums of money are strings of digits, exact past 2^53 (show them with
   * `formatToman`, which takes a string, or `BigInt(value)`; never `Number(value)`).
   */
  totals: z.record(z.string(), z.union([z.number(), decimalString])).optional(),
})
export type ListMeta = z.infer<typeof listMeta>

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMeta })

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item })

export const buildInfo = z.object({ id: z.string(), timestamp: z.number() })
