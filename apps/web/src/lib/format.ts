import { formatDate, type DateStyle } from '@kheyr/contracts/dates'
import { localDigits } from '@kheyr/contracts/digits'
import type { Lang } from '@kheyr/contracts/messages'
import { formatNumber, formatToman } from '@kheyr/contracts/money'
import { useTranslation } from 'react-i18next'

/** The comma a list of names or amounts is written with: Persian's own, or the Latin one. */
const LIST_SEPARATORS: Record<Lang, string> = { fa: '، ', en: ', ' }

/** Items side by side, each whole (no "and" before the last: a list to scan, not a sentence). */
export const formatList = (items: readonly string[], lang: Lang) =>
  items.join(LIST_SEPARATORS[lang])

/** Money, numbers, digits, dates and lists the way the current language writes them. */
export function useFormat() {
  const { i18n } = useTranslation()
  const lang: Lang = i18n.language === 'en' ? 'en' : 'fa'
  return {
    lang,
    /** A string is a money sum the API sends as digits (exact past 2^53). */
    money: (amount: number | string) => formatToman(amount, lang),
    /** A count, or an amount under a heading that names its unit (a string as in `money`). */
    number: (value: number | string) => formatNumber(value, lang),
    digits: (value: string | number) => localDigits(value, lang),
    /**
     * A code read aloud or typed to a bank (reference number, card mask): local digits when it is
     * all digits, as written when it mixes in Latin letters (no `SB۸۷۴…`).
     */
    code: (value: string) => (/[a-z]/i.test(value) ? value : localDigits(value, lang)),
    date: (value: string | Date | null | undefined, style: DateStyle = 'date') =>
      formatDate(value, lang, style),
    list: (items: readonly string[]) => formatList(items, lang),
    /** What stands between facts on one line: «، » in Persian, «, » in English. */
    separator: LIST_SEPARATORS[lang],
  }
}
