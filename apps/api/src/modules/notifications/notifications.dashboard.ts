import {
  announcement,
  announcementInput,
  type Announcement,
  type AnnouncementInput,
} from '@kheyr/contracts'
import { isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { presentAnnouncement } from './notifications.routes.ts'
import { notifications, type NotificationRow } from './notifications.tables.ts'

/**
 * Site-wide announcements. They are the charity talking to its people, like replying to their
 * messages, so the `contacts` permissions govern them (not `settings`, which is configuration).
 */
export const announcementsDashboard: FastifyPluginAsyncZod = async (app) => {
  // Announcements are in the props: a change must show at once, after its transaction commits.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.props.invalidate()
  })

  await app.register(
    defineResource<NotificationRow, Announcement, AnnouncementInput, AnnouncementInput>({
      name: 'announcements',
      table: notifications,
      permission: 'contacts',
      output: announcement,
      defaultSort: '-created_at',
      scope: () => isNull(notifications.userId),
      columns: {
        id: { column: notifications.id, type: 'number', filter: true, sort: true },
        title: { column: notifications.title, type: 'text', search: true, sort: true },
        body: { column: notifications.body, type: 'text', search: true },
        created_at: { column: notifications.createdAt, type: 'date', filter: true, sort: true },
      },
      present: (rows) => rows.map(presentAnnouncement),
      create: {
        input: announcementInput,
        values: (input) => ({
          userId: null,
          kind: 'announcement',
          title: input.title,
          body: input.body,
          link: input.link,
        }),
      },
      update: {
        input: announcementInput,
        values: (input) => ({ title: input.title, body: input.body, link: input.link }),
      },
      remove: {},
    }),
  )
}
