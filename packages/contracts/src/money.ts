import { toLatinDigits } from './digits.ts'

/**
 * Reads a whole toman amount typed with Persian, Arabic or Latin digits and thousands
 * separators (`۱۲٬۵۰۰`, `12,500`, `12 500`). Returns null for anything that is not a whole number.
 */
export function parseAmount(input: string | number): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null
  const cleaned = toLatinDigits(input.trim()).replace(/[,٬،\s_']/g, '')
  if (!/^\d+$/.test(cleaned)) return null
  const value = Number(cleaned)
  return Number.isSafeInteger(value) ? value : null
}

/**
 * `۱۲٬۵۰۰ تومان` in Persian, `12,500 Toman` in English; never decimals. A string is a whole
 * number in decimal digits (a money sum sent as text, exact past 2^53).
 */
export function formatToman(amount: number | bigint | string, lang: string): string {
  const figure = formatNumber(typeof amount === 'number' ? Math.trunc(amount) : amount, lang)
  return lang === 'fa' ? `${figure} تومان` : `${figure} Toman`
}

/**
 * `۱۲٬۵۰۰` in Persian, `12,500` in English: a count, or an amount under a heading that names its
 * unit (a table's caption). A string is a whole number in decimal digits, as in `formatToman`.
 */
export function formatNumber(value: number | bigint | string, lang: string): string {
  return groupDigits(typeof value === 'string' ? BigInt(value) : value, lang === 'fa' ? 'fa' : 'en')
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A whole number the way `Intl.NumberFormat` writes it (`۱۲٬۵۰۰`, `12,500`), worked out by hand
 * for the common case (a non-negative whole number): setting up `Intl` for Persian costs a page
 * tens of milliseconds on a phone. Anything else (negative, fractions) goes to `Intl`.
 */
function groupDigits(value: number | bigint, lang: 'fa' | 'en'): string {
  const whole = typeof value === 'bigint' || Number.isSafeInteger(value)
  if (!whole || value < 0) {
    const locale = lang === 'fa' ? 'fa-IR' : 'en-US'
    let format = formatters.get(locale)
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
      formatters.set(locale, format)
    }
    return format.format(value)
  }
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, lang === 'fa' ? '٬' : ',')
  return lang === 'fa' ? grouped.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!) : grouped
}

/** Gateways that take rial get toman x 10. */
export const tomanToRial = (toman: number): number => toman * 10
