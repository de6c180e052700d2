import { describe, expect, it } from 'vitest'
import { dateOfDay, dayOf, tehranDayOf } from './days.ts'

describe('calendar days', () => {
  it('keeps the picked day as the API reads it, and back', () => {
    expect(dayOf(new Date(2025, 2, 21))).toBe('2025-03-21')
    expect(dateOfDay('2025-03-21')?.getDate()).toBe(21)
    expect(dateOfDay('')).toBeNull()
    expect(dateOfDay(null)).toBeNull()
    expect(dateOfDay('21/03/2025')).toBeNull()
  })

  it('keeps a small year as it is, as a year being typed passes through them', () => {
    const year2 = dateOfDay('0002-11-23')!
    expect(year2.getFullYear()).toBe(2)
    expect(dayOf(year2)).toBe('0002-11-23')
    expect(dayOf(dateOfDay('0622-03-22')!)).toBe('0622-03-22')
  })

  it('reads a moment as its day in Tehran', () => {
    // The end of 1 Farvardin 1404 (21 March 2025) in Tehran is 20:29 UTC.
    expect(tehranDayOf('2025-03-21T20:29:59.999Z')).toBe('2025-03-21')
    expect(tehranDayOf('2025-03-20T20:30:00.000Z')).toBe('2025-03-21')
    expect(tehranDayOf(null)).toBe('')
  })
})
