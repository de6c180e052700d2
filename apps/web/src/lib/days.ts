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

let tehranDays: Intl.DateTimeFormat | null = null

/**
 * The Tehran calendar day of a moment the API sent (a campaign's start or end). The formatter is
 * made once, on first use: making one costs far more than formatting with it.
 */
export const tehranDayOf = (iso: string | null | undefined) =>
  iso
    ? (tehranDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' })).format(
        new Date(iso),
      )
    : ''
