import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'
import { formatNumber, formatToman, parseAmount } from './money.ts'

describe('money', () => {
  it.each([
    ['۱۲٬۵۰۰', 12500],
    ['12,500', 12500],
    [' 12 500 ', 12500],
    ['٥٠٠٠', 5000],
    [7000, 7000],
  ])('reads %s as %d toman', (input, expected) => {
    expect(parseAmount(input)).toBe(expected)
  })

  it.each(['12.5', '-100', 'abc', '', 12.5])('refuses %s', (input) => {
    expect(parseAmount(input)).toBeNull()
  })

  it('formats toman without decimals in both languages', () => {
    expect(formatToman(12500, 'fa')).toBe('۱۲٬۵۰۰ تومان')
    expect(formatToman(12500, 'en')).toBe('12,500 Toman')
  })

  it('groups digits exactly as Intl does, past 2^53 and below zero too', () => {
    const values = [0, 7, 999, 1000, 12500, 999999, 1234567, 2 ** 53 - 1, -12500, 12.6]
    for (const value of values)
      for (const [lang, locale] of [
        ['fa', 'fa-IR'],
        ['en', 'en-US'],
      ] as const)
        expect(formatNumber(value, lang)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value),
        )
    expect(formatToman('12345678901234567890', 'fa')).toBe(
      `${new Intl.NumberFormat('fa-IR').format(12345678901234567890n)} تومان`,
    )
    // A sum sent as text, under a heading that names its unit: the figure alone, as exact.
    expect(formatNumber('12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890')
    expect(formatNumber('350000', 'fa')).toBe('۳۵۰٬۰۰۰')
  })
})

describe('dates', () => {
  it('shows Jalali dates in Persian and Gregorian in English', () => {
    const date = '2026-03-21T08:00:00Z'
    expect(formatDate(date, 'fa', 'short')).toBe('۱۴۰۵/۰۱/۰۱')
    expect(formatDate(date, 'en', 'short')).toBe('21/03/2026')
  })

  it('joins date and time with the Persian comma in Persian', () => {
    expect(formatDate('2026-03-21T08:00:00Z', 'fa', 'datetime')).toBe('۱۴۰۵/۰۱/۰۱، ۱۱:۳۰')
    expect(formatDate('2026-03-21T08:00:00Z', 'en', 'datetime')).toBe('21/03/2026, 11:30')
  })

  it('writes the year as Intl does, on either side of Nowruz and of 1 January in Tehran', () => {
    const year = (lang: string, date: Date) =>
      new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
        year: 'numeric',
        timeZone: 'Asia/Tehran',
      }).format(date)
    for (let gy = 1995; gy <= 2090; gy += 1)
      for (const [month, day] of [
        [0, 1],
        [2, 19],
        [2, 20],
        [2, 21],
        [2, 22],
      ] as const)
        for (const hour of [-4, -3, 0, 12, 20, 21])
          for (const lang of ['fa', 'en']) {
            const date = new Date(Date.UTC(gy, month, day, hour))
            expect(formatDate(date, lang, 'year')).toBe(year(lang, date))
          }
  })

  it('shows a dash for an empty date', () => {
    expect(formatDate(null, 'fa')).toBe('-')
    expect(formatDate('', 'en')).toBe('-')
  })
})
