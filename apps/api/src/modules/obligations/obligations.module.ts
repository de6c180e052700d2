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

    // The calculator's plain form, before the page's script or without it: pays as its script does.
    app.formPage('/obligation/:slug', async (form) => {
      const { data } = await form.call<{ data: { bill: { id: number; token: string } } }>(
        'POST',
        `/api/obligations/${encodeURIComponent(form.params.slug!)}/payments`,
        {
          count: form.fields.count ?? '',
          staple: form.fields.staple ?? '',
          gift: form.fields.gift ?? '',
          mobile: form.fields.mobile ?? '',
        },
      )
      return form.pay(data.bill)
    })

    await app.register(obligationsRoutes)
    await app.register(obligationsDashboard)
  },
  seedDemo: seedObligations,
})
