import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const obligationsFeature = defineFeature({
  name: 'obligations',
  routes: [
    {
      name: 'obligation',
      path: paths.obligation.list,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/obligations-page.tsx'),
    },
    {
      name: 'obligation-slug',
      path: paths.obligation.show,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/obligation-page.tsx'),
    },
    {
      name: 'dashboard-obligations',
      path: paths.dashboard.obligations,
      layout: 'panel',
      access: 'panel',
      permissions: ['charity-price.view'],
      load: () => import('./pages/dashboard-obligations-page.tsx'),
    },
  ],
})
