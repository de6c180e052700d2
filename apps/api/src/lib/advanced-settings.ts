import { SUPER_ADMIN } from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from './errors.ts'

const empty = (value: unknown) => value === null || value === undefined || value === ''

/**
 * The advanced settings (how the site is built: map tile templates, TLS ciphers, links under
 * names the forms do not offer) change only by the super-admin; the dashboard shows them to
 * nobody else. For anyone else, each of `fields` left empty keeps its stored value, and one given
 * a different value is refused (403), so saving the rest of a section never needs them.
 */
export async function keepAdvanced<T extends Record<string, unknown>>(
  request: FastifyRequest,
  input: T,
  stored: Record<string, unknown>,
  fields: readonly string[],
): Promise<T> {
  if (!fields.length || (await request.access()).roles.includes(SUPER_ADMIN)) return input
  const kept: Record<string, unknown> = { ...input }
  for (const field of fields) {
    if (empty(input[field])) {
      if (empty(stored[field])) delete kept[field]
      else kept[field] = stored[field]
    } else if (input[field] !== stored[field]) {
      throw new AppError(403, 'advanced_settings')
    }
  }
  return kept as T
}
