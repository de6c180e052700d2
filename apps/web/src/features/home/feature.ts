import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const homeFeature = defineFeature({
  name: 'home',
  routes: [
    {
      name: 'index',
      path: paths.home,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/home-page.tsx'),
    },
  ],
})
