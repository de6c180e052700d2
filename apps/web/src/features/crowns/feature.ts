import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const crownsFeature = defineFeature({
  name: 'crowns',
  routes: [
    {
      name: 'crown',
      path: paths.crown,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/crown-page.tsx'),
    },
    {
      name: 'profile-crowns',
      path: paths.myCrowns,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/my-crowns-page.tsx'),
    },
    {
      name: 'dashboard-crowns',
      path: paths.dashboard.crowns,
      layout: 'panel',
      access: 'panel',
      permissions: ['crowns.view'],
      load: () => import('./pages/dashboard-crowns-page.tsx'),
    },
    {
      name: 'dashboard-crowns-list-print',
      path: paths.dashboard.crownsListPrint,
      layout: 'blank',
      access: 'panel',
      permissions: ['crowns.print'],
      load: () => import('./pages/crowns-list-print-page.tsx'),
    },
    {
      name: 'dashboard-crowns-print-id',
      path: paths.dashboard.crownPrint,
      layout: 'blank',
      access: 'panel',
      permissions: ['crowns.print'],
      load: () => import('./pages/crown-print-page.tsx'),
    },
  ],
  settingsSections: [
    {
      // The cut-off (crowns) and the crown types share the spec's "crowns" tab.
      key: 'crowns',
      title: 'crowns:settings.typesTitle',
      order: 30,
      permissions: ['crown-types.view', 'crowns.view'],
      load: () => import('./components/crown-types-section.tsx'),
    },
    {
      key: 'locations',
      title: 'crowns:settings.locationsTitle',
      order: 50,
      permissions: ['crown-locations.view'],
      load: () => import('./components/locations-section.tsx'),
    },
  ],
})
