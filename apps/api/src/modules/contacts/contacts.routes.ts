import {
  capPageSize,
  CONTACT_ATTACHMENT_MAX_MB,
  contactMessage,
  contactReplyInput,
  contactSettings,
  contactSettingsInput,
  contactSubject,
  CONTACT_STATUSES,
  CONTACT_TYPES,
  createContactInput,
  dashboardContact,
  DEFAULT_PAGE_SIZE,
  encodeMessage,
  paginated,
  staffMember,
  type ContactAttachment,
  type ContactMessage,
  type ContactSettingsInput,
  type CreateContactInput,
  type DashboardContact,
} from '@kheyr/contracts'
import { inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { normalizeSearch } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { markSeen } from '../notifications/notifications.service.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { hit } from '../rate-limits/rate-limits.repository.ts'
import { displayName } from '../users/users.repository.ts'
import { users } from '../users/users.tables.ts'
import {
  allRoles,
  contactSettingsOf,
  contactsOfUser,
  findContactForUpdate,
  findContactOfUser,
  findStaff,
  highestUsedSubjectId,
  markContactRead,
  saveContactSettings,
  usersByIds,
} from './contacts.repository.ts'
import {
  ATTACHMENT_MAX_BYTES,
  attachmentsOf,
  contactLink,
  replyToContact,
  sendContactWithAttachment,
  type IncomingAttachment,
} from './contacts.service.ts'
import { contactMessages, type ContactMessageRow } from './contacts.tables.ts'

const signedIn = { auth: 'user' as const }
/** Messages one person may send in an hour, and one address (a whole office or café) may. */
export const CONTACT_PER_USER = { max: 5, windowSeconds: 60 * 60 }
export const CONTACT_PER_IP = { max: 20, windowSeconds: 60 * 60 }
const contactLimited = (seconds: number) =>
  new AppError(
    429,
    'contact_rate_limited',
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  )
const tags = ['contacts']
const idParams = z.object({ id: z.coerce.number().int().positive().catch(0) })
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().catch(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
})
/** The form, and its optional file (multipart); JSON clients send the fields alone. */
const sendBody = createContactInput.extend({ attachment: z.unknown().optional() })

const presentOne = (
  row: ContactMessageRow,
  attachments: Map<number, ContactAttachment>,
): ContactMessage => ({
  id: row.id,
  type: row.type,
  subject_id: row.subjectId,
  subject: row.subject,
  body: row.body,
  status: row.status,
  attachment: row.attachmentId
    ? (attachments.get(row.attachmentId) ?? { id: row.attachmentId, name: null, url: null })
    : null,
  reply: row.reply,
  replied_at: row.repliedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

/** Messages as their author sees them, attachments with fresh signed links. */
export async function presentContacts(app: FastifyInstance, rows: ContactMessageRow[]) {
  const attachments = await attachmentsOf(
    app,
    rows.map((r) => r.attachmentId).filter((id): id is number => id !== null),
  )
  return rows.map((row) => presentOne(row, attachments))
}

/** Feedback: people send and follow their messages; staff read, answer and configure them. */
export const contactsModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  // While staff keep a subject list, the subject is required and must be one of it.
  const subjectRules = defineRules<CreateContactInput>(async ({ subject_id }) => {
    const { subjects } = await contactSettingsOf(db)
    if (!subjects.length) return
    if (subject_id === null || subject_id === undefined)
      return { subject_id: [encodeMessage('required')] }
    if (!subjects.some((s) => s.id === subject_id)) return { subject_id: [encodeMessage('in')] }
  })

  app.get(
    '/api/contact-us/subjects',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The subjects a message can be about',
        response: { 200: z.object({ data: z.array(contactSubject) }) },
      },
    },
    async () => ({ data: (await contactSettingsOf(db)).subjects }),
  )

  // The file waits in memory (it is small) until the fields pass; only then is it stored.
  const files = new WeakMap<FastifyRequest, IncomingAttachment | 'too_large'>()

  app.post(
    '/api/contact-us',
    {
      config: {
        ...signedIn,
        precognition: true,
        rules: async (values, request) => {
          const errors = (await subjectRules(values, request)) ?? {}
          if (files.get(request) === 'too_large')
            errors.attachment = [
              encodeMessage('file_too_large', { max: CONTACT_ATTACHMENT_MAX_MB }),
            ]
          return errors
        },
        multipartOptions: {
          limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10 },
          // An oversized file is this route's 422 on `attachment`, not the plugin's bare 413.
          throwFileSizeLimit: false,
        },
        onFilePart: async (request, part) => {
          if (part.fieldname !== 'attachment' || !part.filename) {
            part.file.resume()
            return
          }
          const chunks: Buffer[] = []
          for await (const chunk of part.file) chunks.push(chunk as Buffer)
          files.set(
            request,
            part.file.truncated
              ? 'too_large'
              : { buffer: Buffer.concat(chunks), filename: part.filename, mime: part.mimetype },
          )
        },
      },
      schema: {
        tags,
        summary:
          'Sends a criticism, suggestion or question (JSON, or multipart with an optional `attachment`: an image or document up to 5 MB); at most 5 an hour per person and 20 per address (429)',
        consumes: ['application/json', 'multipart/form-data'],
        body: sendBody,
        response: { 201: z.object({ data: contactMessage }) },
      },
    },
    async (request, reply) => {
      // Counted once the form is valid, before anything is stored; shared by every instance.
      for (const limit of [
        { key: `contact:user:${request.user!.id}`, ...CONTACT_PER_USER },
        { key: `contact:ip:${request.ip}`, ...CONTACT_PER_IP },
      ]) {
        const { allowed, retryAfter } = await hit(db, limit)
        if (!allowed) throw contactLimited(retryAfter)
      }
      const { attachment: _file, ...input } = request.body
      const file = files.get(request)
      const row = await sendContactWithAttachment(app, {
        userId: request.user!.id,
        input,
        file: file && file !== 'too_large' ? file : null,
      })
      return reply.code(201).send({ data: (await presentContacts(app, [row]))[0]! })
    },
  )

  app.get(
    '/api/contact-us',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The signed-in user's messages, newest first, with their status",
        querystring: pageQuery,
        response: { 200: paginated(contactMessage) },
      },
    },
    async (request) => {
      const perPage = capPageSize(request.query.per_page)
      const page = request.query.page
      const { rows, total } = await contactsOfUser(db, request.user!.id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      })
      return {
        data: await presentContacts(app, rows),
        meta: pageMeta(page, perPage, total),
      }
    },
  )

  app.get(
    '/api/contact-us/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One of my messages and the staff reply (another person’s is a 404)',
        params: idParams,
        response: { 200: z.object({ data: contactMessage }) },
      },
    },
    async (request) => {
      const row = await findContactOfUser(db, request.user!.id, request.params.id)
      if (!row) throw notFound()
      // Reading the reply here reads its notification too.
      if (row.reply) await markSeen(db, row.userId, contactLink(row.id))
      return { data: (await presentContacts(app, [row]))[0]! }
    },
  )

  await app.register(contactsDashboard)
}

const SHOW_ROUTE = '/api/dashboard/contacts/:id'

const contactsDashboard: FastifyPluginAsyncZod = async (app) => {
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
    const ids = [...new Set(rows.flatMap((r) => [r.userId, r.repliedBy ?? r.userId]))]
    const people = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : []
    const byId = new Map(people.map((u) => [u.id, u]))
    const own = await presentContacts(app, rows)
    return rows.map((r, i) => {
      const author = byId.get(r.userId)
      const staff = r.repliedBy ? byId.get(r.repliedBy) : undefined
      return {
        ...own[i]!,
        user: author ? { id: author.id, name: displayName(author), mobile: author.mobile } : null,
        replied_by: staff ? { id: staff.id, name: displayName(staff) } : null,
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
    const { subjects, notify } = await contactSettingsOf(db)
    return {
      data: {
        subjects,
        notify_user_ids: notify.user_ids,
        notify_role_ids: notify.role_ids,
        notify_sms: notify.sms,
        notify_users: await usersByIds(db, notify.user_ids),
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
          if (userIds.length && (await usersByIds(db, userIds)).length !== userIds.length)
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
        const before = await contactSettingsOf(tx)
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
