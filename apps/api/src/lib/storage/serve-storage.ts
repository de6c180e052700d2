import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { notFound } from '../errors.ts'
import { MEDIA_CACHE_CONTROL, type StorageDriver } from './storage.ts'

/**
 * Uploads come from people, so their files must never run as a page of our origin: no type
 * sniffing, a sandbox policy, and anything but an image, a sound or a video is an attachment.
 */
export const STORAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-site',
}

const INLINE = /^(image|audio|video)\//

function guard(reply: FastifyReply, contentType: string | null) {
  reply.headers(STORAGE_HEADERS)
  reply.header('cache-control', MEDIA_CACHE_CONTROL)
  if (!contentType || !INLINE.test(contentType)) reply.header('content-disposition', 'attachment')
}

/**
 * Serves public media under the prefix it is registered at (`/storage`), cached for 30 days.
 * Only keys under `public/` are served; private media leaves only through signed links.
 * Local files go through @fastify/static (ranges for video seeking, ETags); S3 objects are
 * proxied with the range passed on, for buckets without a public address.
 */
export const serveStorage: FastifyPluginAsync<{ storage: StorageDriver }> = async (
  app,
  { storage },
) => {
  // A missing file is a plain 404 here, never the web app's page.
  app.setNotFoundHandler(async () => {
    throw notFound()
  })

  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathname) => pathname.startsWith('/public/'),
      cacheControl: false,
      setHeaders: (reply) => guard(reply, String(reply.getHeader('content-type') ?? '') || null),
    })
    return
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (!key.startsWith('public/') || key.includes('..')) throw notFound()
    const range = request.headers.range
    const object = await storage.read(key, typeof range === 'string' ? range : undefined)
    if (!object) throw notFound()
    guard(reply, object.contentType)
    reply.header('accept-ranges', 'bytes').header('content-length', String(object.length))
    if (object.contentType) reply.type(object.contentType)
    if (object.contentRange) reply.code(206).header('content-range', object.contentRange)
    return reply.send(object.stream)
  })
}
