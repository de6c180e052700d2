import type {
  ChestDrain,
  ChestOptions,
  CreateChestInput,
  DrainRequestInput,
  MyChest,
  MyChestDetail,
  PayChestResponse,
} from '@kheyr/contracts/chests'
import type { DataOf, Paginated } from '@kheyr/contracts/http'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// An owner's boxes (`/api/chests`): the request form's options, my boxes, one box with its
// history, asking for it to be emptied and paying it online.

/** Every query of an owner's boxes starts with this key; staff changes refresh it too. */
export const MY_CHESTS = ['chests'] as const

export const chestPath = (id: number) => `/chests/${id}`

export const chestOptionsQuery = queryOptions({
  queryKey: [...MY_CHESTS, 'options'],
  queryFn: ({ signal }) =>
    api.get<DataOf<ChestOptions>>('/chests/options', { signal }).then((r) => r.data),
  staleTime: 60_000,
})

export const myChestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...MY_CHESTS, 'mine', page],
    queryFn: ({ signal }) => api.get<Paginated<MyChest>>('/chests', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  })

export const myChestQuery = (id: number) =>
  queryOptions({
    queryKey: [...MY_CHESTS, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<MyChestDetail>>(chestPath(id), { signal }).then((r) => r.data),
  })

/** A mutation on my boxes that refreshes them when it settles. */
function useChestMutation<Variables, Result>(fn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_CHESTS }),
  })
}

export const useRequestChest = () =>
  useChestMutation((input: CreateChestInput) =>
    api.post<DataOf<{ id: number; status: string }>>('/chests', input).then((r) => r.data),
  )

export const useRequestDrain = (id: number) =>
  useChestMutation((input: DrainRequestInput) =>
    api.post<DataOf<ChestDrain>>(`${chestPath(id)}/drain-requests`, input).then((r) => r.data),
  )

export const useCancelDrain = (id: number) =>
  useChestMutation((requestId: number) =>
    api
      .post<DataOf<ChestDrain>>(`${chestPath(id)}/drain-requests/${requestId}/cancel`)
      .then((r) => r.data),
  )

/** An unpaid box payment and its bill; the box's history shows it once the bank has paid. */
export const usePayChest = (id: number) =>
  useMutation({
    mutationFn: (input: { amount: number }) =>
      api.post<PayChestResponse>(`${chestPath(id)}/pay`, input).then((r) => r.data.bill),
  })
