import { defineModule } from '../../lib/module.ts'
import { systemRoutes } from './system.routes.ts'

/** `GET /api/health`. */
export const systemModule = defineModule({
  name: 'system',
  register: async (app) => {
    await app.register(systemRoutes)
  },
})
