import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const chestsFeature = defineFeature({
  name: 'chests',
  routes: [
    {
      // Guests only, as the spec says; a signed-in visitor is sent to their own boxes instead.
      name: 'chest',
      path: paths.chest.landing,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/chest-landing-page.tsx'),
    },
    {
      name: 'chest-create',
      path: paths.chest.create,
      layout: 'default',
      access: 'auth',
      // Its plain form works before the script (docs/decisions/033).
      serverRender: true,
      keepAlive: true,
      load: () => import('./pages/chest-create-page.tsx'),
    },
    {
      name: 'chest-id',
      path: paths.chest.show,
      layout: 'default',
      access: 'auth',
      // Its plain form works before the script (docs/decisions/033).
      serverRender: true,
      load: () => import('./pages/chest-page.tsx'),
    },
    {
      name: 'profile-chests',
      path: paths.chest.mine,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/my-chests-page.tsx'),
    },
    {
      name: 'dashboard-chests',
      path: paths.dashboard.chests,
      layout: 'panel',
      access: 'panel',
      // A collector without the boxes list lands on their round.
      permissions: ['chests.view', 'chest-discharges.view'],
      // Field workers open it on a phone: the server renders it (docs/decisions/036).
      serverRender: true,
      load: () => import('./pages/dashboard-chests-page.tsx'),
    },
    {
      name: 'dashboard-chests-discharges',
      path: paths.dashboard.chestDischarges,
      layout: 'panel',
      access: 'panel',
      permissions: ['chest-discharges.view'],
      // Field workers open it on a phone: the server renders it (docs/decisions/036).
      serverRender: true,
      load: () => import('./pages/dashboard-discharges-page.tsx'),
    },
    {
      name: 'dashboard-chests-round',
      path: paths.dashboard.chestRound,
      layout: 'panel',
      access: 'panel',
      permissions: ['chest-discharges.view'],
      load: () => import('./pages/dashboard-round-page.tsx'),
    },
    {
      name: 'dashboard-chests-types',
      path: paths.dashboard.chestTypes,
      layout: 'panel',
      access: 'panel',
      permissions: ['chest-types.view'],
      load: () => import('./pages/dashboard-chest-types-page.tsx'),
    },
    {
      name: 'dashboard-chests-materials',
      path: paths.dashboard.chestMaterials,
      layout: 'panel',
      access: 'panel',
      permissions: ['chest-materials.view'],
      load: () => import('./pages/dashboard-chest-materials-page.tsx'),
    },
  ],
})
