import { defineModule } from '../../lib/module.ts'
import { chestDashboard } from './chests.dashboard.ts'
import { chestRoutes } from './chests.routes.ts'
import { seedChests } from './chests.seed.ts'
import { ChestsService } from './chests.service.ts'

/**
 * Charity boxes: owners request a box, ask for it to be emptied and may pay it online (the
 * `chest` bill item kind); staff approve and deliver boxes, send collectors, and record what they
 * count through the payments module's staff-only cash gateway.
 */
export const chestsModule = defineModule({
  name: 'chests',
  needs: ['payments', 'users', 'audit', 'notifications', 'sms'],
  register: async (app) => {
    const service = new ChestsService(app)
    app.payments.registerKind('chest', {
      onPaid: (tx, item, bill) => service.onPaid(tx, item, bill),
    })
    await app.register(chestRoutes, { service })
    await app.register(chestDashboard, { service })
  },
  seedDemo: seedChests,
})
