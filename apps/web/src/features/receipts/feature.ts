import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const receiptsFeature = defineFeature({
  name: 'receipts',
  routes: [
    {
      name: 'profile-statement',
      path: paths.statement,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/statement-page.tsx'),
    },
  ],
})
