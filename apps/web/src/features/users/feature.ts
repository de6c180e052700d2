import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const usersFeature = defineFeature({
  name: 'users',
  routes: [
    {
      name: 'dashboard-users',
      path: paths.dashboard.users,
      layout: 'panel',
      access: 'panel',
      permissions: ['users.view'],
      load: () => import('./pages/users-page.tsx'),
    },
    {
      name: 'dashboard-users-roles',
      path: paths.dashboard.roles,
      layout: 'panel',
      access: 'panel',
      permissions: ['roles.view'],
      load: () => import('./pages/roles-page.tsx'),
    },
  ],
})
