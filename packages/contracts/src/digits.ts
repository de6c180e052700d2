const PERSIAN = '۰۱۲۳۴۵۶۷۸۹'
const ARABIC = '٠١٢٣٤٥٦٧٨٩'

/** Turns Persian and Arabic digits into Latin ones; leaves everything else alone. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN.indexOf(d)
    return String(p >= 0 ? p : ARABIC.indexOf(d))
  })
}

export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN[Number(d)] ?? d)
}

/** Digits in the script of the language: Persian digits for fa, Latin for en. */
export function localDigits(value: string | number, lang: string): string {
  return lang === 'fa' ? toPersianDigits(value) : String(value)
}

/**
 * Normalises an Iranian mobile number written as 09.., 9.., +989.., 00989.. or 989..,
 * in any digit script and with spaces or dashes, to `09xxxxxxxxx`. Returns null when it is not one.
 */
export function normalizeMobile(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-()]/g, '')
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits)
  return match ? `0${match[1]}` : null
}

/** Iranian national code: 10 digits whose last one is the check digit of the first nine. */
export function isValidNationalCode(input: string): boolean {
  const code = toLatinDigits(input)
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false
  const check = Number(code[9])
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i)
  const r = sum % 11
  return r < 2 ? check === r : check === 11 - r
}
