import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Compresses answers on the fly (brotli, else gzip) when the client accepts it and the answer
 * is text-like and above the threshold: API JSON, the app's HTML with its page meta, the
 * sitemap. The built web app's files are compressed once at build time and sent as they are
 * (`@fastify/static`'s `preCompressed`, in the web plugin), which this leaves alone.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
    })
  },
  { name: 'compression' },
)
