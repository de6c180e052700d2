import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    {
      name: 'auth-signin',
      path: paths.signin,
      layout: 'auth',
      access: 'guest',
      load: () => import('./pages/signin-page.tsx'),
    },
  ],
})
