import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  routes: [
    {
      name: 'dashboard',
      path: paths.dashboard.home,
      layout: 'panel',
      access: 'panel',
      load: () => import('./pages/dashboard-home-page.tsx'),
    },
  ],
})
