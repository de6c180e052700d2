import type {
  CreateCrownInput,
  CreateCrownResponse,
  Crown,
  CrownOptions,
} from '@kheyr/contracts/crowns'
import type { ListMeta } from '@kheyr/contracts/http'
import type { Bill } from '@kheyr/contracts/payments'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// What visitors and givers read and do. The query options are exported so a server can
// prefetch them when it renders the public page.

/** The order form's crown types, ceremony locations and cut-off. */
export const crownOptionsQuery = queryOptions({
  queryKey: ['crowns', 'options'],
  queryFn: ({ signal }) =>
    api.get<{ data: CrownOptions }>('/crowns/options', { signal }).then((r) => r.data),
  staleTime: 60_000,
})

/** An unpaid order and its bill at the type's price; the giver then goes to the bank. */
export function useOrderCrown() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateCrownInput) =>
      api.post<CreateCrownResponse>('/crowns', input).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crowns', 'mine'] }),
    // A type or location withdrawn meanwhile: the form's choices are out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: ['crowns', 'options'] }),
  })
}

/** My orders, newest first. */
export const myCrownsQuery = (page: number) =>
  queryOptions({
    queryKey: ['crowns', 'mine', page],
    queryFn: ({ signal }) =>
      api.get<{ data: Crown[]; meta: ListMeta }>('/crowns', { query: { page }, signal }),
  })

/** The bill (and receipt) of one of my orders. */
export const crownBillQuery = (billId: number) =>
  queryOptions({
    queryKey: ['crowns', 'bill', billId],
    queryFn: ({ signal }) =>
      api.get<{ data: Bill }>(`/bills/${billId}`, { signal }).then((r) => r.data),
  })
