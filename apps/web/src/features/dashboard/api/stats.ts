import type { DataOf } from '@kheyr/contracts/http'
import type { DashboardStats } from '@kheyr/contracts/reports'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

/**
 * The home page's figures (`/api/dashboard/stats`), each only when the user may see it. Under
 * the reports' key, so recording a refund refreshes them; a minute old at most.
 */
export const statsQuery = queryOptions({
  queryKey: ['dashboard', 'reports', 'stats'],
  queryFn: ({ signal }) =>
    api.get<DataOf<DashboardStats>>('/dashboard/stats', { signal }).then((r) => r.data),
  staleTime: 30_000,
  refetchInterval: 60_000,
})
