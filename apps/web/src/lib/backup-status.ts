import type { BackupHealth } from '@kheyr/contracts/backups'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'

/**
 * The backups' data, shared by the backups page and the dashboard home (decision 006: what two
 * features share lives here): everything under this key, so a run taken on the page refreshes
 * the home's warning.
 */
export const BACKUPS_KEY = ['dashboard', 'backups'] as const

/** Whether the home page warns about backups (`/api/dashboard/backups/status`, super-admin only). */
export const backupStatusQuery = queryOptions({
  queryKey: [...BACKUPS_KEY, 'status'],
  queryFn: ({ signal }) =>
    api.get<DataOf<BackupHealth>>('/dashboard/backups/status', { signal }).then((r) => r.data),
  staleTime: 60_000,
})
