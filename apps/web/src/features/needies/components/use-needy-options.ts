import {
  CITIZENSHIPS,
  DEPENDENT_RELATIONS,
  EDUCATION_LEVELS,
  FINAL_STATUSES,
  HELP_TYPES,
  MARITAL_STATUSES,
  NEEDY_GENDERS,
  NEEDY_PRIORITIES,
  PHYSICAL_CONDITIONS,
} from '@kheyr/contracts/needy-choices'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

const ENUMS = {
  gender: NEEDY_GENDERS,
  maritalStatus: MARITAL_STATUSES,
  education: EDUCATION_LEVELS,
  physicalCondition: PHYSICAL_CONDITIONS,
  citizenship: CITIZENSHIPS,
  priority: NEEDY_PRIORITIES,
  finalStatus: FINAL_STATUSES,
  relation: DEPENDENT_RELATIONS,
  helpType: HELP_TYPES,
} as const
export type NeedyEnum = keyof typeof ENUMS

export type Option = { value: string; label: string }

/** The registry's choices (gender, priority, final status...) as translated options and labels. */
export function useNeedyOptions() {
  const { t } = useTranslation('needies')
  return useMemo(() => {
    const options = Object.fromEntries(
      Object.entries(ENUMS).map(([name, values]) => [
        name,
        values.map((value) => ({ value, label: t(`options.${name}.${value}`) })),
      ]),
    ) as Record<NeedyEnum, Option[]>
    /** The label of a value, `-` when there is none. */
    const label = (name: NeedyEnum, value: string | null | undefined) =>
      value ? t(`options.${name}.${value}`) : '-'
    return { options, label }
  }, [t])
}

export const PRIORITY_COLOR = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
} as const

export const STATUS_COLOR = {
  pending: 'default',
  approved: 'success',
  follow_up: 'warning',
  rejected: 'error',
} as const
