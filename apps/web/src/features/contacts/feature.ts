import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

/**
 * Feedback: people send criticism, suggestions and questions and read the replies; staff read
 * and answer them, choose the subjects, and post the site-wide announcements (the `contacts`
 * permissions govern both).
 */
export const contactsFeature = defineFeature({
  name: 'contacts',
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
