import { postedAmount } from '../../plugins/web-forms.ts'
import { defineModule } from '../../lib/module.ts'
import { presentImages } from '../media/images.service.ts'
import { subscriptionDashboard } from './subscriptions.dashboard.ts'
import {
  activeTypes,
  adoptGuestSubscriptions,
  membershipsOfCharges,
} from './subscriptions.repository.ts'
import { subscriptionRoutes } from './subscriptions.routes.ts'
import { subscriptionTestingRoutes } from './subscriptions.testing.ts'
import { seedSubscriptionTypes } from './subscriptions.seed.ts'
import { REMINDER_QUEUE, SubscriptionsService } from './subscriptions.service.ts'

/**
 * Recurring memberships: kinds staff offer (`props.subscriptionTypes`), members' ledgers of
 * Jalali periods (the `subscription` bill item kind moves them when paid), reminders with pay
 * links, and staff's view of everyone's memberships.
 */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  needs: ['payments', 'users', 'media', 'audit', 'settings', 'auth', 'notifications', 'sms'],
  register: async (app) => {
    const service = new SubscriptionsService(app)
    app.decorate('subscriptions', service)

    // The membership's plain form, before the page's script or without it: as its script does.
    app.formPage('/subscription/create/:slug', async (form) => {
      const { data } = await form.call<{ data: { bill: { id: number; token: string } } }>(
        'POST',
        '/api/subscriptions',
        {
          type: form.params.slug,
          amount: postedAmount(form.fields),
          periods: form.fields.periods ?? '1',
          start: form.fields.start || null,
          mobile: form.fields.mobile ?? '',
        },
      )
      return form.pay(data.bill)
    })
    // A reminder's pay link, before the page's script or without it: the link's bill, then the bank.
    app.formPage('/subscription/pay/:token', async (form) => {
      const { data } = await form.call<{ data: { bill: { id: number; token: string } } }>(
        'POST',
        `/api/subscriptions/pay/${encodeURIComponent(form.params.token!)}`,
      )
      return form.pay(data.bill)
    })

    app.payments.registerKind('subscription', {
      onPaid: (tx, item, bill) => service.onPaid(tx, item, bill),
      // A payment's receipt leads back to its membership.
      parentsOf: membershipsOfCharges,
    })
    app.signInHooks.push((tx, user) => adoptGuestSubscriptions(tx, user.id, user.mobile))

    app.props.contribute(async (db) => {
      const types = await activeTypes(db)
      const images = await presentImages(
        app,
        types.map((t) => (t.imageUrl ? { url: t.imageUrl, mediaId: t.imageMediaId } : null)),
        db,
      )
      return {
        subscriptionTypes: types.map((t, i) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          description: t.description,
          image: images[i] ?? null,
          period_months: t.periodMonths,
          price: { default_amounts: t.suggestedAmounts, min_amount: t.minAmount },
        })),
      }
    })

    // On each membership's due day (between 9 and 21, Tehran time, so nobody is texted at night).
    app.jobs.define(
      REMINDER_QUEUE,
      { retryLimit: 1, retryDelay: 300 },
      async () => {
        const sent = await service.sendReminders()
        if (sent) app.log.info({ sent }, 'membership reminders sent')
      },
      '0 9-21 * * *',
    )

    await app.register(subscriptionRoutes, { service })
    await app.register(subscriptionDashboard, { service })
    // Browser tests only: their server cannot move the clock.
    if (app.config.e2eTesting) await app.register(subscriptionTestingRoutes, { service })
  },
  seedDemo: seedSubscriptionTypes,
})
