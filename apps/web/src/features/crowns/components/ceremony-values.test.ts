import { describe, expect, it } from 'vitest'
import {
  beforeCutoff,
  CEREMONY_TIMES,
  ceremonyMoment,
  ceremonyValue,
  dayLabel,
  upcomingDays,
} from './ceremony-values.ts'

describe('ceremony values', () => {
  it('lists days from today in Tehran, even late at night UTC', () => {
    // 22:00 UTC is 01:30 the next day in Tehran.
    const now = new Date('2026-03-20T22:00:00Z')
    expect(upcomingDays(now, 3)).toEqual(['2026-03-21', '2026-03-22', '2026-03-23'])
  })

  it('offers quarter hours from 05:00 to 23:45', () => {
    expect(CEREMONY_TIMES[0]).toBe('05:00')
    expect(CEREMONY_TIMES[1]).toBe('05:15')
    expect(CEREMONY_TIMES.at(-1)).toBe('23:45')
  })

  it('reads a day and a time as Tehran time, and waits for both', () => {
    expect(ceremonyValue('2026-03-21', '')).toBe('')
    const value = ceremonyValue('2026-03-21', '14:30')
    expect(value).toBe('2026-03-21T14:30')
    expect(ceremonyMoment(value).toISOString()).toBe('2026-03-21T11:00:00.000Z')
  })

  it('closes orders the given hours before the ceremony', () => {
    const now = new Date('2026-03-21T08:00:00Z') // 11:30 in Tehran
    expect(beforeCutoff('2026-03-21T14:30', 3, now)).toBe(true)
    expect(beforeCutoff('2026-03-21T14:29', 3, now)).toBe(false)
  })

  it('names the day on the Jalali calendar in Persian', () => {
    expect(dayLabel('2026-03-21', 'fa')).toBe('شنبه ۱ فروردین')
    expect(dayLabel('2026-03-21', 'en')).toBe('Saturday 21 March')
  })
})
