import { defineFeature } from '../../lib/feature.ts'
import { paths } from '../../lib/paths.ts'

export const contactUsFeature = defineFeature({
  name: 'contact-us',
  routes: [
    {
      name: 'contact-us',
      path: paths.contactUs.create,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/contact-us-page.tsx'),
    },
    {
      name: 'contact-us-all',
      path: paths.contactUs.all,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/contact-us-all-page.tsx'),
    },
    {
      name: 'contact-us-id',
      path: paths.contactUs.show,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/contact-us-show-page.tsx'),
    },
  ],
})
