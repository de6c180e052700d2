import { SUPER_ADMIN } from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import { forbidden } from './errors.ts'

/** A preHandler for what only the super-admin sees (the server log, backups): 403 for others. */
export async function requireSuperAdmin(request: FastifyRequest) {
  if (!(await request.access()).roles.includes(SUPER_ADMIN)) throw forbidden()
}
