import type { CrownType, CrownTypeInput } from '@kheyr/contracts/crowns'
import { useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'
import { CROWN_OPTIONS_KEY } from './crowns.ts'
import { CROWN_FILTERS_KEY } from './dashboard-crowns.ts'

// Crown types (`/api/dashboard/crown-types`); the list comes through the data table.

export const CROWN_TYPES = 'crown-types'

/** The public pages take the types from the start-up props and the order form; the list's filters too. */
const ALSO = [['props'], CROWN_OPTIONS_KEY, CROWN_FILTERS_KEY]

export const useSaveCrownType = (id?: number) =>
  useSaveRecord<CrownTypeInput, CrownType>(CROWN_TYPES, id, ALSO)

export const useDeleteCrownType = () => useDeleteRecordMutation(CROWN_TYPES, ALSO)
