import { defineModule } from '../../lib/module.ts'
import { crownTypesDashboard } from './crown-types.dashboard.ts'
import { activeCrownTypes } from './crown-types.repository.ts'
import { seedCrownTypes } from './crown-types.seed.ts'

/** Crown types (settings → crowns): the staff's resource and the props' `CrownTypes`. */
export const crownTypesModule = defineModule({
  name: 'crown-types',
  needs: ['media', 'settings', 'audit'],
  register: async (app) => {
    app.props.contribute(async (db) => ({
      CrownTypes: (await activeCrownTypes(db)).map((r) => ({
        id: r.id,
        title: r.title,
        image: r.imageUrl,
        price: r.price,
      })),
    }))
    await app.register(crownTypesDashboard)
  },
  seedDemo: seedCrownTypes,
})
