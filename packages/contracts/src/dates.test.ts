import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'

describe('formatDate', () => {
  it('writes a Persian long date weekday first, in Persian digits', () => {
    expect(formatDate('2026-11-22', 'fa', 'long')).toBe('یکشنبه ۱ آذر ۱۴۰۵')
    expect(formatDate('2026-11-22', 'en', 'long')).toBe('Sunday, 22 November 2026')
    // Thursday with its half-space, as people write it.
    expect(formatDate('2026-11-26', 'fa', 'long')).toBe('پنج\u200cشنبه ۵ آذر ۱۴۰۵')
  })

  it('shows an empty date as a dash', () => {
    expect(formatDate(null, 'fa')).toBe('-')
  })
})
