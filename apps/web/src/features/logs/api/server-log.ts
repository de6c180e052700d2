import type { DataOf } from '@kheyr/contracts/http'
import type { ServerLog } from '@kheyr/contracts/logs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { API_BASE, api } from '#lib/api-client.ts'

export const LOG_DOWNLOAD_URL = `${API_BASE}/dashboard/logs/download`

export const serverLogQuery = (lines: number) =>
  queryOptions({
    queryKey: ['dashboard', 'logs', lines],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<ServerLog>>('/dashboard/logs', { query: { lines }, signal })
        .then((r) => r.data),
  })

/** The server log's newest lines; `live` polls every 10 seconds. */
export const useServerLog = (lines: number, live: boolean) =>
  useQuery({ ...serverLogQuery(lines), refetchInterval: live ? 10_000 : false })
