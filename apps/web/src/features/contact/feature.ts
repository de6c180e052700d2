import { defineFeature } from '../../lib/feature.ts'
import { paths } from '../../lib/paths.ts'

export const contactFeature = defineFeature({
  name: 'contact',
  routes: [
    {
      name: 'dashboard-contact',
      path: paths.dashboard.contact,
      layout: 'panel',
      access: 'panel',
      permissions: ['contacts.view'],
      load: () => import('./pages/contact-page.tsx'),
    },
    {
      name: 'dashboard-contact-settings',
      path: paths.dashboard.contactSettings,
      layout: 'panel',
      access: 'panel',
      permissions: ['contacts.update'],
      load: () => import('./pages/contact-settings-page.tsx'),
    },
  ],
})
