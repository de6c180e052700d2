import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const reportsFeature = defineFeature({
  name: 'reports',
  routes: [
    {
      name: 'dashboard-reports',
      path: paths.dashboard.reports,
      layout: 'panel',
      access: 'panel',
      permissions: ['reports.view'],
      load: () => import('./pages/income-report-page.tsx'),
    },
    {
      name: 'dashboard-reports-reconciliation',
      path: paths.dashboard.reconciliation,
      layout: 'panel',
      access: 'panel',
      permissions: ['reports.view'],
      load: () => import('./pages/reconciliation-page.tsx'),
    },
    {
      name: 'dashboard-refunds',
      path: paths.dashboard.refunds,
      layout: 'panel',
      access: 'panel',
      permissions: ['transactions.view'],
      load: () => import('./pages/refunds-page.tsx'),
    },
  ],
})
