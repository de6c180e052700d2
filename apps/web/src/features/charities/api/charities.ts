import type {
  Charity,
  CharityCreated,
  CharitySummary,
  CharityWithBill,
  CreateCharityInput,
  PayAllResult,
} from '@kheyr/contracts/charities'
import type { DataOf, Paginated } from '@kheyr/contracts/http'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// Donations (`/api/charities`): a guest's or my own, my list, summary and paying them all.

const CHARITIES = ['charities'] as const

export type MyCharitiesFilter = { page: number; status?: string; type?: string }

export const myCharitiesQuery = (query: MyCharitiesFilter) =>
  queryOptions({
    queryKey: [...CHARITIES, 'mine', query],
    queryFn: () => api.get<Paginated<Charity>>('/charities', { query }),
    placeholderData: keepPreviousData,
  })

export const charitySummaryQuery = queryOptions({
  queryKey: [...CHARITIES, 'summary'],
  queryFn: () => api.get<DataOf<CharitySummary>>('/charities/summary').then((r) => r.data),
})

export const charityQuery = (id: number) =>
  queryOptions({
    queryKey: [...CHARITIES, id],
    queryFn: () => api.get<DataOf<CharityWithBill>>(`/charities/${id}`).then((r) => r.data),
  })

/**
 * My lists and summary change with every new donation or bill. They refetch when next shown,
 * not now: the page is on its way to the gateway and should not change under the person.
 */
function useCharitiesMutation<Variables, Result>(fn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHARITIES, refetchType: 'none' }),
  })
}

/** A donation and its bill (a guest's too). */
export const useCreateCharity = () =>
  useCharitiesMutation((input: CreateCharityInput) =>
    api.post<DataOf<CharityCreated>>('/charities', input).then((r) => r.data),
  )

/** One bill for every unpaid donation. */
export const usePayAllCharities = () =>
  useCharitiesMutation(() =>
    api.post<DataOf<PayAllResult>>('/charities/pay-all').then((r) => r.data),
  )
