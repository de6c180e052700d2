import { defineModule } from '../../lib/module.ts'
import { PropsService } from './props.service.ts'
import { SettingsCache } from './settings.cache.ts'
import { settingsDashboard } from './settings.dashboard.ts'
import { settingsRoutes } from './settings.routes.ts'
import { seedDemoSettings } from './settings.seed.ts'

/**
 * Settings: the site's sections (general, social, contact, app, map...), kept in memory and
 * dropped on every instance when one changes (`app.settings`), and the start-up props built from
 * them and from what other modules contribute (`app.props`). Other modules keep their own
 * groups through `putSetting` and read them from `app.settings`.
 */
export const settingsModule = defineModule({
  name: 'settings',
  needs: ['audit', 'media'],
  register: async (app) => {
    const settings = new SettingsCache(app.db, app.notices)
    await settings.start()
    app.decorate('settings', settings)
    app.decorate('props', new PropsService(app.db, settings))
    await app.register(settingsRoutes)
    await app.register(settingsDashboard)
  },
  seedDemo: seedDemoSettings,
})
