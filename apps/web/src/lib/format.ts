import { formatDate, type DateStyle } from '@kheyr/contracts/dates'
import { localDigits } from '@kheyr/contracts/digits'
import type { Lang } from '@kheyr/contracts/messages'
import { formatNumber, formatToman } from '@kheyr/contracts/money'
import { useTranslation } from 'react-i18next'

/** Money, numbers, digits and dates the way the current language writes them. */
export function useFormat() {
  const { i18n } = useTranslation()
  const lang: Lang = i18n.language === 'en' ? 'en' : 'fa'
  return {
    lang,
    /** A string is a money sum the API sends as digits (exact past 2^53). */
    money: (amount: number | string) => formatToman(amount, lang),
    number: (value: number) => formatNumber(value, lang),
    digits: (value: string | number) => localDigits(value, lang),
    /**
     * A code read aloud or typed to a bank (reference number, card mask): local digits when it is
     * all digits, as written when it mixes in Latin letters (no `SB۸۷۴…`).
     */
    code: (value: string) => (/[a-z]/i.test(value) ? value : localDigits(value, lang)),
    date: (value: string | Date | null | undefined, style: DateStyle = 'date') =>
      formatDate(value, lang, style),
  }
}
