import {
  BACKUP_LINK_MINUTES,
  backupLinkResponse,
  backupStatusResponse,
  backupsResponse,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { requireSuperAdmin } from '../../lib/require-super-admin.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { BACKUP_QUEUE } from './runs.service.ts'
import { findRun, keptRuns } from './backups.repository.ts'
import { signedBackupLink } from './backups.routes.ts'
import { healthOf, MISSING_AFTER_HOURS, presentRun } from './health.service.ts'

const guard = { config: { auth: 'user' as const }, preHandler: requireSuperAdmin }

/** The super-admin's view of backups: health, kept files, a backup now, download links. */
export const backupsDashboard: FastifyPluginAsyncZod = async (app) => {
  const health = async () => {
    const { warning, last, success } = await healthOf(app.db, app.clock.now())
    return {
      warning,
      last_run: last ? presentRun(last) : null,
      last_success_at: success?.finishedAt?.toISOString() ?? null,
      missing_after_hours: MISSING_AFTER_HOURS,
    }
  }

  app.get(
    '/api/dashboard/backups',
    {
      ...guard,
      schema: {
        tags: ['backups'],
        summary: 'The last backup, the kept ones and the schedule (super-admin only)',
        response: { 200: backupsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        data: {
          ...(await health()),
          backups: (await keptRuns(app.db)).map(presentRun),
          settings: {
            schedule: '03:00 Asia/Tehran',
            keep_daily: app.config.backup.keepDaily,
            keep_weekly: app.config.backup.keepWeekly,
            offsite: app.config.backup.s3 !== null,
          },
        },
      }
    },
  )

  app.get(
    '/api/dashboard/backups/status',
    {
      ...guard,
      schema: {
        tags: ['backups'],
        summary: 'Whether the dashboard home should warn about backups (super-admin only)',
        response: { 200: backupStatusResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await health() }
    },
  )

  app.post(
    '/api/dashboard/backups',
    {
      ...guard,
      schema: {
        tags: ['backups'],
        summary: 'Take a backup now, in the background (super-admin only)',
        response: { 202: z.object({ data: z.object({ queued: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      await app.jobs.send(BACKUP_QUEUE, { trigger: 'dashboard' })
      await recordAudit(app.db, request, {
        action: 'create',
        resource: 'backups',
        recordId: null,
      })
      return reply.code(202).send({ data: { queued: true as const } })
    },
  )

  app.post(
    '/api/dashboard/backups/:id/link',
    {
      ...guard,
      schema: {
        tags: ['backups'],
        summary: `A download link for one kept backup, valid ${BACKUP_LINK_MINUTES} minutes (super-admin only)`,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: backupLinkResponse },
      },
    },
    async (request) => {
      const run = await findRun(app.db, request.params.id)
      if (!run || run.status !== 'succeeded' || run.prunedAt) throw notFound()
      await recordAudit(app.db, request, {
        action: 'link',
        resource: 'backups',
        recordId: run.id,
        after: { file: run.file },
      })
      return {
        data: signedBackupLink(app.config, run.id, request.user!.id, BACKUP_LINK_MINUTES),
      }
    },
  )
}
