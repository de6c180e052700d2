import type { Paginated } from '@kheyr/contracts/http'
import type { UserNotification } from '@kheyr/contracts/notifications'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// My notifications (`/api/notifications`); the header's badge count is `unread-count.ts`.

const NOTIFICATIONS = ['notifications'] as const
export const NOTIFICATIONS_PAGE_SIZE = 20

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS, 'list', page],
    queryFn: ({ signal }) =>
      api.get<Paginated<UserNotification>>('/notifications', {
        query: { page, per_page: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** The list and the header's badge both change when something is read (or fails to be). */
function useReadMutation<Variables>(fn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS }),
  })
}

export const useMarkNotificationRead = () =>
  useReadMutation((id: number) => api.post<void>(`/notifications/${id}/read`))

export const useMarkAllNotificationsRead = () =>
  useReadMutation(() => api.post<void>('/notifications/read-all'))
