import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every backup this installation took, kept or pruned: what the dashboard shows and what the
 * missing-backup check reads. Not itself backed up (it describes files on this machine).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The file's name in BACKUP_DIR (`kheyr-backup-2025-06-01T03-00-00-000Z.tar`). */
    file: text('file').notNull(),
    /** `nightly`, `dashboard` or `cli`. */
    trigger: text('trigger').notNull(),
    /** `running`, `succeeded` or `failed`. */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    /** Tables, rows, media files and the ledger's totals, from the manifest. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** The copy in BACKUP_S3_BUCKET: null (none asked), `copied` or `failed`. */
    offsite: text('offsite'),
    offsiteError: text('offsite_error'),
    /** When retention removed the file. */
    prunedAt: timestamp('pruned_at', { withTimezone: true }),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
)
export type BackupRunRow = typeof backupRuns.$inferSelect

/** Alerts already raised to the super-admins (a failed run, a gap since a success), once each. */
export const backupAlerts = pgTable('backup_alerts', {
  key: text('key').primaryKey(),
  raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
})
