import { defineModule } from '../../lib/module.ts'
import { slidersDashboard } from './sliders.dashboard.ts'
import { slidersRoutes } from './sliders.routes.ts'

/** The home page's slides: the public list, and the staff's slides and their order. */
export const slidersModule = defineModule({
  name: 'sliders',
  needs: ['media', 'settings', 'audit'],
  register: async (app) => {
    await app.register(slidersRoutes)
    await app.register(slidersDashboard)
  },
})
