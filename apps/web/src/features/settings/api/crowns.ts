import type {
  CrownLocation,
  CrownLocationInput,
  CrownType,
  CrownTypeInput,
} from '@kheyr/contracts/crowns'
import { api } from '../../../lib/api-client.ts'

// Crown types and ceremony locations (lists come through the data table).

export const createCrownType = (input: CrownTypeInput) =>
  api.post<{ data: CrownType }>('/dashboard/crown-types', input)
export const updateCrownType = (id: number, input: CrownTypeInput) =>
  api.put<{ data: CrownType }>(`/dashboard/crown-types/${id}`, input)

export const createCrownLocation = (input: CrownLocationInput) =>
  api.post<{ data: CrownLocation }>('/dashboard/crown-locations', input)
export const updateCrownLocation = (id: number, input: CrownLocationInput) =>
  api.put<{ data: CrownLocation }>(`/dashboard/crown-locations/${id}`, input)
