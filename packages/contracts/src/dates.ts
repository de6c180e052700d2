export type DateStyle = 'short' | 'long' | 'year' | 'date' | 'datetime'

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
  year: { year: 'numeric' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  datetime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per locale, options and zone: setting one up costs far more than using it. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formatters.set(key, format)
  }
  return format
}

/** Jalali calendar with Persian digits in Persian, Gregorian in English; an empty date is `-`. */
export function formatDate(
  value: string | number | Date | null | undefined,
  lang: string,
  style: DateStyle = 'date',
  timeZone = 'Asia/Tehran',
): string {
  if (value === null || value === undefined || value === '') return '-'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '-'
  // The year alone (the footer of every page) needs no calendar data: setting up `Intl` for the
  // Persian calendar costs a phone tens of milliseconds.
  if (style === 'year' && timeZone === 'Asia/Tehran') return yearInTehran(date, lang)
  const locale = lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB'
  // ICU writes the Persian long date back to front (`۱۴۰۵ آذر ۱, یکشنبه`): the weekday goes first.
  if (style === 'long' && lang === 'fa') {
    // ICU writes «پنجشنبه» joined; Persian writes it with a half-space, as «سه‌شنبه».
    const weekday = formatter(locale, { weekday: 'long' }, timeZone)
      .format(date)
      .replace('پنجشنبه', 'پنج\u200cشنبه')
    return `${weekday} ${formatDate(date, lang, 'date', timeZone)}`
  }
  const text = formatter(locale, OPTIONS[style], timeZone).format(date)
  // Persian separates the date and the time with its own comma.
  return lang === 'fa' ? text.replace(/,\s*/g, '، ') : text
}

/** Iran keeps +03:30 at the turn of either year (summer time, when there was any, began later). */
const TEHRAN_MINUTES = 210
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹'

/** The year (Jalali in Persian, Gregorian in English) in Tehran, in the language's digits. */
function yearInTehran(date: Date, lang: string): string {
  const local = new Date(date.getTime() + TEHRAN_MINUTES * 60_000)
  const gy = local.getUTCFullYear()
  if (lang !== 'fa') return String(gy)
  const month = local.getUTCMonth() + 1
  const day = local.getUTCDate()
  const jy = month > 3 || (month === 3 && day >= nowruzDayOfMarch(gy - 621)) ? gy - 621 : gy - 622
  return String(jy).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!)
}

/** The years where the 33-year cycles of the Jalali leap rule change (Borkowski, jalaali-js). */
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394,
  2456, 3178,
]
const div = (a: number, b: number) => Math.trunc(a / b)
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b

/** The day of March on which Jalali year `jy` begins (Nowruz), in Gregorian year `jy + 621`. */
function nowruzDayOfMarch(jy: number): number {
  const gy = jy + 621
  let leapJ = -14
  let jp = BREAKS[0]!
  let jump = 0
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i]!
    jump = jm - jp
    if (jy < jm) break
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4)
    jp = jm
  }
  const n = jy - jp
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4)
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150
  return 20 + leapJ - leapG
}
