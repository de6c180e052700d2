import { defineModule } from '../../lib/module.ts'
import { rolesDashboard } from './roles.dashboard.ts'
import { usersDashboard } from './users.dashboard.ts'
import { usersRoutes } from './users.routes.ts'

/**
 * People: accounts, their browser sessions, roles and the permissions roles grant. The session
 * plugin reads sessions and permissions through `users.service.ts` and `access.service.ts`.
 */
export const usersModule = defineModule({
  name: 'users',
  needs: ['audit'],
  register: async (app) => {
    await app.register(usersRoutes)
    await app.register(usersDashboard)
    await app.register(rolesDashboard)
  },
})
