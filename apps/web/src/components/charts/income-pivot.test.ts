import { describe, expect, it } from 'vitest'
import type { IncomeReport } from '@kheyr/contracts/reports'
import { pivotIncome, shortLabel } from './income-pivot.ts'

const report: IncomeReport = {
  from: '2026-03-10',
  to: '2026-04-30',
  group: 'month',
  by: 'kind',
  periods: [
    { period: '1404-12', label: 'اسفند ۱۴۰۴', from: '2026-03-10', to: '2026-03-20' },
    { period: '1405-01', label: 'فروردین ۱۴۰۵', from: '2026-03-21', to: '2026-04-20' },
    { period: '1405-02', label: 'اردیبهشت ۱۴۰۵', from: '2026-04-21', to: '2026-04-30' },
  ],
  keys: [
    { key: 'charity', label: 'صدقه و نذر' },
    { key: 'campaign', label: 'پویش‌ها' },
  ],
  rows: [
    {
      period: '1404-12',
      key: 'charity',
      count: 1,
      amount: '9007199254740993',
      refunded_count: 0,
      refunded_amount: '0',
    },
    {
      period: '1404-12',
      key: 'campaign',
      count: 1,
      amount: '7',
      refunded_count: 1,
      refunded_amount: '5',
    },
    {
      period: '1405-01',
      key: 'charity',
      count: 2,
      amount: '100',
      refunded_count: 0,
      refunded_amount: '0',
    },
  ],
  total: { count: 3, amount: '9007199254741100', refunded_count: 1, refunded_amount: '5' },
}

describe('a report as a table', () => {
  it('adds money exactly past 2^53 and fills the gaps with zero', () => {
    const pivot = pivotIncome(report)
    expect(pivot.periodTotal('1404-12')).toBe('9007199254741000')
    expect(pivot.keyTotal('charity')).toBe('9007199254741093')
    expect(pivot.amount('1405-02', 'charity')).toBe('0')
    expect(pivot.periodRefunded('1404-12')).toBe('5')
    expect(pivot.empty).toBe(false)
  })

  it('drops the year from an axis label', () => {
    expect(shortLabel('اسفند ۱۴۰۴')).toBe('اسفند')
    expect(shortLabel('۱۴۰۴')).toBe('۱۴۰۴')
  })
})
