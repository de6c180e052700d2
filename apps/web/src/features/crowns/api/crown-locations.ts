import type { CrownLocation, CrownLocationInput } from '@kheyr/contracts/crowns'
import { useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'
import { CROWN_OPTIONS_KEY } from './crowns.ts'
import { CROWN_FILTERS_KEY } from './dashboard-crowns.ts'

// Ceremony locations (`/api/dashboard/crown-locations`); the list comes through the data table.

export const CROWN_LOCATIONS = 'crown-locations'

/** The order form offers the active locations; the list's filters offer all. */
const ALSO = [CROWN_OPTIONS_KEY, CROWN_FILTERS_KEY]

export const useSaveCrownLocation = (id?: number) =>
  useSaveRecord<CrownLocationInput, CrownLocation>(CROWN_LOCATIONS, id, ALSO)

export const useDeleteCrownLocation = () => useDeleteRecordMutation(CROWN_LOCATIONS, ALSO)
