import { defineModule } from '../../lib/module.ts'
import { crownLocationsDashboard } from './crown-locations.dashboard.ts'
import { crownLocationsRoutes } from './crown-locations.routes.ts'
import { seedCrownLocations } from './crown-locations.seed.ts'

/** Ceremony locations a crown is sent to: the public list and the staff's resource. */
export const crownLocationsModule = defineModule({
  name: 'crown-locations',
  needs: ['audit'],
  register: async (app) => {
    await app.register(crownLocationsRoutes)
    await app.register(crownLocationsDashboard)
  },
  seedDemo: seedCrownLocations,
})
