import { z } from 'zod'

/** Backups (docs/decisions/032-backups.md): what the super-admin's dashboard shows of them. */

export const BACKUP_TRIGGERS = ['nightly', 'dashboard', 'cli'] as const
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const
/** Why the dashboard home warns: the last run failed, or none succeeded for 36 hours. */
export const BACKUP_WARNINGS = ['failed', 'missing'] as const

export const backupRun = z.object({
  id: z.number(),
  /** The file's name in BACKUP_DIR. */
  file: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Bytes. */
  size: z.number().nullable(),
  error: z.string().nullable(),
  /** The copy in BACKUP_S3_BUCKET: null when none is configured. */
  offsite: z.enum(['copied', 'failed']).nullable(),
  summary: z
    .object({
      tables: z.number(),
      rows: z.number(),
      media_files: z.number(),
      media_copied: z.boolean(),
      app_version: z.string(),
      migration: z.string().nullable(),
      database: z.string(),
      /** The settlement ledger's totals in the backup: counts and whole toman, as text. */
      ledger: z.object({
        payments: z.string(),
        amount: z.string(),
        refunds: z.string(),
        refunded_amount: z.string(),
      }),
    })
    .nullable(),
})
export type BackupRun = z.infer<typeof backupRun>

export const backupHealth = z.object({
  warning: z.enum(BACKUP_WARNINGS).nullable(),
  last_run: backupRun.nullable(),
  last_success_at: z.string().nullable(),
  missing_after_hours: z.number(),
})
export type BackupHealth = z.infer<typeof backupHealth>

export const backupStatusResponse = z.object({ data: backupHealth })

export const backupsResponse = z.object({
  data: backupHealth.extend({
    /** Kept backups (retention has not removed them), newest first. */
    backups: z.array(backupRun),
    settings: z.object({
      /** Tehran time, every night. */
      schedule: z.string(),
      keep_daily: z.number(),
      keep_weekly: z.number(),
      offsite: z.boolean(),
    }),
  }),
})
export type BackupsOverview = z.infer<typeof backupsResponse>['data']

export const backupLinkResponse = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
})

/** Minutes a backup's download link works. */
export const BACKUP_LINK_MINUTES = 10
