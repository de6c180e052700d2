/** The list contract's constants (ARCHITECTURE.md, "HTTP contract"). */
export const FILTER_OPERATORS = ['eq', 'ne', 'gte', 'lte', 'gt', 'lt'] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** A helper caps a value at 100 (spec section 9): page sizes never exceed it. */
export const capPageSize = (value: number): number =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(value) || DEFAULT_PAGE_SIZE))
