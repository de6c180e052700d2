import { TEHRAN_OFFSET } from '@kheyr/contracts/form-limits'
import { tehranDayOf } from '#lib/days.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/** The Tehran calendar day (`YYYY-MM-DD`) of a moment. */
const tehranDay = (date: Date) => tehranDayOf(date.toISOString())

/** `count` calendar days from today in Tehran: the days a ceremony can be on. */
export function upcomingDays(now: Date, count: number): string[] {
  const first = new Date(`${tehranDay(now)}T12:00:00${TEHRAN_OFFSET}`).getTime()
  return Array.from({ length: count }, (_, i) => tehranDay(new Date(first + i * DAY_MS)))
}

/** Times of day a ceremony may start, every quarter hour from 05:00 to 23:45. */
export const CEREMONY_TIMES: string[] = Array.from({ length: (24 - 5) * 4 }, (_, i) => {
  const minutes = 5 * 60 + i * 15
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
})

/** The value the API takes (`YYYY-MM-DDTHH:mm`, Tehran time); empty until both are chosen. */
export const ceremonyValue = (day: string, time: string) => (day && time ? `${day}T${time}` : '')

/** The moment a `YYYY-MM-DDTHH:mm` Tehran time stands for. */
export const ceremonyMoment = (value: string) => new Date(`${value}:00${TEHRAN_OFFSET}`)

/** Whether a ceremony at `value` is still open for orders, `cutoffHours` before it starts. */
export const beforeCutoff = (value: string, cutoffHours: number, now: Date) =>
  ceremonyMoment(value).getTime() - now.getTime() >= cutoffHours * 60 * 60 * 1000

const dayLabels = new Map<string, Intl.DateTimeFormat>()

/**
 * A day's label on the Jalali calendar in Persian (Gregorian in English): «شنبه ۱۲ مهر». One
 * formatter per language, made on first use (sixty days are labelled at once, in the order
 * form's own select).
 */
export function dayLabel(day: string, lang: string) {
  let format = dayLabels.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Asia/Tehran',
    })
    dayLabels.set(lang, format)
  }
  // ICU writes «پنجشنبه» joined; Persian writes it with a half-space, as «سه‌شنبه».
  return format
    .format(new Date(`${day}T12:00:00${TEHRAN_OFFSET}`))
    .replace('پنجشنبه', 'پنج\u200cشنبه')
}

/** A map of the point in OpenStreetMap (opens on any phone, no key needed). */
export const mapLink = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
