import { describe, expect, it } from 'vitest'
import { percentOf, slugify } from './campaign-values.ts'

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
})
