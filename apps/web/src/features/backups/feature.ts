import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const backupsFeature = defineFeature({
  name: 'backups',
  routes: [
    {
      name: 'dashboard-backups',
      path: paths.dashboard.backups,
      layout: 'panel',
      access: 'panel',
      // Whole copies of every record: the super-admin's alone, as the server log is.
      superAdmin: true,
      load: () => import('./pages/backups-page.tsx'),
    },
  ],
})
