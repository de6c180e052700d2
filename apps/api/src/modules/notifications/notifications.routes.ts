import {
  capPageSize,
  DEFAULT_PAGE_SIZE,
  paginated,
  readAllResponse,
  unreadCount,
  userNotification,
  type Announcement,
  type UserNotification,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import {
  markAllRead,
  markRead,
  notificationsOfUser,
  unreadCountOf,
} from './notifications.repository.ts'
import type { NotificationRow } from './notifications.tables.ts'

const signedIn = { auth: 'user' as const }
const tags = ['notifications']

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().catch(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})

export const presentNotification = (row: NotificationRow): UserNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

export const presentAnnouncement = (row: NotificationRow): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
})

/** A user's own notifications, the site-wide announcements in the props, and their dashboard. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/api/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        querystring: pageQuery,
        response: { 200: paginated(userNotification) },
      },
    },
    async (request) => {
      const perPage = capPageSize(request.query.per_page)
      const page = request.query.page
      const { rows, total } = await notificationsOfUser(db, request.user!.id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      })
      return {
        data: rows.map(presentNotification),
        meta: pageMeta(page, perPage, total),
      }
    },
  )

  app.get(
    '/api/notifications/unread-count',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'How many of them are unread (the header badge asks every minute)',
        response: { 200: unreadCount },
      },
    },
    async (request) => ({ data: { count: await unreadCountOf(db, request.user!.id) } }),
  )

  app.post(
    '/api/notifications/read-all',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Marks all of them read',
        response: { 200: readAllResponse },
      },
    },
    async (request) => ({ data: { updated: await markAllRead(db, request.user!.id) } }),
  )

  app.post(
    '/api/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Marks one of them read',
        params: z.object({ id: z.coerce.number().int().positive().catch(0) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Someone else's notification does not exist for this user.
      if (!(await markRead(db, request.user!.id, request.params.id))) throw notFound()
      return reply.code(204).send(null)
    },
  )
}
