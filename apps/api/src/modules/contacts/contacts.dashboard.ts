import {
  contactReplyInput,
  contactSettings,
  contactSettingsInput,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  dashboardContact,
  encodeMessage,
  staffMember,
  type ContactSettingsInput,
  type DashboardContact,
} from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { normalizeSearch } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { allRoles, findStaff, liveUsersByIds, userSummaries } from '../users/users.service.ts'
import {
  findContactForUpdate,
  highestUsedSubjectId,
  markContactRead,
} from './contacts.repository.ts'
import { idParams, presentContacts, tags } from './contacts.routes.ts'
import { contactSettingsOf, replyToContact, saveContactSettings } from './contacts.service.ts'
import { contactMessages, type ContactMessageRow } from './contacts.tables.ts'

const SHOW_ROUTE = '/api/dashboard/contacts/:id'

/** Staff routes: read and answer messages, choose the subjects and who hears of new ones. */
export const contactsDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  /**
   * Opening a new message marks it read. The resource layer has no "shown" hook, and only the
   * one-record route does this: the list and the reply leave the status alone.
   */
  const markOpened = async (rows: ContactMessageRow[], request: FastifyRequest) => {
    const row = rows[0]
    if (request.method !== 'GET' || request.routeOptions.url !== SHOW_ROUTE) return rows
    if (rows.length !== 1 || row?.status !== 'new') return rows
    return db.transaction(async (tx) => {
      const read = await markContactRead(tx, row.id)
      if (!read) return rows
      await recordAudit(tx, request, {
        action: 'read',
        resource: 'contacts',
        recordId: row.id,
        before: { status: row.status },
        after: { status: read.status },
      })
      return [read]
    })
  }

  const present = async (
    input: ContactMessageRow[],
    request: FastifyRequest,
  ): Promise<DashboardContact[]> => {
    const rows = await markOpened(input, request)
    const people = await userSummaries(
      db,
      rows.flatMap((r) => [r.userId, r.repliedBy ?? r.userId]),
    )
    const own = await presentContacts(app, rows)
    return rows.map((r, i) => {
      const author = people.get(r.userId)
      const staff = r.repliedBy ? people.get(r.repliedBy) : undefined
      return {
        ...own[i]!,
        user: author ? { id: author.id, name: author.name, mobile: author.mobile } : null,
        replied_by: staff ? { id: staff.id, name: staff.name } : null,
        read_at: r.readAt?.toISOString() ?? null,
        updated_at: r.updatedAt.toISOString(),
      }
    })
  }

  await app.register(
    defineResource<ContactMessageRow, DashboardContact>({
      name: 'contacts',
      table: contactMessages,
      permission: 'contacts',
      output: dashboardContact,
      defaultSort: '-created_at',
      columns: {
        id: { column: contactMessages.id, type: 'number', filter: true, sort: true },
        type: {
          column: contactMessages.type,
          type: 'enum',
          values: CONTACT_TYPES,
          filter: true,
          sort: true,
        },
        status: {
          column: contactMessages.status,
          type: 'enum',
          values: CONTACT_STATUSES,
          filter: true,
          sort: true,
        },
        subject_id: { column: contactMessages.subjectId, type: 'number', filter: true },
        subject: { column: contactMessages.subject, type: 'text', search: true, sort: true },
        body: { column: contactMessages.body, type: 'text', search: true },
        user_id: { column: contactMessages.userId, type: 'number', filter: true },
        created_at: { column: contactMessages.createdAt, type: 'date', filter: true, sort: true },
        replied_at: { column: contactMessages.repliedAt, type: 'date', filter: true, sort: true },
      },
      present,
      remove: {},
    }),
  )

  app.post(
    '/api/dashboard/contacts/:id/reply',
    {
      config: { permission: 'contacts.update', precognition: true },
      schema: {
        tags,
        summary: 'Answers a message (again, to correct it); the author is notified',
        params: idParams,
        body: contactReplyInput,
        response: { 200: z.object({ data: dashboardContact }) },
      },
    },
    async (request) => {
      const row = await db.transaction(async (tx) => {
        const before = await findContactForUpdate(tx, request.params.id)
        if (!before) throw notFound()
        const after = await replyToContact(tx, before, {
          reply: request.body.reply,
          staffId: request.user!.id,
        })
        await recordAudit(tx, request, {
          action: 'replied',
          resource: 'contacts',
          recordId: before.id,
          before: { status: before.status, reply: before.reply },
          after: { status: after.status, reply: after.reply },
        })
        return after
      })
      return { data: (await present([row], request))[0]! }
    },
  )

  const settingsResponse = { 200: z.object({ data: contactSettings }) }
  const currentSettings = async () => {
    const { subjects, notify } = await contactSettingsOf(app)
    return {
      data: {
        subjects,
        notify_user_ids: notify.user_ids,
        notify_role_ids: notify.role_ids,
        notify_sms: notify.sms,
        notify_users: await liveUsersByIds(db, notify.user_ids),
        roles: await allRoles(db),
      },
    }
  }

  app.get(
    '/api/dashboard/contacts/settings',
    {
      config: { permission: 'contacts.view' },
      schema: {
        tags,
        summary: 'The subjects people choose from and who hears of new messages',
        response: settingsResponse,
      },
    },
    currentSettings,
  )

  app.put(
    '/api/dashboard/contacts/settings',
    {
      config: {
        permission: 'contacts.update',
        precognition: true,
        rules: defineRules<ContactSettingsInput>(async ({ notify_user_ids, notify_role_ids }) => {
          const errors: Record<string, string[]> = {}
          const userIds = [...new Set(notify_user_ids ?? [])]
          if (userIds.length && (await liveUsersByIds(db, userIds)).length !== userIds.length)
            errors.notify_user_ids = [encodeMessage('in')]
          const roleIds = new Set(notify_role_ids ?? [])
          const known = new Set((await allRoles(db)).map((r) => r.id))
          if ([...roleIds].some((id) => !known.has(id)))
            errors.notify_role_ids = [encodeMessage('in')]
          return errors
        }),
      },
      schema: {
        tags,
        summary: 'Changes the subjects and who hears of new messages',
        body: contactSettingsInput,
        response: settingsResponse,
      },
    },
    async (request) => {
      const input = request.body
      await db.transaction(async (tx) => {
        const before = await contactSettingsOf(app, tx)
        // Kept subjects keep their ids (their messages stay filterable); new ones get fresh ids.
        const knownIds = new Set(before.subjects.map((s) => s.id))
        let next =
          Math.max(0, await highestUsedSubjectId(tx), ...before.subjects.map((s) => s.id)) + 1
        const subjects = input.subjects.map(({ id, title }) =>
          id && knownIds.has(id) ? { id, title } : { id: next++, title },
        )
        const notify = {
          user_ids: [...new Set(input.notify_user_ids)],
          role_ids: [...new Set(input.notify_role_ids)],
          sms: input.notify_sms,
        }
        await saveContactSettings(tx, { subjects, notify })
        await recordAudit(tx, request, {
          action: 'updated',
          resource: 'settings',
          recordId: 'contacts',
          before: { subjects: before.subjects, notify: before.notify },
          after: { subjects, notify },
        })
      })
      app.settings.invalidate()
      return currentSettings()
    },
  )

  app.get(
    '/api/dashboard/contacts/staff',
    {
      config: { permission: 'contacts.update' },
      schema: {
        tags,
        summary: 'Staff (people holding a role) to choose from, by name or mobile',
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.object({ data: z.array(staffMember) }) },
      },
    },
    async (request) => ({
      data: await findStaff(
        db,
        request.query.search ? normalizeSearch(request.query.search) : null,
      ),
    }),
  )
}
