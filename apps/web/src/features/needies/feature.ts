import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const neediesFeature = defineFeature({
  name: 'needies',
  routes: [
    {
      name: 'dashboard-needies',
      path: paths.dashboard.needies,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies.view'],
      // Field workers open it on a phone: the server renders it (docs/decisions/036).
      serverRender: true,
      load: () => import('./pages/needies-page.tsx'),
    },
    {
      name: 'dashboard-needies-create',
      path: paths.dashboard.needyCreate,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies.create'],
      load: () => import('./pages/needy-form-page.tsx'),
    },
    {
      name: 'dashboard-needies-id',
      path: paths.dashboard.needy,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies.view'],
      // Field workers open it on a phone: the server renders it (docs/decisions/036).
      serverRender: true,
      load: () => import('./pages/needy-page.tsx'),
    },
    {
      name: 'dashboard-needies-id-edit',
      path: paths.dashboard.needyEdit,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies.update'],
      load: () => import('./pages/needy-form-page.tsx'),
    },
    {
      name: 'dashboard-needies-dependents',
      path: paths.dashboard.dependents,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies-dependents.view'],
      load: () => import('./pages/dependents-page.tsx'),
    },
    {
      name: 'dashboard-needies-helps',
      path: paths.dashboard.helps,
      layout: 'panel',
      access: 'panel',
      permissions: ['needies-helps.view'],
      load: () => import('./pages/helps-page.tsx'),
    },
  ],
})
