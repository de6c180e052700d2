import {
  capPageSize,
  CONTACT_ATTACHMENT_MAX_MB,
  contactMessage,
  contactSubject,
  createContactInput,
  DEFAULT_PAGE_SIZE,
  encodeMessage,
  paginated,
  type ContactAttachment,
  type ContactMessage,
  type CreateContactInput,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { markSeen } from '../notifications/notifications.service.ts'
import { hit } from '../rate-limits/rate-limits.service.ts'
import { contactsOfUser, findContactOfUser } from './contacts.repository.ts'
import {
  ATTACHMENT_MAX_BYTES,
  attachmentsOf,
  contactLink,
  contactSettingsOf,
  sendContactWithAttachment,
  type IncomingAttachment,
} from './contacts.service.ts'
import type { ContactMessageRow } from './contacts.tables.ts'

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
export const tags = ['contacts']
export const idParams = z.object({ id: z.coerce.number().int().positive().catch(0) })
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

/** Feedback: people send their messages and follow them (and the staff's replies). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  // While staff keep a subject list, the subject is required and must be one of it.
  const subjectRules = defineRules<CreateContactInput>(async ({ subject_id }) => {
    const { subjects } = await contactSettingsOf(app)
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
    async () => ({ data: (await contactSettingsOf(app)).subjects }),
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
}
