import {
  CHEST_DISCHARGE_STATUSES,
  CHEST_OUTCOMES,
  CHEST_STATUSES,
  WEEKDAYS,
  type Weekday,
} from '@kheyr/contracts/chest-choices'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatList, useFormat } from '#lib/format.ts'
import { NS } from './chest-ns.ts'

export { NS }

/** Translated names of statuses, outcomes and days, and the options lists built from them. */
export function useChestLabels() {
  const { t } = useTranslation(NS)
  const { lang } = useFormat()
  return useMemo(() => {
    const options = <T extends string>(values: readonly T[], prefix: string) =>
      values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))
    return {
      days: (days: readonly Weekday[]) =>
        days.length
          ? formatList(
              days.map((d) => t(`days.${d}`)),
              lang,
            )
          : t('anyDay'),
      /** Staff's words (a delivered box is «تحویل‌شده», not the donor's «در دست شما»). */
      statusOptions: options(CHEST_STATUSES, 'staffStatuses'),
      requestStatusOptions: options(CHEST_DISCHARGE_STATUSES, 'requestStatuses'),
      outcomeOptions: options(CHEST_OUTCOMES, 'outcomes'),
      dayOptions: options(WEEKDAYS, 'days'),
    }
  }, [t, lang])
}

/**
 * What staff call a box: its code, or before it has one its owner's box («صندوق زهرا نمونه»),
 * never its database id («#5»).
 */
export function useBoxName() {
  const { t } = useTranslation(NS)
  const { code } = useFormat()
  return useCallback(
    (box: { code: string | null; owner?: string | { name: string } | null }) => {
      if (box.code) return code(box.code)
      const owner = typeof box.owner === 'string' ? box.owner : box.owner?.name
      return owner ? t('staff.boxOf', { owner }) : t('mine.noCode')
    },
    [t, code],
  )
}
