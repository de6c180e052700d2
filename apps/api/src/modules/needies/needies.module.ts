import { defineModule } from '../../lib/module.ts'
import { neediesDashboard } from './needies.dashboard.ts'
import { seedNeedies } from './needies.seed.ts'

/**
 * The needy registry: people, dependents, visits and the help they receive (staff only). Its
 * files live in the media module (private, collection `needies`).
 */
export const neediesModule = defineModule({
  name: 'needies',
  needs: ['media', 'users', 'audit'],
  // Its own encapsulated plugin, so the registry's hooks (scope, audit of reads) stay on its routes.
  register: async (app) => {
    await app.register(neediesDashboard)
  },
  seedDemo: seedNeedies,
})
