import { defineModule } from '../../lib/module.ts'
import { contactsDashboard } from './contacts.dashboard.ts'
import { contactsRoutes } from './contacts.routes.ts'

/**
 * Feedback (criticism, suggestions, questions): people send messages with an optional file and
 * read the replies; staff read, answer, and choose the subjects and who hears of new messages.
 */
export const contactsModule = defineModule({
  name: 'contacts',
  needs: ['users', 'media', 'notifications', 'sms', 'settings', 'rate-limits', 'audit'],
  register: async (app) => {
    await app.register(contactsRoutes)
    await app.register(contactsDashboard)
  },
})
