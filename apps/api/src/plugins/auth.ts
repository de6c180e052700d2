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
  interface FastifyInstance {
    /** Every dashboard route and the permission it names (for docs and the permission tests). */
    dashboardRoutes: { method: string; url: string; permission: string | null }[]
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** One server-side guard: routes declare what they need in their config. */
export const auth = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const config = request.routeOptions.config
      if (!config || (!config.auth && !config.permission)) return done()
      if (!request.user) return done(unauthenticated())
      const permission = config.permission
      if (!permission) return done()
      request
        .access()
        .then((access) => done(can(access, permission) ? undefined : forbidden()), done)
    })

    // Every dashboard route must name its permission; refusing to start beats an open door.
    app.decorate('dashboardRoutes', [])
    app.addHook('onRoute', (route) => {
      const url = route.url ?? ''
      const config = route.config as { permission?: string; auth?: string } | undefined
      if (!url.startsWith('/api/dashboard')) return
      if (!config?.permission && config?.auth !== 'user') {
        throw new Error(`Dashboard route ${route.method} ${url} names no permission`)
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          app.dashboardRoutes.push({ method, url, permission: config.permission ?? null })
      }
    })
  },
  { name: 'auth', dependencies: ['session'] },
)
