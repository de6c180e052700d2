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
  const locale = lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB'
  // ICU writes the Persian long date back to front (`۱۴۰۵ آذر ۱, یکشنبه`): the weekday goes first.
  if (style === 'long' && lang === 'fa') {
    const weekday = formatter(locale, { weekday: 'long' }, timeZone).format(date)
    return `${weekday} ${formatDate(date, lang, 'date', timeZone)}`
  }
  const text = formatter(locale, OPTIONS[style], timeZone).format(date)
  // Persian separates the date and the time with its own comma.
  return lang === 'fa' ? text.replace(/,\s*/g, '، ') : text
}
