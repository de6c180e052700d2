import { defineModule } from '../../lib/module.ts'
import { rolesDashboard } from './roles.dashboard.ts'
import { usersDashboard } from './users.dashboard.ts'
import { usersRoutes } from './users.routes.ts'
import { purgeEndedSessions, SESSIONS_PURGE_QUEUE } from './users.service.ts'

/**
 * People: accounts, their browser sessions, roles and the permissions roles grant. The session
 * plugin reads sessions and permissions through `users.service.ts` and `access.service.ts`.
 * Sessions that have ended (idle too long, old ids past their grace) are removed hourly.
 */
export const usersModule = defineModule({
  name: 'users',
  needs: ['audit'],
  register: async (app) => {
    app.jobs.define(
      SESSIONS_PURGE_QUEUE,
      { retryLimit: 0 },
      async () => {
        const deleted = await purgeEndedSessions(app.db, app.config)
        if (deleted) app.log.info({ deleted }, 'ended sessions removed')
      },
      '43 * * * *',
    )
    await app.register(usersRoutes)
    await app.register(usersDashboard)
    await app.register(rolesDashboard)
  },
})
