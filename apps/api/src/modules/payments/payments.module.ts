import { payBillForm } from '../../plugins/web-forms.ts'
import { defineModule } from '../../lib/module.ts'
import {
  defaultGateway,
  enabledGateways,
  GATEWAY_TITLES,
  gatewaySettingsOf,
} from './gateways/registry.ts'
import { paymentsDashboard } from './payments.dashboard.ts'
import { paymentsRoutes } from './payments.routes.ts'
import { PaymentsService } from './payments.service.ts'

const RECONCILE_QUEUE = 'payments.reconcile'

/**
 * Payments: bills, attempts at gateways, callbacks, reconciliation and their dashboards. Other
 * modules use `app.payments`: they register the item kinds they sell, make bills for them, and
 * ask about bills they hold (docs/decisions/005-payments-exactly-once.md).
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['settings', 'auth', 'users', 'audit'],
  register: async (app) => {
    app.decorate('payments', new PaymentsService(app))
    // Paying again after a canceled payment, before the page's script or without it.
    app.formPage('/verify', payBillForm)

    app.props.contribute(async (_db, stored) => {
      const settings = gatewaySettingsOf(stored.payments)
      return {
        PaymentMethods: enabledGateways(settings).map((name) => ({
          name,
          title: GATEWAY_TITLES[name].fa,
          icon: null,
        })),
        defaultGateway: defaultGateway(settings),
      }
    })
    // What a guest paid (or left unpaid) with a mobile is theirs once they sign in with it.
    app.signInHooks.push((tx, user) => app.payments.claimGuestBills(tx, user.id, user.mobile))
    app.jobs.define(
      RECONCILE_QUEUE,
      { retryLimit: 0 },
      async () => {
        await app.payments.reconcile()
      },
      '*/5 * * * *',
    )

    await app.register(paymentsRoutes)
    await app.register(paymentsDashboard)
  },
})
