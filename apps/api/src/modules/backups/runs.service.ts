import type { FastifyBaseLogger } from 'fastify'
import type { StorageDriver } from '../../lib/storage/storage.ts'
import { markPruned, runningSince, updateRun } from './backups.repository.ts'
import {
  copyOffsite,
  pruneBackups,
  takeBackup,
  type BackupDeps,
  type BackupTrigger,
} from './backups.service.ts'
import { alertFailed } from './health.service.ts'

export const BACKUP_QUEUE = 'backups.run'
export const WATCH_QUEUE = 'backups.watch'
/** Every night at 03:00, Tehran time (the job queue reads crons in Asia/Tehran). */
export const NIGHTLY_CRON = '0 3 * * *'
export const WATCH_CRON = '17 * * * *'

/** A run older than this that never finished was cut short (a crash): it no longer blocks. */
const RUN_TIMEOUT_MS = 3 * 3600_000

export type RunDeps = BackupDeps & { offsite: StorageDriver | null; log: FastifyBaseLogger }

/** Another backup is running: this one is skipped, not failed. */
export class BackupBusy extends Error {}

/**
 * One backup as the schedule, the dashboard or the local command line asks for it: taken and
 * recorded, then retention, then the off-server copy. A failure is told to the super-admins.
 */
export async function runBackup(deps: RunDeps, trigger: BackupTrigger) {
  const db = deps.database.db
  if (await runningSince(db, new Date(Date.now() - RUN_TIMEOUT_MS)))
    throw new BackupBusy('Another backup is running; try again when it has finished.')
  let result
  try {
    result = await takeBackup(deps, trigger)
  } catch (error) {
    const runId = (error as { runId?: number }).runId
    deps.log.error({ err: error }, 'backup failed')
    if (runId) await alertFailed(db, runId, String((error as Error).message ?? error))
    throw error
  }
  const removed = await pruneBackups(deps.config, deps.offsite)
  await markPruned(db, removed, new Date())
  if (deps.offsite) {
    try {
      await copyOffsite(deps.offsite, result.file)
      await updateRun(db, result.run.id, { offsite: 'copied' })
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000)
      deps.log.error({ err: error }, 'backup copy to BACKUP_S3_BUCKET failed')
      await updateRun(db, result.run.id, { offsite: 'failed', offsiteError: message })
      await alertFailed(db, result.run.id, `copy to BACKUP_S3_BUCKET: ${message}`)
    }
  }
  deps.log.info({ file: result.file, size: result.size, pruned: removed }, 'backup taken')
  return { ...result, pruned: removed }
}
