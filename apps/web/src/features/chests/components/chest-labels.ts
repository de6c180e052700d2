import {
  CHEST_DISCHARGE_STATUSES,
  CHEST_OUTCOMES,
  CHEST_STATUSES,
  WEEKDAYS,
  type Weekday,
} from '@kheyr/contracts/chests'
import { useMemo } from 'react'
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
      statusOptions: options(CHEST_STATUSES, 'statuses'),
      requestStatusOptions: options(CHEST_DISCHARGE_STATUSES, 'requestStatuses'),
      outcomeOptions: options(CHEST_OUTCOMES, 'outcomes'),
      dayOptions: options(WEEKDAYS, 'days'),
    }
  }, [t, lang])
}
