import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const smsFeature = defineFeature({
  name: 'sms',
  routes: [
    {
      name: 'dashboard-sms',
      path: paths.dashboard.sms,
      layout: 'panel',
      access: 'panel',
      permissions: ['sms.view'],
      load: () => import('./pages/sms-page.tsx'),
    },
    {
      name: 'dashboard-sms-settings',
      path: paths.dashboard.smsSettings,
      layout: 'panel',
      access: 'panel',
      permissions: ['sms.update'],
      load: () => import('./pages/sms-settings-page.tsx'),
    },
  ],
})
