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
  const locale = lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB'
  // ICU writes the Persian long date back to front (`۱۴۰۵ آذر ۱, یکشنبه`): the weekday goes first.
  if (style === 'long' && lang === 'fa') {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(date)
    return `${weekday} ${formatDate(date, lang, 'date', timeZone)}`
  }
  const text = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone }).format(date)
  // Persian separates the date and the time with its own comma.
  return lang === 'fa' ? text.replace(/,\s*/g, '، ') : text
}
