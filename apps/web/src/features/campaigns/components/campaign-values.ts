/** Collected as a share of the goal, capped at 100 (spec section 9). */
export const percentOf = (collected: number, goal: number) =>
  goal > 0 ? Math.min(100, Math.floor((collected / goal) * 100)) : 0

/** A slug from a title: letters and digits of any script joined by dashes (`کمک-به-سیل`). */
export const slugify = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day a picker shows, as the API takes it: `YYYY-MM-DD`. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** `YYYY-MM-DD` as a local date for the picker; null for anything else. */
export const dateOfDay = (day: string | null | undefined) => {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

/** The Tehran calendar day of a moment the API sent (a campaign's start or end). */
export const tehranDayOf = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(iso)) : ''
