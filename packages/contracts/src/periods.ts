import { toPersianDigits } from './digits.ts'

/**
 * The Jalali calendar as memberships count it: months as period indexes (`year * 12 + month`,
 * so Esfand 1403 is 16848 and Farvardin 1404 is 16849, one apart) and the arithmetic of a ledger
 * of periods. Pure functions over the calendar of Tehran; the clock is always passed in.
 * Conversion uses the platform's own Persian calendar (ICU), as `formatDate` does.
 */

export type JalaliDay = { year: number; month: number; day: number }

const FORMAT = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

/** The Jalali day a moment falls on in Tehran. */
export function jalaliOf(date: Date): JalaliDay {
  const parts = FORMAT.formatToParts(date)
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

const DAY_MS = 24 * 60 * 60 * 1000
const leapYears = new Map<number, boolean>()

/** Iran's offset from UTC: +03:30 all year since 2022 (and in every winter before). */
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000

/**
 * The first moment of a Jalali year in Tehran: midnight starting Nowruz (1 Farvardin), which
 * falls between the 19th and the 22nd of March. Daylight saving, where it was kept, began an
 * hour after that midnight, so the winter offset always applies.
 */
export function jalaliYearStart(year: number): Date {
  const gregorian = year + 621
  for (let day = 18; day <= 23; day++) {
    const midnight = Date.UTC(gregorian, 2, day) - TEHRAN_OFFSET_MS
    const first = jalaliOf(new Date(midnight))
    if (first.year === year && first.month === 1 && first.day === 1) return new Date(midnight)
  }
  throw new RangeError(`No Nowruz found for the Jalali year ${year}`)
}

/**
 * Whether Esfand of `year` has 30 days (1403 does, 1404 does not). Read from the calendar: the
 * day before the next Nowruz (which falls between the 19th and the 22nd of March).
 */
export function isLeapYear(year: number): boolean {
  let leap = leapYears.get(year)
  if (leap === undefined) {
    const gregorian = year + 622
    for (let day = 18; day <= 23 && leap === undefined; day++) {
      const noon = Date.UTC(gregorian, 2, day, 9)
      const j = jalaliOf(new Date(noon))
      if (j.year === year + 1 && j.month === 1 && j.day === 1)
        leap = jalaliOf(new Date(noon - DAY_MS)).day === 30
    }
    leap ??= false
    leapYears.set(year, leap)
  }
  return leap
}

/** 31 days for the first six months, 30 for the next five, 29 for Esfand (30 in a leap year). */
export function monthLength(year: number, month: number): number {
  if (month <= 6) return 31
  if (month <= 11) return 30
  return isLeapYear(year) ? 30 : 29
}

export const periodIndex = (year: number, month: number) => year * 12 + month

export function periodParts(index: number): { year: number; month: number } {
  return { year: Math.floor((index - 1) / 12), month: ((index - 1) % 12) + 1 }
}

/** The month (as a period index) a moment falls in, in Tehran. */
export const periodOf = (date: Date) => {
  const { year, month } = jalaliOf(date)
  return periodIndex(year, month)
}

/**
 * Where the calendar stands for a ledger: a month and a day of it, the last day of a month read
 * as 31 (so a period due on the 31st falls due on the 30th of a 30-day month, and on Esfand's
 * last day, 29th or 30th).
 */
export type AsOf = { month: number; day: number }

export function asOf(date: Date): AsOf {
  const { year, month, day } = jalaliOf(date)
  return { month: periodIndex(year, month), day: day === monthLength(year, month) ? 31 : day }
}

/** The latest month whose due day has come by `at`. */
export const lastDueMonth = (dueDay: number, at: AsOf) => at.month - (dueDay > at.day ? 1 : 0)

/**
 * How many periods of `months` months start after month `after` and no later than month
 * `through`, counting from `after + 1` (so `after` sits on a period boundary).
 */
export const periodsBetween = (after: number, through: number, months: number) =>
  through > after ? Math.floor((through - after - 1) / months) + 1 : 0

/** What a ledger needs to know about a membership. */
export type Schedule = {
  /** The first period's first month. */
  start: number
  /** Months in one period: 1, 3, 6 or 12. */
  months: number
  /** Day of the month each period falls due, 1 to 31. */
  dueDay: number
  /** Periods paid for. */
  paid: number
  /** Periods that fell due while the membership was paused: never owed. */
  excused: number
  /** Pauses that ended: each the first excused period's month and how many periods it excused. */
  pauses: { from: number; periods: number }[]
}

/**
 * The ledger's position as a period index: the month through which the member is settled,
 * counting excused periods as settled. Stored on the row, so "owes n or more periods" is one
 * indexed comparison.
 */
export const settledThrough = (s: Pick<Schedule, 'start' | 'months' | 'paid' | 'excused'>) =>
  s.start - 1 + s.months * (s.paid + s.excused)

/** Periods fallen due by `at`, pauses included (they are counted out by `standing`). */
export const periodsDue = (s: Pick<Schedule, 'start' | 'months' | 'dueDay'>, at: AsOf) =>
  periodsBetween(s.start - 1, lastDueMonth(s.dueDay, at), s.months)

export type Standing = { elapsed: number; paid: number; unpaid: number; prepaid: number }

/**
 * For any day: elapsed periods (paused ones are not due), paid periods, unpaid = elapsed - paid
 * when positive, prepaid = paid - elapsed when positive.
 */
export function standing(s: Schedule, at: AsOf): Standing {
  const elapsed = Math.max(0, periodsDue(s, at) - s.excused)
  return {
    elapsed,
    paid: s.paid,
    unpaid: Math.max(0, elapsed - s.paid),
    prepaid: Math.max(0, s.paid - elapsed),
  }
}

/**
 * Periods that fall due between two days (a pause that ended): they become excused. Counted on
 * the period grid from the start, so a pause inside one period excuses nothing.
 */
export const periodsDueBetween = (
  s: Pick<Schedule, 'start' | 'months' | 'dueDay'>,
  from: AsOf,
  to: AsOf,
) => Math.max(0, periodsDue(s, to) - periodsDue(s, from))

/** The first month of the first period that has not fallen due by `at`. */
export const nextPeriodStart = (s: Pick<Schedule, 'start' | 'months' | 'dueDay'>, at: AsOf) =>
  s.start + s.months * periodsDue(s, at)

export const LEDGER_STATES = ['paid', 'unpaid', 'prepaid', 'paused', 'upcoming'] as const
export type LedgerState = (typeof LEDGER_STATES)[number]

/** One period of a ledger: its first month and what became of it. */
export type LedgerPeriod = { period: number; state: LedgerState }

/**
 * The ledger period by period, oldest first: every period fallen due, every period paid ahead,
 * and the next one. Payments settle the oldest unpaid period first and then run ahead
 * (prepayment); periods excused by a pause are shown as paused. `pausedSince`: a pause still
 * running, since this day (what falls due after it shows as paused).
 */
export function ledgerPeriods(s: Schedule, at: AsOf, pausedSince: AsOf | null): LedgerPeriod[] {
  const excused = new Set<number>()
  for (const pause of s.pauses)
    for (let i = 0; i < pause.periods; i++) excused.add(pause.from + i * s.months)
  const due = periodsDue(s, at)
  // A pause still running excuses what falls due after it began, as its end will.
  const running = pausedSince ? periodsDueBetween(s, pausedSince, at) : 0
  for (let i = due - running; i < due; i++) excused.add(s.start + i * s.months)
  const total = Math.max(due, s.paid + s.excused + running) + 1
  const periods: LedgerPeriod[] = []
  let paidLeft = s.paid
  for (let i = 0; i < total; i++) {
    const period = s.start + i * s.months
    const isDue = i < due
    let state: LedgerState
    if (excused.has(period)) state = 'paused'
    else if (paidLeft > 0) {
      paidLeft--
      state = isDue ? 'paid' : 'prepaid'
    } else state = isDue ? 'unpaid' : 'upcoming'
    periods.push({ period, state })
  }
  return periods
}

const MONTHS = {
  fa: [
    'فروردین',
    'اردیبهشت',
    'خرداد',
    'تیر',
    'مرداد',
    'شهریور',
    'مهر',
    'آبان',
    'آذر',
    'دی',
    'بهمن',
    'اسفند',
  ],
  en: [
    'Farvardin',
    'Ordibehesht',
    'Khordad',
    'Tir',
    'Mordad',
    'Shahrivar',
    'Mehr',
    'Aban',
    'Azar',
    'Dey',
    'Bahman',
    'Esfand',
  ],
} as const

/** A month's name and year: «فروردین ۱۴۰۴», "Farvardin 1404". */
export function monthLabel(index: number, lang: string): string {
  const { year, month } = periodParts(index)
  const fa = lang !== 'en'
  const name = (fa ? MONTHS.fa : MONTHS.en)[month - 1]!
  return `${name} ${fa ? toPersianDigits(year) : year}`
}

/**
 * A period's label: its month, or its first and last month («فروردین تا خرداد ۱۴۰۴»,
 * «بهمن ۱۴۰۳ تا فروردین ۱۴۰۴»).
 */
export function periodLabel(index: number, months: number, lang: string): string {
  if (months <= 1) return monthLabel(index, lang)
  const first = periodParts(index)
  const last = periodParts(index + months - 1)
  const fa = lang !== 'en'
  const to = fa ? ' تا ' : ' to '
  if (first.year === last.year) {
    const name = (fa ? MONTHS.fa : MONTHS.en)[first.month - 1]!
    return `${name}${to}${monthLabel(index + months - 1, lang)}`
  }
  return `${monthLabel(index, lang)}${to}${monthLabel(index + months - 1, lang)}`
}

/** The first moment of a period's month in Tehran (its first day's midnight). */
export function periodStart(index: number): Date {
  const { year, month } = periodParts(index)
  let start = jalaliYearStart(year).getTime()
  for (let m = 1; m < month; m++) start += monthLength(year, m) * DAY_MS
  return new Date(start)
}

/** The Gregorian days `months` months from `index` span, in English: "Nov 22 – Dec 21, 2026". */
function gregorianSpan(index: number, months: number): string {
  const { year, month } = periodParts(index + months - 1)
  const last = new Date(
    periodStart(index + months - 1).getTime() + (monthLength(year, month) - 1) * DAY_MS,
  )
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Tehran',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(periodStart(index), last)
}

/**
 * A membership's month (or period) as its member reads it: «آذر ۱۴۰۵»; in English, where every
 * other date is Gregorian, with the Gregorian days it spans: "Azar 1405 (Nov 22 – Dec 21, 2026)".
 */
export function membershipMonthLabel(index: number, lang: string, months = 1): string {
  const label = periodLabel(index, months, lang)
  return lang === 'en' ? `${label} (${gregorianSpan(index, months)})` : label
}

/** `1404-01` for a period index (the API's form of a month), and back. */
export const monthKey = (index: number) => {
  const { year, month } = periodParts(index)
  return `${year}-${String(month).padStart(2, '0')}`
}

export function parseMonthKey(value: string): number | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? periodIndex(Number(match[1]), month) : null
}
