import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import compress from '@fastify/compress'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { KeptEncoding } from '../lib/kept-answers.ts'

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/** The codings answers are compressed in, the first the client accepts winning. */
const ENCODINGS: KeptEncoding[] = ['br', 'gzip']

/** Brotli as the plugin uses it on the fly: text mode, quality 4 (fast enough per request). */
const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
}

/**
 * The coding to send an answer of `bytes` in, for a request's `accept-encoding`: null for one
 * that accepts neither, or an answer under the threshold (the same choice the plugin makes).
 */
export function answerEncoding(
  acceptEncoding: string | undefined,
  bytes: number,
): KeptEncoding | null {
  if (!acceptEncoding || bytes < COMPRESS_THRESHOLD_BYTES) return null
  return negotiate(acceptEncoding, ENCODINGS) as KeptEncoding | null
}

/** Adds `accept-encoding` to the answer's `vary`: a cache keeps each coding apart. */
export function varyByEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
}

/** `body` compressed in `encoding`, with the settings the plugin compresses with. */
export const encodeAnswer = (encoding: KeptEncoding, body: string): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body)

/**
 * Compresses answers on the fly (brotli, else gzip) when the client accepts it and the answer
 * is text-like and above the threshold: API JSON, the app's HTML with its page meta, the
 * sitemap. The built web app's files are compressed once at build time and sent as they are
 * (`@fastify/static`'s `preCompressed`, in the web plugin), which this leaves alone, and so are
 * kept answers already compressed once (`encodeAnswer`, in the kept-answers plugin).
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ENCODINGS,
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions,
    })
  },
  { name: 'compression' },
)
