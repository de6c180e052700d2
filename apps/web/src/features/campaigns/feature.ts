import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const campaignsFeature = defineFeature({
  name: 'campaigns',
  routes: [
    {
      name: 'campaign',
      path: paths.campaign.list,
      layout: 'default',
      access: 'public',
      keepAlive: true,
      load: () => import('./pages/campaign-list-page.tsx'),
    },
    {
      name: 'campaign-slug',
      path: paths.campaign.show,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/campaign-page.tsx'),
    },
    {
      name: 'dashboard-campaign',
      path: paths.dashboard.campaign,
      layout: 'panel',
      access: 'panel',
      permissions: ['campaigns.view'],
      load: () => import('./pages/dashboard-campaigns-page.tsx'),
    },
    {
      name: 'dashboard-campaign-id',
      path: paths.dashboard.campaignShow,
      layout: 'panel',
      access: 'panel',
      permissions: ['campaigns.view'],
      load: () => import('./pages/dashboard-campaign-page.tsx'),
    },
  ],
})
