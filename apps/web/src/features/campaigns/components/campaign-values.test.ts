import { describe, expect, it } from 'vitest'
import { dateOfDay, dayOf, percentOf, slugify, tehranDayOf } from './campaign-values.ts'

describe('campaign values', () => {
  it('caps the share of the goal at 100 and rounds it down', () => {
    expect(percentOf(0, 1000)).toBe(0)
    expect(percentOf(999, 1000)).toBe(99)
    expect(percentOf(5000, 1000)).toBe(100)
    expect(percentOf(10, 0)).toBe(0)
  })

  it('makes a slug from a Persian or English title', () => {
    expect(slugify('  کمک به سیل‌زدگان، ۱۴۰۴!  ')).toBe('کمک-به-سیل-زدگان-۱۴۰۴')
    expect(slugify('School Supplies 2025')).toBe('school-supplies-2025')
    expect(slugify('كمك يار')).toBe('کمک-یار')
  })

  it('keeps the picked day as the API reads it, and back', () => {
    expect(dayOf(new Date(2025, 2, 21))).toBe('2025-03-21')
    expect(dateOfDay('2025-03-21')?.getDate()).toBe(21)
    expect(dateOfDay('')).toBeNull()
    expect(dateOfDay('21/03/2025')).toBeNull()
  })

  it('reads the start and end of a campaign day in Tehran', () => {
    // The end of 1 Farvardin 1404 (21 March 2025) in Tehran is 20:29 UTC.
    expect(tehranDayOf('2025-03-21T20:29:59.999Z')).toBe('2025-03-21')
    expect(tehranDayOf('2025-03-20T20:30:00.000Z')).toBe('2025-03-21')
    expect(tehranDayOf(null)).toBe('')
  })
})
