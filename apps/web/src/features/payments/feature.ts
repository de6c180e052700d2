import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: [
    {
      name: 'verify',
      path: paths.verify,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/verify-page.tsx'),
    },
    {
      name: 'profile-bills',
      path: paths.bills,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/my-bills-page.tsx'),
    },
    {
      name: 'profile-transactions',
      path: paths.transactions,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/my-transactions-page.tsx'),
    },
    {
      name: 'dashboard-bills',
      path: paths.dashboard.bills,
      layout: 'panel',
      access: 'panel',
      permissions: ['bills.view'],
      load: () => import('./pages/dashboard-bills-page.tsx'),
    },
    {
      name: 'dashboard-transactions-name',
      path: paths.dashboard.transactions,
      layout: 'panel',
      access: 'panel',
      permissions: ['transactions.view'],
      load: () => import('./pages/dashboard-transactions-page.tsx'),
    },
  ],
  settingsSections: [
    {
      key: 'gateways',
      title: 'payments:gatewaysTitle',
      order: 120,
      permissions: ['settings.view'],
      load: () => import('./components/gateways-section.tsx'),
    },
  ],
})
