import { identity } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthenticated } from '../../lib/errors.ts'
import { identityOf } from './identity.ts'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 for a guest',
        response: { 200: identity },
      },
    },
    async (request) => {
      const user = await identityOf(request)
      if (!user) throw unauthenticated()
      return user
    },
  )

  app.post(
    '/api/logout',
    {
      schema: { tags: ['auth'], summary: 'Ends this session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.endSession()
      return reply.code(204).send(null)
    },
  )
}
