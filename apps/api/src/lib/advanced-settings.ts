import { SUPER_ADMIN } from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

/**
 * The advanced settings (how the site is built: map tile templates, TLS ciphers, links under
 * names the forms do not offer) change only by the super-admin; the dashboard shows them to
 * nobody else. `changed` names the advanced fields a save would change; others may keep them.
 */
export async function assertAdvancedChange(request: FastifyRequest, changed: readonly string[]) {
  if (!changed.length) return
  if ((await request.access()).roles.includes(SUPER_ADMIN)) return
  throw new AppError(403, 'advanced_settings')
}
