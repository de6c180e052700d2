import { props } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { PropsService } from './props.service.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    props: PropsService
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/props',
    {
      schema: {
        tags: ['site'],
        summary: 'Start-up settings the web app loads first',
        response: { 200: props, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.props.get()
      reply.header('etag', etag).header('cache-control', 'no-cache')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
      // Already serialised once for every request until the settings change.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((v) => v as string)
        .send(body as never)
    },
  )
}
