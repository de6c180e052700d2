import { publicCrownLocation } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { allCrownLocations } from './crown-locations.repository.ts'

/** The ceremony locations the crown form offers, for everyone. */
export const crownLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/crown-locations',
    {
      schema: {
        tags: ['site'],
        summary: 'Ceremony locations a crown can be sent to (ETag, revalidated)',
        response: { 200: z.object({ data: z.array(publicCrownLocation) }), 304: z.null() },
      },
    },
    async (request, reply) => {
      const rows = await allCrownLocations(app.db)
      const body = {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          address: r.address,
          lat: r.lat,
          lng: r.lng,
        })),
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
