import { defineModule } from '../../lib/module.ts'
import { logsDashboard } from './logs.dashboard.ts'

/**
 * The server log: the server writes it to a rotating file (`logs.service.ts`); the super-admin
 * reads its recent lines and downloads it from the dashboard.
 */
export const logsModule = defineModule({
  name: 'logs',
  register: async (app) => {
    await app.register(logsDashboard)
  },
})
