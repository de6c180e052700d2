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
      // Field workers open it on a phone: the server renders it (docs/decisions/036).
      serverRender: true,
      load: () => import('./pages/dashboard-home-page.tsx'),
    },
  ],
})
