import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const staticPagesFeature = defineFeature({
  name: 'static-pages',
  routes: [
    {
      name: 'static_page-slug',
      path: paths.staticPage,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/static-page.tsx'),
    },
    {
      name: 'dashboard-settings-static-page',
      path: paths.dashboard.staticPage,
      layout: 'panel',
      access: 'panel',
      permissions: ['settings.view'],
      load: () => import('./pages/static-page-editor-page.tsx'),
    },
  ],
  settingsSections: [
    {
      key: 'static-pages',
      title: 'static-pages:sectionTitle',
      order: 60,
      permissions: ['settings.view'],
      load: () => import('./components/static-pages-section.tsx'),
    },
  ],
})
