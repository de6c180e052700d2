import { identity } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { findUserById } from './users.repository.ts'
import { identityOf } from './users.service.ts'

/** A person's own routes of the users module (their account lives in `account`). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.post(
    '/api/impersonate/leave',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Goes back to the admin account after impersonating',
        response: { 200: identity },
      },
    },
    async (request) => {
      const impersonatorId = request.session?.data.impersonatorId
      if (!impersonatorId) throw new AppError(409, 'not_impersonating')
      const admin = await findUserById(db, impersonatorId)
      if (!admin || admin.blockedAt) throw new AppError(409, 'not_impersonating')
      const impersonated = request.user!
      request.user = admin
      await request.startSession(admin.id, {}, (tx) =>
        recordAudit(tx, request, {
          action: 'impersonation.ended',
          resource: 'users',
          recordId: impersonated.id,
          before: { impersonator: admin.id },
        }),
      )
      return (await identityOf(request))!
    },
  )
}
