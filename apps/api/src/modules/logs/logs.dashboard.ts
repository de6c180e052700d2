import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { LOG_LINES_DEFAULT, LOG_LINES_MAX, serverLog } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireSuperAdmin } from '../../lib/require-super-admin.ts'
import { logFilePath } from './logs.service.ts'
import { tailLines } from './logs.repository.ts'

/**
 * The dashboard's log viewer: the recent lines, and the whole current file as a download. The log
 * holds addresses, ids and errors of everyone: only the super-admin reads it.
 */
export const logsDashboard: FastifyPluginAsyncZod = async (app) => {
  const file = logFilePath(app.config.dataDir)

  app.get(
    '/api/dashboard/logs',
    {
      config: { auth: 'user' },
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['logs'],
        summary: 'The server log’s most recent lines (super-admin only)',
        querystring: z.object({
          lines: z.coerce.number().int().min(1).max(LOG_LINES_MAX).default(LOG_LINES_DEFAULT),
        }),
        response: { 200: serverLog },
      },
    },
    async (request, reply) => {
      const tail = await tailLines(file, request.query.lines)
      reply.header('cache-control', 'no-store')
      return {
        data: {
          lines: tail.lines,
          size: tail.size,
          updated_at: tail.updatedAt?.toISOString() ?? null,
        },
      }
    },
  )

  app.get(
    '/api/dashboard/logs/download',
    {
      config: { auth: 'user' },
      preHandler: requireSuperAdmin,
      schema: { tags: ['logs'], summary: 'The whole current log file (super-admin only)' },
    },
    async (_request, reply) => {
      const info = await stat(file).catch(() => null)
      const day = new Date().toISOString().slice(0, 10)
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="kheyr-${day}.log"`)
        .type('text/plain; charset=utf-8')
      if (!info?.isFile()) return reply.send('')
      // The file keeps growing while it is sent: send the size it had when asked.
      return reply
        .header('content-length', String(info.size))
        .send(createReadStream(file, { start: 0, end: Math.max(0, info.size - 1) }))
    },
  )
}
