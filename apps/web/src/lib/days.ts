// Calendar days as the API takes them (`YYYY-MM-DD`), and the dates the pickers hold.

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day a picker shows, as the API takes it: `YYYY-MM-DD`. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** `YYYY-MM-DD` as a local date for a picker (local midnight); null for anything else. */
export function dateOfDay(day: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '')
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

/** The Tehran calendar day of a moment the API sent (a campaign's start or end). */
export const tehranDayOf = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(iso)) : ''
