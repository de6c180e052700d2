import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the POST twin of a PUT/PATCH route: the form's `_method` it stands for. */
    methodOverride?: 'PUT' | 'PATCH'
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const OVERRIDABLE = ['PUT', 'PATCH'] as const

/**
 * Browsers cannot send a file in a PUT form, so the client posts form data with `_method=PUT`
 * (spec, section 7). Each PUT/PATCH route gets a POST twin at the same path that runs the same
 * route only when the form says so.
 */
export const methodOverride = fp(
  async (app) => {
    app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
      const methods = [route.method].flat()
      const method = OVERRIDABLE.find((m) => methods.includes(m))
      if (!method || route.config?.methodOverride) return
      const preValidation = route.preValidation ? [route.preValidation].flat() : []
      this.route({
        ...route,
        url: (route as RouteOptions & { routePath?: string }).routePath ?? route.url,
        method: 'POST',
        config: { ...route.config, methodOverride: method },
        schema: { ...route.schema, hide: true },
        preValidation: [
          async (request) => {
            const body = request.body as Record<string, unknown> | undefined
            const given = typeof body?._method === 'string' ? body._method.toUpperCase() : null
            if (given !== method) throw new AppError(405, 'bad_request')
            delete body!._method
          },
          ...preValidation,
        ],
      } as RouteOptions)
    })
  },
  { name: 'method-override' },
)
