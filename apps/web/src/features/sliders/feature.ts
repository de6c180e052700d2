import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const slidersFeature = defineFeature({
  name: 'sliders',
  routes: [
    {
      name: 'dashboard-sliders',
      path: paths.dashboard.sliders,
      layout: 'panel',
      access: 'panel',
      permissions: ['sliders.view'],
      load: () => import('./pages/sliders-page.tsx'),
    },
  ],
})
