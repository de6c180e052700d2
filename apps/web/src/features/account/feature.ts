import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const accountFeature = defineFeature({
  name: 'account',
  routes: [
    {
      name: 'profile',
      path: paths.profile,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/profile-page.tsx'),
    },
  ],
})
