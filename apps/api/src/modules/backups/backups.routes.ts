import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { claimDataDir, releaseDataDir } from '../../lib/data-dir-owner.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { requireSuperAdmin } from '../../lib/require-super-admin.ts'
import { attachmentDisposition } from '../../lib/storage/storage.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { BackupBusy, runBackup, type RunDeps } from './runs.service.ts'
import { findRun } from './backups.repository.ts'
import { offsiteKey, summaryOf } from './backups.service.ts'

const signatureOf = (secret: string, id: number, userId: number, expires: number) =>
  createHmac('sha256', secret)
    .update(`backup-download:${id}:${userId}:${expires}`)
    .digest('base64url')

/** A short-lived link to one backup, for the super-admin who asked for it. */
export function signedBackupLink(config: Config, id: number, userId: number, minutes: number) {
  const expires = Math.floor(Date.now() / 1000) + minutes * 60
  const signature = signatureOf(config.sessionSecret, id, userId, expires)
  return {
    url: `${config.appUrl}/api/backups/${id}/download?expires=${expires}&signature=${signature}`,
    expires_at: new Date(expires * 1000).toISOString(),
  }
}

function validLink(config: Config, id: number, userId: number, expires: number, given: string) {
  if (expires * 1000 < Date.now()) return false
  const expected = Buffer.from(signatureOf(config.sessionSecret, id, userId, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

const sameToken = (given: string | undefined, token: string) =>
  !!given &&
  given.length === token.length + 7 &&
  timingSafeEqual(Buffer.from(given), Buffer.from(`Bearer ${token}`))

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * The local backup route `npm run backup` calls on the embedded database (one process owns the
 * folder, so the running server takes the backup), and the download behind a signed link.
 */
export const backupsRoutes =
  (deps: () => RunDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const token = randomBytes(32).toString('base64url')
    if (app.database.kind === 'pglite') {
      // The folder's owner file tells the command line where this server listens and its token.
      app.addHook('onListen', async () => {
        const { port } = app.server.address() as AddressInfo
        claimDataDir(app.config.dataDir, { role: 'server', port, token })
      })
      app.addHook('onClose', async () => releaseDataDir(app.config.dataDir))
    }

    app.post(
      '/api/backups/local',
      {
        config: { csrf: false, rateLimit: false },
        schema: { hide: true },
      },
      async (request, reply) => {
        // Only from this machine, and only with the token in the data folder's owner file.
        if (
          app.database.kind !== 'pglite' ||
          !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
          !sameToken(request.headers.authorization, token)
        )
          throw notFound()
        try {
          const result = await runBackup(deps(), 'cli')
          return reply.send({
            file: result.file,
            size: result.size,
            summary: summaryOf(result.manifest),
            tables: result.manifest.tables.map((t) => ({ name: t.name, rows: t.rows })),
            pruned: result.pruned,
          })
        } catch (error) {
          if (error instanceof BackupBusy) throw new AppError(409, 'conflict')
          throw error
        }
      },
    )

    app.get(
      '/api/backups/:id/download',
      {
        config: { auth: 'user' },
        preHandler: requireSuperAdmin,
        schema: {
          tags: ['backups'],
          summary: 'One kept backup file, through a link from the dashboard (super-admin only)',
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({
            expires: z.coerce.number().int().positive(),
            signature: z.string().min(1).max(200),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params
        const { expires, signature } = request.query
        if (!validLink(app.config, id, request.user!.id, expires, signature))
          throw new AppError(403, 'forbidden')
        const run = await findRun(app.db, id)
        if (!run || run.status !== 'succeeded' || run.prunedAt) throw notFound()
        const file = path.join(app.config.backup.dir, run.file)
        const info = await stat(file).catch(() => null)
        const offsite = deps().offsite
        const remote = !info?.isFile() && offsite ? await offsite.read(offsiteKey(run.file)) : null
        if (!info?.isFile() && !remote) throw notFound()
        await recordAudit(app.db, request, {
          action: 'download',
          resource: 'backups',
          recordId: run.id,
          after: { file: run.file },
        })
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', attachmentDisposition(run.file))
          .type('application/x-tar')
        if (remote) return reply.header('content-length', String(remote.length)).send(remote.stream)
        return reply.header('content-length', String(info!.size)).send(createReadStream(file))
      },
    )
  }
