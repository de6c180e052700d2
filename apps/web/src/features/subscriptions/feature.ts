import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const subscriptionsFeature = defineFeature({
  name: 'subscriptions',
  routes: [
    {
      name: 'subscription-create-slug',
      path: paths.subscription.create,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/subscription-create-page.tsx'),
    },
    {
      name: 'subscription',
      path: paths.subscription.list,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/my-subscriptions-page.tsx'),
    },
    {
      name: 'subscription-pay-token',
      path: paths.subscription.pay,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/pay-link-page.tsx'),
    },
    {
      name: 'subscription-id',
      path: paths.subscription.show,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/subscription-page.tsx'),
    },
    // Spec: "no access rule shown"; a member's own memberships need only a signed-in user.
    {
      name: 'dashboard-subscriptions',
      path: paths.dashboard.subscriptions,
      layout: 'panel',
      access: 'auth',
      load: () => import('./pages/dashboard-my-subscriptions-page.tsx'),
    },
    {
      name: 'dashboard-user-subscriptions',
      path: paths.dashboard.userSubscriptions,
      layout: 'panel',
      access: 'panel',
      // Everyone's memberships, and the kinds of membership on their own tab.
      permissions: ['user-subscriptions.view', 'subscriptions.view'],
      load: () => import('./pages/dashboard-user-subscriptions-page.tsx'),
    },
  ],
})
