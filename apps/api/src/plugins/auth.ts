import { can, type Permission } from '@kheyr/contracts'
import fp from 'fastify-plugin'
import { forbidden, unauthenticated } from '../lib/errors.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** `'user'`: a signed-in user is required. */
    auth?: 'user'
    /** The permission the route needs; implies a signed-in user. Every dashboard route names one. */
    permission?: Permission
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** One server-side guard: routes declare what they need in their config. */
export const auth = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config
      if (!config || (!config.auth && !config.permission)) return
      if (!request.user) throw unauthenticated()
      if (config.permission && !can(await request.access(), config.permission)) throw forbidden()
    })

    // Every dashboard route must name its permission; refusing to start beats an open door.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? ''
      const config = route.config as { permission?: string; auth?: string } | undefined
      if (url.startsWith('/api/dashboard') && !config?.permission && config?.auth !== 'user') {
        throw new Error(`Dashboard route ${route.method} ${url} names no permission`)
      }
    })
  },
  { name: 'auth', dependencies: ['session'] },
)
