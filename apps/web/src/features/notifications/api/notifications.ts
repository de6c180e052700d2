import type { ListMeta } from '@kheyr/contracts/http'
import type { UserNotification } from '@kheyr/contracts/notifications'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const NOTIFICATIONS_PAGE_SIZE = 20

export const notificationsQuery = (page: number) =>
  queryOptions({
    queryKey: ['notifications', 'list', page],
    queryFn: ({ signal }) =>
      api.get<{ data: UserNotification[]; meta: ListMeta }>('/notifications', {
        query: { page, per_page: NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const markNotificationRead = (id: number) => api.post<void>(`/notifications/${id}/read`)
export const markAllNotificationsRead = () =>
  api.post<{ data: { updated: number } }>('/notifications/read-all')

/** The list and the header badge both change when something is read. */
export const refreshNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['notifications'] })
