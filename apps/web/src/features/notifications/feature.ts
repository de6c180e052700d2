import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: [
    {
      name: 'notifications',
      path: paths.notifications,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/notifications-page.tsx'),
    },
  ],
})
