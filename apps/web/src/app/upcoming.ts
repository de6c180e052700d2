import { defineFeature, type FeatureRoute } from '../lib/feature.ts'
import { paths } from '../lib/paths.ts'

const placeholder = () => import('./placeholder-page.tsx')
type Upcoming = Omit<FeatureRoute, 'load'>
const upcoming = (route: Upcoming): FeatureRoute => ({ ...route, load: placeholder })

/**
 * Routes of spec section 2 whose features are still to be built: their layout, guard and title
 * are already real. A feature built later removes its lines here and lists itself in
 * `features.ts`.
 */
export const upcomingFeature = defineFeature({
  name: 'upcoming',
  routes: (
    [
      {
        name: 'subscription-create-slug',
        path: paths.subscription.create,
        layout: 'default',
        access: 'public',
      },
      { name: 'chest', path: paths.chest.landing, layout: 'default', access: 'guest' },
      {
        name: 'chest-create',
        path: paths.chest.create,
        layout: 'default',
        access: 'auth',
        keepAlive: true,
      },
      { name: 'chest-id', path: paths.chest.show, layout: 'default', access: 'auth' },
      { name: 'subscription', path: paths.subscription.list, layout: 'default', access: 'auth' },
      { name: 'subscription-id', path: paths.subscription.show, layout: 'default', access: 'auth' },
      // Spec: "no access rule shown"; a member's own memberships need only a signed-in user.
      {
        name: 'dashboard-subscriptions',
        path: paths.dashboard.subscriptions,
        layout: 'panel',
        access: 'auth',
      },
      {
        name: 'dashboard-chests',
        path: paths.dashboard.chests,
        layout: 'panel',
        access: 'panel',
        permissions: ['chests.view', 'chest-discharges.view'],
      },
      {
        name: 'dashboard-user-subscriptions',
        path: paths.dashboard.userSubscriptions,
        layout: 'panel',
        access: 'panel',
        permissions: ['user-subscriptions.view'],
      },
    ] satisfies Upcoming[]
  ).map(upcoming),
})
