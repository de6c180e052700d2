import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const logsFeature = defineFeature({
  name: 'logs',
  routes: [
    {
      name: 'dashboard-logs',
      path: paths.dashboard.logs,
      layout: 'panel',
      access: 'panel',
      superAdmin: true,
      load: () => import('./pages/logs-page.tsx'),
    },
  ],
})
