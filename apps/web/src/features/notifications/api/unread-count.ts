import type { UnreadCount } from '@kheyr/contracts/notifications'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

/** Light on purpose: the site header (on every public page) imports it for its badge. */
export const unreadCountQuery = (userId: number) =>
  queryOptions({
    queryKey: ['notifications', 'unread', userId],
    queryFn: ({ signal }) =>
      api.get<UnreadCount>('/notifications/unread-count', { signal }).then((r) => r.data.count),
    staleTime: 30_000,
  })
