import type {
  CreateCrownInput,
  CreateCrownResponse,
  Crown,
  CrownOptions,
} from '@kheyr/contracts/crowns'
import type { DataOf, Paginated } from '@kheyr/contracts/http'
import type { Bill } from '@kheyr/contracts/payments'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// What visitors and givers read and do. The query options are exported so a server can
// prefetch them when it renders the public page.

/** The order form's choices: staff changes to types, locations or the cut-off refresh it. */
export const CROWN_OPTIONS_KEY = ['crowns', 'options'] as const
const MINE_KEY = ['crowns', 'mine'] as const

/** The order form's crown types, ceremony locations and cut-off. */
export const crownOptionsQuery = queryOptions({
  queryKey: CROWN_OPTIONS_KEY,
  queryFn: ({ signal }) =>
    api.get<DataOf<CrownOptions>>('/crowns/options', { signal }).then((r) => r.data),
  staleTime: 60_000,
})

/** An unpaid order and its bill at the type's price; the giver then goes to the bank. */
export function useOrderCrown() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateCrownInput) =>
      api.post<CreateCrownResponse>('/crowns', input).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
    // A type or location withdrawn meanwhile: the form's choices are out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: CROWN_OPTIONS_KEY }),
  })
}

/** My orders, newest first. */
export const myCrownsQuery = (page: number) =>
  queryOptions({
    queryKey: [...MINE_KEY, page],
    queryFn: ({ signal }) => api.get<Paginated<Crown>>('/crowns', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  })

/** The bill (and receipt) of one of my orders. */
export const crownBillQuery = (billId: number) =>
  queryOptions({
    queryKey: ['crowns', 'bill', billId],
    queryFn: ({ signal }) =>
      api.get<DataOf<Bill>>(`/bills/${billId}`, { signal }).then((r) => r.data),
  })
