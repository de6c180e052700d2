import { formatNumber } from '@kheyr/contracts/money'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export const NS = 'subscriptions'

/** How periods are said: «۲ ماه» for monthly memberships, «۲ دوره» for longer periods. */
export function usePeriodWords() {
  const { t, i18n } = useTranslation(NS)
  const lang = i18n.language
  return useMemo(
    () => ({
      count: (n: number, months: number) =>
        t(months === 1 ? 'count.months' : 'count.periods', { count: n, n: formatNumber(n, lang) }),
      /** «ماهانه», «هر سه ماه»… */
      every: (months: number) => t(`every.${months}`, { defaultValue: t('every.1') }),
      /** "a month" or "a period", after an amount. */
      per: (months: number) => (months === 1 ? t('per.month') : t('per.period')),
    }),
    [t, lang],
  )
}
