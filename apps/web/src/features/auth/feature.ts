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
      // Signing in by code works without script (a membership's owner is not stuck).
      serverRender: true,
      load: () => import('./pages/signin-page.tsx'),
    },
  ],
})
