import type { IncomeReport } from '@kheyr/contracts/reports'

/** The keys' colours, in the order a report lists its keys (distinct in hue and lightness). */
export const SERIES_COLORS = [
  '#00796b',
  '#f9a825',
  '#5e35b1',
  '#d84315',
  '#0277bd',
  '#6d4c41',
  '#ad1457',
  '#558b2f',
  '#455a64',
  '#00838f',
]

export type IncomePivot = {
  /** The report's periods, in order. */
  periods: IncomeReport['periods']
  keys: IncomeReport['keys']
  /** `amount[period][key]`, exact (a string of digits), '0' where nothing was paid. */
  amount: (period: string, key: string) => string
  /** What each period took in (all keys), exact. */
  periodTotal: (period: string) => string
  /** What each key took in over the range, exact. */
  keyTotal: (key: string) => string
  /** Refunds made in each period (all keys), exact. */
  periodRefunded: (period: string) => string
  /** Whether anything was paid or refunded in the range. */
  empty: boolean
}

/**
 * A report as a table of periods by keys. Sums stay BigInt: money sums pass 2^53 (decision 010);
 * only a chart's bar heights turn them into numbers.
 */
export function pivotIncome(report: IncomeReport): IncomePivot {
  const cells = new Map<string, bigint>()
  const periods = new Map<string, bigint>()
  const refunded = new Map<string, bigint>()
  const keys = new Map<string, bigint>()
  const add = (map: Map<string, bigint>, key: string, value: bigint) =>
    map.set(key, (map.get(key) ?? 0n) + value)
  for (const row of report.rows) {
    const amount = BigInt(row.amount)
    add(cells, `${row.period}\u0000${row.key}`, amount)
    add(periods, row.period, amount)
    add(keys, row.key, amount)
    add(refunded, row.period, BigInt(row.refunded_amount))
  }
  const read = (map: Map<string, bigint>, key: string) => String(map.get(key) ?? 0n)
  return {
    periods: report.periods,
    keys: report.keys,
    amount: (period, key) => read(cells, `${period}\u0000${key}`),
    periodTotal: (period) => read(periods, period),
    keyTotal: (key) => read(keys, key),
    periodRefunded: (period) => read(refunded, period),
    empty: report.rows.length === 0,
  }
}

/** A period's label without its year (for a chart's axis): «اسفند» from «اسفند ۱۴۰۴». */
export const shortLabel = (label: string) => {
  const words = label.split(' ')
  return words.length > 1 ? words.slice(0, -1).join(' ') : label
}
