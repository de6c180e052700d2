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

/** What `paginated(item)` answers: one page of items and the list's meta. */
export type Paginated<T> = z.infer<ReturnType<typeof paginated<z.ZodType<T>>>>
/** What `dataOf(item)` answers. */
export type DataOf<T> = z.infer<ReturnType<typeof dataOf<z.ZodType<T>>>>

/** `POST /api/dashboard/{resource}/bulk-delete`: how many records went. */
export const bulkDeleted = dataOf(z.object({ deleted: z.number() }))
export type BulkDeleted = z.infer<typeof bulkDeleted>

/** One change in a record's audit trail, as the history panel shows it. */
export const historyEntry = z.object({
  id: z.number(),
  action: z.string(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
})
export type HistoryEntry = z.infer<typeof historyEntry>

export const buildInfo = z.object({ id: z.string(), timestamp: z.number() })
