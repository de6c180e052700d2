import { defineModule } from '../../lib/module.ts'
import { staticPagesDashboard } from './static-pages.dashboard.ts'
import { staticPagesRoutes } from './static-pages.routes.ts'
import { seedStaticPages } from './static-pages.seed.ts'

/**
 * Static pages (about, terms...): sanitised HTML by slug for everyone, edited by staff under the
 * `settings` permissions (the spec has no group of their own).
 */
export const staticPagesModule = defineModule({
  name: 'static-pages',
  needs: ['audit'],
  register: async (app) => {
    await app.register(staticPagesRoutes)
    await app.register(staticPagesDashboard)
  },
  seedDemo: seedStaticPages,
})
