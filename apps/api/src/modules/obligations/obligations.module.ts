import { defineModule } from '../../lib/module.ts'
import { obligationsDashboard } from './obligations.dashboard.ts'
import {
  adoptGuestPayments,
  markPaymentPaid,
  markPaymentsPaidSql,
} from './obligations.repository.ts'
import { obligationsRoutes } from './obligations.routes.ts'
import { seedObligations } from './obligations.seed.ts'

/**
 * Religious obligations paid at the year's rates (fitriyeh, kaffara, fidyah and the charity's
 * own): staff keep each Jalali year's rates per staple, donors pay rate x people or days through
 * a bill item of kind `obligation` that keeps their answers (docs/decisions/034-obligations.md).
 */
export const obligationsModule = defineModule({
  name: 'obligations',
  needs: ['payments', 'auth', 'audit'],
  register: async (app) => {
    app.payments.registerKind('obligation', {
      onPaid: (tx, item) => markPaymentPaid(tx, item.itemId),
      paidSql: markPaymentsPaidSql,
    })
    app.signInHooks.push((tx, user) => adoptGuestPayments(tx, user.id, user.mobile))

    await app.register(obligationsRoutes)
    await app.register(obligationsDashboard)
  },
  seedDemo: seedObligations,
})
