import type { BackupHealth } from '@kheyr/contracts/backups'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

/**
 * Whether the home page warns about backups (`/api/dashboard/backups/status`, super-admin only).
 * Under the backups page's key, so a backup taken there refreshes it.
 */
export const backupStatusQuery = queryOptions({
  queryKey: ['dashboard', 'backups', 'status'],
  queryFn: ({ signal }) =>
    api.get<DataOf<BackupHealth>>('/dashboard/backups/status', { signal }).then((r) => r.data),
  staleTime: 60_000,
})
