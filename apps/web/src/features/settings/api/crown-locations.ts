import type { CrownLocation, CrownLocationInput } from '@kheyr/contracts/crowns'
import { useSaveRecord } from '../../../lib/resource.ts'

// Ceremony locations (`/api/dashboard/crown-locations`); the list comes through the data table.

export const CROWN_LOCATIONS = 'crown-locations'

export const useSaveCrownLocation = (id?: number) =>
  useSaveRecord<CrownLocationInput, CrownLocation>(CROWN_LOCATIONS, id)
