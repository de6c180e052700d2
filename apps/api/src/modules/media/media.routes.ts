import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { STORAGE_HEADERS } from '../../lib/storage/serve-storage.ts'
import { attachmentDisposition } from '../../lib/storage/storage.ts'
import { findMedia } from './media.repository.ts'
import { verifyDownloadSignature } from './media.service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Signed download links: anyone holding one gets the file, no session needed. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/media-library/file/:id',
    {
      schema: {
        tags: ['media'],
        summary:
          'Downloads a file through a signed link (no session needed); 403 when expired or altered',
        params: idParams,
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { expires, signature } = request.query
      if (!verifyDownloadSignature(app.config, id, expires, signature)) {
        throw new AppError(403, 'link_invalid')
      }
      const row = await findMedia(app.db, id)
      const object = row ? await app.storage.read(row.key) : null
      if (!row || !object) throw notFound()
      return reply
        .headers(STORAGE_HEADERS)
        .header('cache-control', 'private, no-store')
        .header('content-length', String(object.length))
        .header('content-disposition', attachmentDisposition(`${row.name}.${row.extension}`))
        .type(row.mime)
        .send(object.stream)
    },
  )
}
