import { defineModule } from '../../lib/module.ts'
import { authRoutes } from './auth.routes.ts'

/**
 * Signing in and out: codes by SMS, passwords, the two-factor challenge, password reset, and
 * `GET /api/user`. Modules that need it add their sign-in work to `app.signInHooks`.
 */
export const authModule = defineModule({
  name: 'auth',
  needs: ['users', 'otp', 'rate-limits', 'notifications'],
  register: async (app) => {
    app.decorate('signInHooks', [])
    await app.register(authRoutes)
  },
})
