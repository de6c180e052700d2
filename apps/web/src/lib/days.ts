// Calendar days as the API takes them (`YYYY-MM-DD`), and the dates the pickers hold.

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The calendar day a picker shows, as the API takes it: `YYYY-MM-DD`. A year being typed passes
 * through small ones (`0002`, `0020`, ...), which keep their four digits so the field keeps them.
 */
export const dayOf = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** `YYYY-MM-DD` as a local date for a picker (local midnight); null for anything else. */
export function dateOfDay(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '')
  if (!match) return null
  const date = new Date(2000, Number(match[2]) - 1, Number(match[3]))
  // `new Date(y, …)` reads years below 100 as 19yy.
  date.setFullYear(Number(match[1]))
  return date
}

/** Tehran's offset from UTC in milliseconds: +03:30 all year (no daylight saving since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000

/**
 * The Tehran calendar day of a moment the API sent (a campaign's start or end). Plain arithmetic
 * on the fixed offset the contracts use (`TEHRAN_OFFSET`): a phone's first `Intl.DateTimeFormat`
 * costs it tens of milliseconds, which a page's start-up should not pay for a date.
 */
export const tehranDayOf = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10) : ''
