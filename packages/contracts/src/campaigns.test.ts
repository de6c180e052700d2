import { describe, expect, it } from 'vitest'
import { dayField } from './campaigns.ts'

describe('a calendar day (dayField)', () => {
  it('takes a Gregorian day, in Persian digits too', () => {
    expect(dayField().parse('2026-11-29')).toBe('2026-11-29')
    expect(dayField().parse(' ۲۰۲۶-۱۱-۲۹ ')).toBe('2026-11-29')
  })

  it('refuses a Jalali day sent where a Gregorian one belongs, and anything not a day', () => {
    for (const day of ['1405-09-08', '۱۴۰۵-۰۹-۰۸', '2026-13-01', '29/11/2026', ''])
      expect(dayField().safeParse(day).success, day).toBe(false)
  })
})
