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
      { name: 'crown', path: paths.crown, layout: 'default', access: 'public' },
      {
        name: 'subscription-create-slug',
        path: paths.subscription.create,
        layout: 'default',
        access: 'public',
      },
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
        name: 'dashboard-crowns',
        path: paths.dashboard.crowns,
        layout: 'panel',
        access: 'panel',
        permissions: ['crowns.view'],
      },
      {
        name: 'dashboard-user-subscriptions',
        path: paths.dashboard.userSubscriptions,
        layout: 'panel',
        access: 'panel',
        permissions: ['user-subscriptions.view'],
      },
      {
        name: 'dashboard-crowns-list-print',
        path: paths.dashboard.crownsListPrint,
        layout: 'blank',
        access: 'panel',
        permissions: ['crowns.print'],
      },
      {
        name: 'dashboard-crowns-print-id',
        path: paths.dashboard.crownPrint,
        layout: 'blank',
        access: 'panel',
        permissions: ['crowns.print'],
      },
    ] satisfies Upcoming[]
  ).map(upcoming),
})
