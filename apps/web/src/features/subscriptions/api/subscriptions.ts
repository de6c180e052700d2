import type { DataOf, Paginated } from '@kheyr/contracts/http'
import type {
  CreateSubscriptionInput,
  PayLinkView,
  Subscription,
  SubscriptionBill,
  SubscriptionDetail,
  UpdateSubscriptionInput,
} from '@kheyr/contracts/subscriptions'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// Memberships (`/api/subscriptions`): starting one (guests too), mine, one with its ledger,
// paying periods, the member's changes, and a reminder's pay link.

/** Every cached list and membership of mine sits under this key. */
const SUBSCRIPTIONS = ['subscriptions'] as const

export const mySubscriptionsQuery = (page: number) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS, 'mine', page],
    queryFn: ({ signal }) =>
      api.get<Paginated<Subscription>>('/subscriptions', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  })

export const subscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS, 'one', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<SubscriptionDetail>>(`/subscriptions/${id}`, { signal }).then((r) => r.data),
  })

/**
 * A new payment changes my memberships once it is paid, on another page: they refetch when next
 * shown, not now (this page is on its way to the bank).
 */
function useBillMutation<Variables>(fn: (variables: Variables) => Promise<SubscriptionBill>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS, refetchType: 'none' }),
  })
}

/** A new membership and the bill for its first periods. */
export const useCreateSubscription = () =>
  useBillMutation((input: CreateSubscriptionInput) =>
    api.post<DataOf<SubscriptionBill>>('/subscriptions', input).then((r) => r.data),
  )

/** The bill for n periods (or everything due) of one of my memberships. */
export const usePaySubscription = (id: number) =>
  useBillMutation((periods: number | 'due') =>
    api.post<DataOf<SubscriptionBill>>(`/subscriptions/${id}/pay`, { periods }).then((r) => r.data),
  )

/** A change to one of my memberships: the answer is the membership as it now stands. */
function useChange<Variables>(
  id: number,
  fn: (variables: Variables) => Promise<SubscriptionDetail>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(subscriptionQuery(id).queryKey, data)
      return queryClient.invalidateQueries({ queryKey: [...SUBSCRIPTIONS, 'mine'] })
    },
  })
}

export const useUpdateSubscription = (id: number) =>
  useChange(id, (input: UpdateSubscriptionInput) =>
    api.put<DataOf<SubscriptionDetail>>(`/subscriptions/${id}`, input).then((r) => r.data),
  )

export type SubscriptionAction = 'pause' | 'resume' | 'cancel'

export const useSubscriptionAction = (id: number) =>
  useChange(id, (action: SubscriptionAction) =>
    api.post<DataOf<SubscriptionDetail>>(`/subscriptions/${id}/${action}`).then((r) => r.data),
  )

const payLinkPath = (token: string) => `/subscriptions/pay/${encodeURIComponent(token)}`

/** What a reminder's link pays (404 tampered, 410 expired or used). */
export const payLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [...SUBSCRIPTIONS, 'link', token],
    queryFn: ({ signal }) =>
      api.get<DataOf<PayLinkView>>(payLinkPath(token), { signal }).then((r) => r.data),
    retry: false,
  })

/** The bill for what a link pays, without signing in. */
export const usePayLink = (token: string) =>
  useBillMutation(() => api.post<DataOf<SubscriptionBill>>(payLinkPath(token)).then((r) => r.data))
