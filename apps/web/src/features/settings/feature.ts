import type { Permission } from '@kheyr/contracts/permissions'
import { defineFeature, type SettingsSection } from '#lib/feature.ts'
import { paths } from '#lib/paths.ts'

const section = (
  key: string,
  order: number,
  load: SettingsSection['load'],
  permissions: Permission[] = ['settings.view'],
): SettingsSection => ({ key, title: `settings:sections.${key}`, order, permissions, load })

export const settingsFeature = defineFeature({
  name: 'settings',
  routes: [
    {
      name: 'dashboard-settings',
      path: paths.dashboard.settings,
      layout: 'panel',
      access: 'panel',
      // Crowns' tabs (the cut-off, types, ceremony locations) have permission groups of their own.
      permissions: ['settings.view', 'crowns.view', 'crown-types.view', 'crown-locations.view'],
      load: () => import('./pages/settings-page.tsx'),
    },
  ],
  settingsSections: [
    section('general', 10, () => import('./sections/general-section.tsx')),
    section('slider', 20, () => import('./sections/slider-section.tsx')),
    section('social', 70, () => import('./sections/social-section.tsx')),
    section('contact', 80, () => import('./sections/contact-section.tsx')),
    section('app', 90, () => import('./sections/app-links-section.tsx')),
    section('android', 100, () => import('./sections/android-section.tsx')),
    section('map', 110, () => import('./sections/map-section.tsx')),
    // Ours, beyond the spec's tabs: what donors look for before paying (issue 18).
    section('trust', 130, () => import('./sections/trust-section.tsx')),
  ],
})
