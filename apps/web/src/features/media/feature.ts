import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const mediaFeature = defineFeature({
  name: 'media',
  routes: [
    {
      name: 'dashboard-media',
      path: paths.dashboard.media,
      layout: 'panel',
      access: 'panel',
      permissions: ['medias.view'],
      load: () => import('./pages/media-page.tsx'),
    },
  ],
})
