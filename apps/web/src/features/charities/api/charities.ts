import type { Charity, CharitySummary, CreateCharityInput } from '@kheyr/contracts/charities'
import type { Bill } from '@kheyr/contracts/payments'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type Created = { charity: Charity; bill: { id: number; token: string; total: number } }
export type ListMeta = { current_page: number; per_page: number; total: number; last_page: number }

export const createCharity = (input: CreateCharityInput) =>
  api.post<{ data: Created }>('/charities', input).then((r) => r.data)

export const myCharitiesQuery = (query: { page: number; status?: string; type?: string }) =>
  queryOptions({
    queryKey: ['charities', 'mine', query],
    queryFn: () => api.get<{ data: Charity[]; meta: ListMeta }>('/charities', { query }),
  })

export const charitySummaryQuery = queryOptions({
  queryKey: ['charities', 'summary'],
  queryFn: () => api.get<{ data: CharitySummary }>('/charities/summary').then((r) => r.data),
})

export const charityQuery = (id: number) =>
  queryOptions({
    queryKey: ['charities', id],
    queryFn: () =>
      api.get<{ data: Charity & { bill: Bill | null } }>(`/charities/${id}`).then((r) => r.data),
  })

export const payAllCharities = () =>
  api.post<{ data: { bill: Bill; count: number } }>('/charities/pay-all').then((r) => r.data)
