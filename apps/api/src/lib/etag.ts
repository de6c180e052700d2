import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Public, cache-friendly JSON: a strong ETag over the body, revalidated on each use (`no-cache`)
 * so a change shows at once while unchanged answers cost a 304 with no body.
 * Returns true when the client's copy is current (the 304 is already sent).
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, body: unknown): boolean {
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`
  reply.header('etag', etag).header('cache-control', 'public, no-cache')
  if (request.headers['if-none-match'] !== etag) return false
  void reply.code(304).send(null)
  return true
}
