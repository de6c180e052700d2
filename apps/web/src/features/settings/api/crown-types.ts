import type { CrownType, CrownTypeInput } from '@kheyr/contracts/crowns'
import { useDeleteRecordMutation, useSaveRecord } from '../../../lib/resource.ts'

// Crown types (`/api/dashboard/crown-types`); the list comes through the data table.

export const CROWN_TYPES = 'crown-types'

/** The public pages take the crown types from the start-up props. */
const PROPS = [['props']]

export const useSaveCrownType = (id?: number) =>
  useSaveRecord<CrownTypeInput, CrownType>(CROWN_TYPES, id, PROPS)

export const useDeleteCrownType = () => useDeleteRecordMutation(CROWN_TYPES, PROPS)
