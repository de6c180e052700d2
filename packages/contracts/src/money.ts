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
  const n =
    typeof amount === 'string'
      ? BigInt(amount)
      : typeof amount === 'bigint'
        ? amount
        : Math.trunc(amount)
  return lang === 'fa'
    ? `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 }).format(n)} تومان`
    : `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n)} Toman`
}

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-US', {
    maximumFractionDigits: 0,
  }).format(value)
}

/** Gateways that take rial get toman x 10. */
export const tomanToRial = (toman: number): number => toman * 10
