import type { FormatterModule } from 'i18next'

/** Letters of the Arabic script (Persian's): text people typed, in an English sentence. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/

/** First-strong isolate and its end (Unicode's bidi isolates, invisible). */
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * A value put into an English sentence ("In memory of {{name}}") that is Persian (a name, a
 * campaign's title), isolated so it reads right to left by itself and leaves the sentence's
 * order alone: without it, a full stop or a number beside it joins the Persian run and moves.
 * Persian sentences are left as they are: their values are Persian or digits.
 */
export function isolateValue<T>(value: T, lang: string | undefined): T | string {
  if (lang !== 'en' || typeof value !== 'string' || !ARABIC_SCRIPT.test(value)) return value
  return `${FSI}${value}${PDI}`
}

/**
 * i18next's formatter, called for every value the texts interpolate (`alwaysFormat`). The app
 * formats numbers, money and dates itself (`useFormat`) and writes no `{{value, format}}` in its
 * texts, so this does only the isolating.
 */
export const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value, _format, lng) => isolateValue(value, lng),
}
