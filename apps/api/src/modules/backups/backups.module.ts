import { defineModule } from '../../lib/module.ts'
import { createStorage, type StorageDriver } from '../../lib/storage/storage.ts'
import { backupsDashboard } from './backups.dashboard.ts'
import {
  BACKUP_QUEUE,
  NIGHTLY_CRON,
  runBackup,
  WATCH_CRON,
  WATCH_QUEUE,
  type RunDeps,
} from './runs.service.ts'
import { watchingSince } from './backups.repository.ts'
import { backupsRoutes } from './backups.routes.ts'
import type { BackupTrigger } from './backups.service.ts'
import { alertIfMissing } from './health.service.ts'

/**
 * Backups (docs/decisions/032-backups.md): the nightly backup with retention and an off-server
 * copy, the hourly check that warns super-admins of a failed or missing one, the local route the
 * command line uses on the embedded database, and the super-admin's dashboard and downloads.
 */
export const backupsModule = defineModule({
  name: 'backups',
  needs: ['audit', 'users', 'media', 'notifications', 'payments'],
  register: async (app) => {
    const offsite: StorageDriver | null = app.config.backup.s3
      ? await createStorage(app.config.backup.s3)
      : null
    const deps = (): RunDeps => ({
      database: app.database,
      storage: app.storage,
      config: app.config,
      offsite,
      log: app.log,
    })
    app.jobs.define<{ trigger?: BackupTrigger }>(
      BACKUP_QUEUE,
      { retryLimit: 1, retryDelay: 600, expireInSeconds: 4 * 3600 },
      async (job) => {
        // The schedule sends no data.
        await runBackup(
          deps(),
          (job.data as { trigger?: BackupTrigger } | null)?.trigger ?? 'nightly',
        )
      },
      NIGHTLY_CRON,
    )
    app.jobs.define(
      WATCH_QUEUE,
      { retryLimit: 0 },
      async () => {
        await alertIfMissing(app.db, app.clock.now())
      },
      WATCH_CRON,
    )
    app.addHook('onReady', async () => {
      await watchingSince(app.db)
    })
    await app.register(backupsRoutes(deps))
    await app.register(backupsDashboard)
  },
})
