import { defineModule } from '../../lib/module.ts'
import { accountRoutes } from './account.routes.ts'

/**
 * The signed-in person's own account: profile, password, mobile, two-factor sign-in, browser
 * sessions, and deleting the account. Sensitive actions need a fresh confirmation (auth).
 */
export const accountModule = defineModule({
  name: 'account',
  needs: ['users', 'auth', 'otp', 'audit'],
  register: async (app) => {
    await app.register(accountRoutes)
  },
})
