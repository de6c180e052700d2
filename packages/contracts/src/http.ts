import { z } from 'zod'

export const errorResponse = z.object({ message: z.string() })
export const validationErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
})
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>

export const FILTER_OPERATORS = ['eq', 'ne', 'gte', 'lte', 'gt', 'lt'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** A helper caps a value at 100 (spec section 9): page sizes never exceed it. */
export const capPageSize = (value: number): number =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(value) || DEFAULT_PAGE_SIZE))

export const listMeta = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
})
export type ListMeta = z.infer<typeof listMeta>

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMeta })

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item })

export const buildInfo = z.object({ id: z.string(), timestamp: z.number() })
