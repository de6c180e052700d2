import type {
  CharityPriceInput,
  CharityTypeInput,
  DashboardCharityType,
} from '@kheyr/contracts/charities'
import { api } from '../../../lib/api-client.ts'

export const createCharityType = (input: CharityTypeInput) =>
  api.post<{ data: DashboardCharityType }>('/dashboard/charity-types', input)
export const updateCharityType = (id: number, input: CharityTypeInput) =>
  api.put<{ data: DashboardCharityType }>(`/dashboard/charity-types/${id}`, input)
export const updateCharityPrice = (id: number, input: CharityPriceInput) =>
  api.put<{ data: DashboardCharityType }>(`/dashboard/charity-types/${id}/price`, input)
