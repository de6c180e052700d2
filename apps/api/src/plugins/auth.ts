import { can, SUPER_ADMIN, type Permission } from '@kheyr/contracts'
import fp from 'fastify-plugin'
import { forbidden, unauthenticated } from '../lib/errors.ts'

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'user'`: a signed-in user is required. `'panel'`: a user with panel access (holding any
     * permission), for dashboard routes that answer each caller with what their permissions show.
     */
    auth?: 'user' | 'panel'
    /** The permission the route needs; implies a signed-in user. Every dashboard route names one. */
    permission?: Permission
  }
  interface FastifyInstance {
    /** Every dashboard route and the permission it names (for docs and the permission tests). */
    dashboardRoutes: {
      method: string
      url: string
      permission: string | null
      /** Open to anyone with panel access (no one permission). */
      panel: boolean
    }[]
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
      if (!permission && config.auth !== 'panel') return done()
      // A permission, or panel access (any permission) for routes that serve each caller theirs.
      const allowed = (access: { roles: string[]; permissions: string[] }) =>
        permission
          ? can(access, permission)
          : access.roles.includes(SUPER_ADMIN) || access.permissions.length > 0
      request.access().then((access) => done(allowed(access) ? undefined : forbidden()), done)
    })

    // Every dashboard route must name its permission; refusing to start beats an open door.
    app.decorate('dashboardRoutes', [])
    app.addHook('onRoute', (route) => {
      const url = route.url ?? ''
      const config = route.config as { permission?: string; auth?: string } | undefined
      if (!url.startsWith('/api/dashboard')) return
      if (!config?.permission && config?.auth !== 'user' && config?.auth !== 'panel') {
        throw new Error(`Dashboard route ${route.method} ${url} names no permission`)
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          app.dashboardRoutes.push({
            method,
            url,
            permission: config.permission ?? null,
            panel: !config.permission && config.auth === 'panel',
          })
      }
    })
  },
  { name: 'auth', dependencies: ['session'] },
)
