import { defineModule } from '../../lib/module.ts'
import { announcementsDashboard } from './notifications.dashboard.ts'
import { latestAnnouncements } from './notifications.repository.ts'
import { notificationsRoutes, presentAnnouncement } from './notifications.routes.ts'
import { seedAnnouncements } from './notifications.seed.ts'

/** How many announcements the props carry (the newest first). */
const PROPS_ANNOUNCEMENTS = 10

/**
 * Notifications: what other modules leave for a person (`notify` in their own transaction), the
 * person's list and unread count, and the site-wide announcements the props carry.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['settings'],
  register: async (app) => {
    app.props.contribute(async (db) => ({
      notifications: (await latestAnnouncements(db, PROPS_ANNOUNCEMENTS)).map(presentAnnouncement),
    }))
    await app.register(notificationsRoutes)
    await app.register(announcementsDashboard)
  },
  seedDemo: seedAnnouncements,
})
