import { androidReleaseOutput, props } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { readSection } from './settings.service.ts'

/** The start-up props and the Android release, for everyone. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/props',
    {
      schema: {
        tags: ['site'],
        summary: 'Start-up settings the web app loads first',
        response: { 200: props, 304: z.null() },
      },
    },
    async (request, reply) => {
      const { body, etag } = await app.props.get()
      reply.header('etag', etag).header('cache-control', 'no-cache')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
      // Already serialised once for every request until the settings change.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((v) => v as string)
        .send(body as never)
    },
  )

  app.get(
    '/api/app/android',
    {
      schema: {
        tags: ['site'],
        summary: 'The latest Android release (the app asks whether to update)',
        response: { 200: androidReleaseOutput, 304: z.null() },
      },
    },
    async (request, reply) => {
      const release = await readSection(app, 'android')
      const body = {
        releaseNote: release.release_note,
        latestVersion: release.latest_version,
        latestVersionCode: release.latest_version_code,
      }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )
}
