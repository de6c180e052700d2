import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Takes each uploaded file of this route as it arrives (to stream it into storage) instead
     * of the default: the file held in memory as a Buffer in `request.body`.
     */
    onFilePart?: (request: FastifyRequest, part: MultipartFile) => Promise<void>
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The multipart plugin's `onFile`: form fields always land in `request.body` (so `_method=PUT`
 * works everywhere); files are buffered into the body unless the route streams them itself.
 */
export async function routeFileHandler(this: FastifyRequest, part: MultipartFile) {
  const handler = this.routeOptions.config.onFilePart
  if (handler) await handler(this, part)
  else await part.toBuffer()
}
