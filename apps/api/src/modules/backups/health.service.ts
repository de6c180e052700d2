import { notice, type BackupHealth } from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { notifyMany } from '../notifications/notifications.service.ts'
import { superAdminIds } from '../users/users.service.ts'
import { lastRun, lastSuccess, raiseAlertOnce, watchingSince } from './backups.repository.ts'
import type { BackupRunRow } from './backups.tables.ts'

const HOUR = 3600_000
/** Hours without a successful backup after which the super-admins are warned. */
export const MISSING_AFTER_HOURS = 36

/**
 * Whether the dashboard home should warn: the latest run failed, or nothing succeeded for
 * 36 hours (counted from this installation's first start with backups when none ever did).
 */
export async function healthOf(db: Executor, now: Date) {
  const last = await lastRun(db)
  const success = await lastSuccess(db)
  const reference = success?.finishedAt ?? (await watchingSince(db))
  const warning: BackupHealth['warning'] =
    last?.status === 'failed'
      ? 'failed'
      : now.getTime() - reference.getTime() > MISSING_AFTER_HOURS * HOUR
        ? 'missing'
        : null
  return { warning, last, success }
}

async function tellSuperAdmins(db: Executor, key: string, title: string, body: string) {
  if (!(await raiseAlertOnce(db, key))) return false
  await notifyMany(db, await superAdminIds(db), {
    kind: 'backup',
    title,
    body,
    link: '/dashboard/backups',
  })
  return true
}

/** Tells the super-admins a backup failed (once a run). */
export async function alertFailed(db: Executor, runId: number, error: string) {
  return tellSuperAdmins(
    db,
    `failed:${runId}`,
    notice('fa', 'notifications', 'backup_failed_title'),
    notice('fa', 'notifications', 'backup_failed_body', { error: error.slice(0, 300) }),
  )
}

/** The hourly check: a gap past 36 hours is told once for each last success (or for none). */
export async function alertIfMissing(db: Executor, now: Date) {
  const { warning, success } = await healthOf(db, now)
  if (warning !== 'missing') return false
  return tellSuperAdmins(
    db,
    `missing:${success?.id ?? 'none'}`,
    notice('fa', 'notifications', 'backup_missing_title', { hours: MISSING_AFTER_HOURS }),
    notice('fa', 'notifications', 'backup_missing_body', {
      last: success?.finishedAt ? success.finishedAt.toISOString() : '-',
    }),
  )
}

export const presentRun = (row: BackupRunRow) => ({
  id: row.id,
  file: row.file,
  trigger: row.trigger as 'nightly' | 'dashboard' | 'cli',
  status: row.status as 'running' | 'succeeded' | 'failed',
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  size: row.size,
  error: row.error,
  offsite: row.offsite as 'copied' | 'failed' | null,
  summary: row.summary as never,
})
