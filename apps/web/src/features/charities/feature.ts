import { defineFeature } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

export const charitiesFeature = defineFeature({
  name: 'charities',
  routes: [
    {
      name: 'charity-create-slug',
      path: paths.charity.create,
      layout: 'default',
      access: 'public',
      load: () => import('./pages/charity-create-page.tsx'),
    },
    {
      name: 'charity',
      path: paths.charity.overview,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/charity-overview-page.tsx'),
    },
    {
      name: 'charity-all',
      path: paths.charity.all,
      layout: 'default',
      access: 'auth',
      keepAlive: true,
      load: () => import('./pages/charity-list-page.tsx'),
    },
    {
      name: 'charity-pay-all',
      path: paths.charity.payAll,
      layout: 'default',
      access: 'auth',
      // Its plain form works before the script (docs/decisions/033).
      serverRender: true,
      load: () => import('./pages/charity-pay-all-page.tsx'),
    },
    {
      name: 'charity-id',
      path: paths.charity.show,
      layout: 'default',
      access: 'auth',
      load: () => import('./pages/charity-detail-page.tsx'),
    },
  ],
  settingsSections: [
    {
      key: 'charities',
      title: 'charities:settings.sectionTitle',
      order: 40,
      permissions: ['categories.view', 'charity-types.view', 'charity-price.view'],
      load: () => import('./components/charities-settings.tsx'),
    },
  ],
})
