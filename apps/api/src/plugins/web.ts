import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { errorMessage } from '@kheyr/contracts'
import fp from 'fastify-plugin'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: hashed assets cached for a year, the shell and service worker
 * revalidated each time, `/latest.json` with the build id, and every unknown non-API path falling
 * back to the single-page app (which shows its own 404). Unknown `/api/...` paths answer JSON.
 */
export const web = fp(
  async (app) => {
    const dist = app.config.webDistDir
    const indexFile = path.join(dist, 'index.html')
    const hasWeb = existsSync(indexFile)
    const build = readBuild(path.join(dist, 'build.json'))

    app.get('/latest.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return build
    })

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: false,
        setHeaders: (res, filePath) => {
          const rel = path.relative(dist, filePath)
          res.header('cache-control', rel.startsWith('assets') ? IMMUTABLE : NO_CACHE)
        },
      })
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const isApi = pathname === '/api' || pathname.startsWith('/api/')
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!isApi && wantsPage && hasWeb && !pathname.startsWith('/assets/')) {
        reply.header('cache-control', NO_CACHE)
        return reply.type('text/html; charset=utf-8').send(readFileSync(indexFile))
      }
      return reply
        .code(404)
        .send({ message: errorMessage('route_not_found', request.lang, { path: pathname }) })
    })
  },
  { name: 'web', dependencies: ['config'] },
)

function readBuild(file: string): { id: string; timestamp: number } {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { id: string; timestamp: number }
  } catch {
    return { id: process.env.BUILD_ID ?? 'dev', timestamp: 0 }
  }
}
