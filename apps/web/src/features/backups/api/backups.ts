import type { BackupRun, BackupsOverview } from '@kheyr/contracts/backups'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { api } from '#lib/api-client.ts'
import { BACKUPS_KEY, backupStatusQuery } from '#lib/backup-status.ts'

/** How often the page asks again while a backup it asked for is queued or running. */
const POLL_MS = 2000

export const backupsQuery = queryOptions({
  queryKey: [...BACKUPS_KEY, 'overview'],
  queryFn: ({ signal }) =>
    api.get<DataOf<BackupsOverview>>('/dashboard/backups', { signal }).then((r) => r.data),
})

/** What the newest run was when "back up now" was pressed. */
export type Waiting = { before: number | null; beforeRunning: boolean }

/**
 * The run a "back up now" led to, once it has finished; null while it is queued or running.
 * Compared by the newest run's id, not by time, so the server's and the browser's clocks may
 * differ.
 */
export function finishedRun(data: BackupsOverview | undefined, waiting: Waiting): BackupRun | null {
  const last = data?.last_run
  if (!last || last.status === 'running') return null
  return last.id !== waiting.before || waiting.beforeRunning ? last : null
}

/**
 * The overview (health, kept backups, settings), and "back up now": the server queues the job
 * and answers at once, so the overview is asked again every two seconds until the run is done.
 * `finished` is that run once it is (the page tells the user, then calls `acknowledge`).
 */
export function useBackups() {
  const queryClient = useQueryClient()
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const overview = useQuery({
    ...backupsQuery,
    refetchInterval: (query) =>
      query.state.data?.last_run?.status === 'running' ||
      (waiting && !finishedRun(query.state.data, waiting))
        ? POLL_MS
        : false,
  })
  const backUpNow = useMutation({
    mutationFn: () => api.post<{ data: { queued: true } }>('/dashboard/backups'),
    onMutate: () => {
      const last = overview.data?.last_run
      setWaiting({ before: last?.id ?? null, beforeRunning: last?.status === 'running' })
    },
    onError: () => setWaiting(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  })
  const finished = waiting ? finishedRun(overview.data, waiting) : null
  const acknowledge = useCallback(() => {
    setWaiting(null)
    // The dashboard home's warning may have gone with this run.
    void queryClient.invalidateQueries({ queryKey: backupStatusQuery.queryKey })
  }, [queryClient])
  return {
    overview,
    backUpNow,
    /** Asked for and not finished yet (queued, or running), or one running already. */
    pending:
      backUpNow.isPending ||
      (waiting !== null && finished === null) ||
      overview.data?.last_run?.status === 'running',
    finished,
    acknowledge,
  }
}

/**
 * A signed link to one kept backup, valid a few minutes and only with this super-admin's
 * session (asking is audited); nothing cached changes.
 */
export const useBackupLink = () =>
  useMutation({
    mutationFn: (id: number) =>
      api
        .post<{ data: { url: string; expires_at: string } }>(`/dashboard/backups/${id}/link`)
        .then((r) => r.data),
  })
