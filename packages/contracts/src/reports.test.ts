import { describe, expect, it } from 'vitest'
import { incomeQuery, lastMonths, monthStartOf, reportPeriods, yearStartOf } from './reports.ts'

describe('the Jalali periods of a report', () => {
  it('splits a range into Jalali months, the first and last partial', () => {
    expect(reportPeriods('2026-03-10', '2026-05-01', 'month', 'fa')).toEqual([
      { period: '1404-12', label: 'اسفند ۱۴۰۴', from: '2026-03-10', to: '2026-03-20' },
      { period: '1405-01', label: 'فروردین ۱۴۰۵', from: '2026-03-21', to: '2026-04-20' },
      { period: '1405-02', label: 'اردیبهشت ۱۴۰۵', from: '2026-04-21', to: '2026-05-01' },
    ])
  })

  it('knows Esfand of a leap year has 30 days', () => {
    expect(reportPeriods('2025-03-15', '2025-03-21', 'month', 'en')).toEqual([
      { period: '1403-12', label: 'Esfand 1403', from: '2025-03-15', to: '2025-03-20' },
      { period: '1404-01', label: 'Farvardin 1404', from: '2025-03-21', to: '2025-03-21' },
    ])
    expect(reportPeriods('2025-03-20', '2025-03-21', 'day', 'fa').map((p) => p.period)).toEqual([
      '1403-12-30',
      '1404-01-01',
    ])
  })

  it('groups by Jalali year and finds where months and years start', () => {
    expect(reportPeriods('2025-01-01', '2026-03-25', 'year', 'fa')).toEqual([
      { period: '1403', label: '۱۴۰۳', from: '2025-01-01', to: '2025-03-20' },
      { period: '1404', label: '۱۴۰۴', from: '2025-03-21', to: '2026-03-20' },
      { period: '1405', label: '۱۴۰۵', from: '2026-03-21', to: '2026-03-25' },
    ])
    expect(monthStartOf('2026-05-01')).toBe('2026-04-21')
    expect(yearStartOf('2026-03-20')).toBe('2025-03-21')
    expect(lastMonths('2026-03-21', 12)).toEqual({ from: '2025-04-21', to: '2026-03-21' })
    expect(reportPeriods('2025-04-21', '2026-03-21', 'month', 'fa')).toHaveLength(12)
  })

  it('takes dates in any digits, and refuses a range running backwards', () => {
    const parsed = incomeQuery.safeParse({
      from: '۲۰۲۶-۰۳-۲۰',
      to: '2026-03-21',
      group: 'day',
      by: 'kind',
    })
    expect(parsed.success && parsed.data.from).toBe('2026-03-20')
    const backwards = incomeQuery.safeParse({
      from: '2026-03-21',
      to: '2026-03-20',
      group: 'day',
      by: 'kind',
    })
    expect(backwards.success).toBe(false)
    expect(backwards.error?.issues[0]?.path).toEqual(['to'])
  })
})
