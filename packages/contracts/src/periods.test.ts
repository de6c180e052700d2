import { describe, expect, it } from 'vitest'
import {
  asOf,
  isLeapYear,
  jalaliOf,
  jalaliYearStart,
  ledgerPeriods,
  monthKey,
  membershipMonthLabel,
  monthLabel,
  monthLength,
  nextPeriodStart,
  parseMonthKey,
  periodIndex,
  periodLabel,
  periodOf,
  periodParts,
  periodsDue,
  periodsDueBetween,
  settledThrough,
  standing,
  type Schedule,
} from './periods.ts'

/** The first of Farvardin of a few years, as the calendar has them (Tehran). */
const NOWRUZ: Record<number, string> = {
  1403: '2024-03-20',
  1404: '2025-03-21',
  1405: '2026-03-21',
}
const DAY_MS = 24 * 60 * 60 * 1000

/** Noon in Tehran on a Jalali day. */
function on(year: number, month: number, day: number): Date {
  let offset = day - 1
  for (let m = 1; m < month; m++) offset += m <= 6 ? 31 : 30
  return new Date(Date.parse(`${NOWRUZ[year]}T08:30:00Z`) + offset * DAY_MS)
}

const monthly = (start: number, dueDay: number, extra: Partial<Schedule> = {}): Schedule => ({
  start,
  months: 1,
  dueDay,
  paid: 0,
  excused: 0,
  pauses: [],
  ...extra,
})

const FARVARDIN_1404 = periodIndex(1404, 1)
const ESFAND_1403 = periodIndex(1403, 12)

describe('the Jalali calendar', () => {
  it('reads days in Tehran, Nowruz included', () => {
    expect(jalaliOf(on(1404, 1, 1))).toEqual({ year: 1404, month: 1, day: 1 })
    expect(jalaliOf(new Date('2025-03-20T21:00:00Z'))).toEqual({ year: 1404, month: 1, day: 1 })
    expect(jalaliOf(new Date('2025-03-20T20:00:00Z'))).toEqual({ year: 1403, month: 12, day: 30 })
    expect(jalaliOf(on(1404, 7, 30))).toEqual({ year: 1404, month: 7, day: 30 })
  })

  it('starts a Jalali year at midnight of Nowruz in Tehran', () => {
    for (const year of [1403, 1404, 1405]) {
      const start = jalaliYearStart(year)
      expect(start.toISOString()).toBe(
        new Date(Date.parse(`${NOWRUZ[year]}T00:00:00+03:30`)).toISOString(),
      )
      expect(jalaliOf(start)).toEqual({ year, month: 1, day: 1 })
      expect(jalaliOf(new Date(start.getTime() - 1)).year).toBe(year - 1)
    }
  })

  it('gives Esfand 30 days in a leap year (1403) and 29 otherwise (1404)', () => {
    expect(isLeapYear(1403)).toBe(true)
    expect(isLeapYear(1404)).toBe(false)
    expect(isLeapYear(1399)).toBe(true)
    expect(monthLength(1403, 12)).toBe(30)
    expect(monthLength(1404, 12)).toBe(29)
    expect(monthLength(1404, 6)).toBe(31)
    expect(monthLength(1404, 7)).toBe(30)
  })

  it('numbers months so that Esfand and the next Farvardin are one apart', () => {
    expect(ESFAND_1403).toBe(16848)
    expect(FARVARDIN_1404).toBe(16849)
    expect(periodOf(on(1403, 12, 30))).toBe(ESFAND_1403)
    expect(periodOf(on(1404, 1, 1))).toBe(FARVARDIN_1404)
    expect(periodParts(ESFAND_1403)).toEqual({ year: 1403, month: 12 })
    expect(periodParts(FARVARDIN_1404)).toEqual({ year: 1404, month: 1 })
    expect(monthKey(ESFAND_1403)).toBe('1403-12')
    expect(parseMonthKey('1404-01')).toBe(FARVARDIN_1404)
    expect(parseMonthKey('1404-13')).toBeNull()
  })

  it('reads the last day of any month as 31', () => {
    expect(asOf(on(1403, 12, 29))).toEqual({ month: ESFAND_1403, day: 29 })
    expect(asOf(on(1403, 12, 30))).toEqual({ month: ESFAND_1403, day: 31 })
    expect(asOf(new Date(on(1405, 1, 1).getTime() - DAY_MS))).toEqual({
      month: periodIndex(1404, 12),
      day: 31,
    })
    expect(asOf(on(1404, 7, 30))).toEqual({ month: periodIndex(1404, 7), day: 31 })
  })

  it('labels months and periods in Persian and English', () => {
    expect(monthLabel(FARVARDIN_1404, 'fa')).toBe('فروردین ۱۴۰۴')
    expect(monthLabel(ESFAND_1403, 'en')).toBe('Esfand 1403')
    expect(periodLabel(FARVARDIN_1404, 3, 'fa')).toBe('فروردین تا خرداد ۱۴۰۴')
    expect(periodLabel(periodIndex(1403, 11), 3, 'fa')).toBe('بهمن ۱۴۰۳ تا فروردین ۱۴۰۴')
    expect(periodLabel(periodIndex(1403, 11), 3, 'en')).toBe('Bahman 1403 to Farvardin 1404')
    // A membership's months in English say their Gregorian days too; Persian stays Jalali alone.
    expect(membershipMonthLabel(periodIndex(1405, 9), 'en')).toBe(
      'Azar 1405 (Nov 22\u2009–\u2009Dec 21, 2026)',
    )
    expect(membershipMonthLabel(periodIndex(1403, 12), 'en')).toBe(
      'Esfand 1403 (Feb 19\u2009–\u2009Mar 20, 2025)',
    )
    expect(membershipMonthLabel(periodIndex(1405, 10), 'en', 2)).toBe(
      'Dey to Bahman 1405 (Dec 22, 2026\u2009–\u2009Feb 19, 2027)',
    )
    expect(membershipMonthLabel(periodIndex(1405, 9), 'fa')).toBe('آذر ۱۴۰۵')
  })
})

describe('periods falling due', () => {
  it('counts a period on its due day, across Nowruz', () => {
    const s = monthly(periodIndex(1403, 11), 15)
    expect(periodsDue(s, asOf(on(1403, 11, 14)))).toBe(0)
    expect(periodsDue(s, asOf(on(1403, 11, 15)))).toBe(1)
    expect(periodsDue(s, asOf(on(1404, 1, 14)))).toBe(2)
    expect(periodsDue(s, asOf(on(1404, 1, 15)))).toBe(3)
  })

  it('makes a due day of 31 fall on the last day of shorter months', () => {
    const s = monthly(FARVARDIN_1404, 31)
    expect(periodsDue(s, asOf(on(1404, 1, 30)))).toBe(0)
    expect(periodsDue(s, asOf(on(1404, 1, 31)))).toBe(1)
    // Mehr has 30 days: its period falls due on the 30th.
    expect(periodsDue(s, asOf(on(1404, 7, 29)))).toBe(6)
    expect(periodsDue(s, asOf(on(1404, 7, 30)))).toBe(7)
  })

  it('knows the leap Esfand of 1403 has a 30th and the Esfand of 1404 ends on the 29th', () => {
    const leap = monthly(ESFAND_1403, 30)
    expect(periodsDue(leap, asOf(on(1403, 12, 29)))).toBe(0)
    expect(periodsDue(leap, asOf(on(1403, 12, 30)))).toBe(1)
    const common = monthly(periodIndex(1404, 12), 30)
    expect(periodsDue(common, asOf(on(1404, 12, 28)))).toBe(0)
    expect(periodsDue(common, asOf(on(1404, 12, 29)))).toBe(1)
    // And the next Farvardin's period falls due on its own 30th.
    expect(periodsDue(common, asOf(on(1405, 1, 29)))).toBe(1)
    expect(periodsDue(common, asOf(on(1405, 1, 30)))).toBe(2)
  })

  it('counts periods of several months from the start month', () => {
    const quarterly: Schedule = { ...monthly(periodIndex(1403, 11), 1), months: 3 }
    expect(periodsDue(quarterly, asOf(on(1404, 1, 31)))).toBe(1)
    expect(periodsDue(quarterly, asOf(on(1404, 2, 1)))).toBe(2)
    expect(nextPeriodStart(quarterly, asOf(on(1404, 2, 1)))).toBe(periodIndex(1404, 5))
  })

  it('owes nothing before a membership starts', () => {
    const s = monthly(periodIndex(1404, 3), 1)
    expect(standing(s, asOf(on(1404, 2, 20)))).toEqual({
      elapsed: 0,
      paid: 0,
      unpaid: 0,
      prepaid: 0,
    })
  })
})

describe('a ledger', () => {
  it('counts unpaid and prepaid periods', () => {
    const at = asOf(on(1404, 3, 5))
    expect(standing(monthly(FARVARDIN_1404, 1, { paid: 1 }), at)).toEqual({
      elapsed: 3,
      paid: 1,
      unpaid: 2,
      prepaid: 0,
    })
    expect(standing(monthly(FARVARDIN_1404, 1, { paid: 5 }), at)).toEqual({
      elapsed: 3,
      paid: 5,
      unpaid: 0,
      prepaid: 2,
    })
  })

  it('never owes the periods that fell due during a pause', () => {
    const s = monthly(FARVARDIN_1404, 1, { paid: 2 })
    const pausedOn = asOf(on(1404, 3, 10))
    const resumedOn = asOf(on(1404, 6, 5))
    const excused = periodsDueBetween(s, pausedOn, resumedOn)
    expect(excused).toBe(3)
    const resumed: Schedule = {
      ...s,
      excused,
      pauses: [{ from: periodIndex(1404, 4), periods: excused }],
    }
    expect(standing(resumed, resumedOn)).toEqual({ elapsed: 3, paid: 2, unpaid: 1, prepaid: 0 })
    expect(settledThrough(resumed)).toBe(FARVARDIN_1404 - 1 + 5)
    expect(ledgerPeriods(resumed, resumedOn, null).map((p) => p.state)).toEqual([
      'paid',
      'paid',
      'unpaid',
      'paused',
      'paused',
      'paused',
      'upcoming',
    ])
    // A pause within one period excuses nothing.
    expect(periodsDueBetween(s, asOf(on(1404, 3, 2)), asOf(on(1404, 3, 28)))).toBe(0)
  })

  it('shows a running pause as paused, and prepayment after it', () => {
    const s = monthly(FARVARDIN_1404, 1, { paid: 4 })
    const states = ledgerPeriods(s, asOf(on(1404, 5, 10)), asOf(on(1404, 3, 10)))
    expect(states.map((p) => p.state)).toEqual([
      'paid',
      'paid',
      'paid',
      'paused',
      'paused',
      'prepaid',
      'upcoming',
    ])
  })

  it('lists paid, unpaid and prepaid periods month by month with the next one', () => {
    const at = asOf(on(1404, 3, 5))
    expect(ledgerPeriods(monthly(ESFAND_1403, 1, { paid: 2 }), at, null)).toEqual([
      { period: ESFAND_1403, state: 'paid' },
      { period: FARVARDIN_1404, state: 'paid' },
      { period: FARVARDIN_1404 + 1, state: 'unpaid' },
      { period: FARVARDIN_1404 + 2, state: 'unpaid' },
      { period: FARVARDIN_1404 + 3, state: 'upcoming' },
    ])
    expect(
      ledgerPeriods(monthly(FARVARDIN_1404, 1, { paid: 5 }), at, null).map((p) => p.state),
    ).toEqual(['paid', 'paid', 'paid', 'prepaid', 'prepaid', 'upcoming'])
  })
})
