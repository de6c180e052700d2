import { publicStaticPage } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { notFound } from '../../lib/errors.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { findPageBySlug } from './static-pages.repository.ts'

/** A static page by its slug, for everyone. */
export const staticPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/static-pages/:slug',
    {
      schema: {
        tags: ['site'],
        summary: 'A static page by its slug, sanitised HTML (ETag, revalidated)',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: z.object({ data: publicStaticPage }), 304: z.null() },
      },
    },
    async (request, reply) => {
      const row = await findPageBySlug(app.db, request.params.slug.toLowerCase())
      if (!row) throw notFound()
      const body = {
        data: {
          slug: row.slug,
          title: row.title,
          html: sanitizePageHtml(row.html),
          updated_at: row.updatedAt.toISOString(),
        },
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
