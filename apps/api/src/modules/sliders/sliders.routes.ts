import { publicSlides } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { readSection } from '../settings/settings.service.ts'
import { presentSlides } from './sliders.dashboard.ts'
import { activeSlides } from './sliders.repository.ts'

/** The home page's slider: the active slides in order. */
export const slidersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/api/sliders',
    {
      schema: {
        tags: ['site'],
        summary: 'The home page slider: active slides in order (ETag, revalidated)',
        response: { 200: publicSlides, 304: z.null() },
      },
    },
    async (request, reply) => {
      const [rows, options] = await Promise.all([activeSlides(db), readSection(app, 'slider')])
      const slides = await presentSlides(app, rows)
      const body = {
        data: slides.map(({ id, title, image, link }) => ({ id, title, image, link })),
        meta: { autoplay: options.autoplay, interval: options.interval },
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
