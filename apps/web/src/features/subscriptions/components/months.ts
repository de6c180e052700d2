import { membershipMonthLabel, monthKey, periodOf } from '@kheyr/contracts/periods'

/** This month and the next `count - 1`, as the API names them (`1404-01`) and as people read them. */
export function monthsFrom(now: Date, count: number, lang: string) {
  const first = periodOf(now)
  return Array.from({ length: count }, (_, i) => ({
    key: monthKey(first + i),
    index: first + i,
    label: membershipMonthLabel(first + i, lang),
  }))
}
