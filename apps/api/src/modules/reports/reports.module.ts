import { defineModule } from '../../lib/module.ts'
import { reportsDashboard } from './reports.dashboard.ts'

/**
 * The charity's numbers: the dashboard home's figures, income reports and the day's
 * reconciliation from the settlement ledger payments keeps, and refunds of payments that came
 * twice. It owns no tables: it reads payments' ledger and the other modules' counts through their
 * services (docs/decisions/019-settlement-ledger.md).
 */
export const reportsModule = defineModule({
  name: 'reports',
  needs: [
    'users',
    'audit',
    'payments',
    'charities',
    'contacts',
    'campaigns',
    'crowns',
    'subscriptions',
    'chests',
    'obligations',
  ],
  register: async (app) => {
    await app.register(reportsDashboard)
  },
})
