import {
  CONTACT_ATTACHMENT_MAX_MB,
  MB,
  notice,
  type ContactAttachment,
  type ContactSubject,
  type ContactType,
  type CreateContactInput,
} from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import {
  findMediaByIds,
  signedDownloadUrl,
  storedKeys,
  storeUpload,
} from '../media/media.service.ts'
import { notify, notifyMany } from '../notifications/notifications.service.ts'
import { putSetting } from '../settings/settings.service.ts'
import { queueSms } from '../sms/sms.service.ts'
import { recipientsOf } from '../users/users.service.ts'
import { insertContact, updateContact } from './contacts.repository.ts'
import type { ContactMessageRow } from './contacts.tables.ts'

const SETTINGS_GROUP = 'contacts'

/** Who hears of a new message: chosen users, everyone holding chosen roles, and by text too. */
export type NotifyTargets = { user_ids: number[]; role_ids: number[]; sms: boolean }

/** Until staff write their own list, people choose from these (in the site's language). */
export const DEFAULT_SUBJECTS: ContactSubject[] = (
  ['subject_payments', 'subject_site', 'subject_needies', 'subject_other'] as const
).map((key, i) => ({ id: i + 1, title: notice('fa', 'contacts', key) }))
const NO_TARGETS: NotifyTargets = { user_ids: [], role_ids: [], sms: false }

/** The subjects and who hears of new messages (from the settings cache; pass a transaction). */
export async function contactSettingsOf(app: FastifyInstance, db: Executor = app.db) {
  const stored = await app.settings.group(SETTINGS_GROUP, db)
  return {
    subjects: (stored.subjects as ContactSubject[] | undefined) ?? DEFAULT_SUBJECTS,
    notify: { ...NO_TARGETS, ...(stored.notify as Partial<NotifyTargets> | undefined) },
  }
}

export async function saveContactSettings(
  db: Executor,
  values: { subjects: ContactSubject[]; notify: NotifyTargets },
) {
  await putSetting(db, SETTINGS_GROUP, 'subjects', values.subjects)
  await putSetting(db, SETTINGS_GROUP, 'notify', values.notify)
}

// Notifications and texts are stored and sent in the site's language (Persian).
const typeTitle = (type: ContactType) => notice('fa', 'contacts', type)

/** Where a message's author reads it (and the reply). */
export const contactLink = (id: number) => `/contact-us/${id}`

export const ATTACHMENT_MAX_BYTES = CONTACT_ATTACHMENT_MAX_MB * MB

/** A file that came with the form, held until the fields pass validation. */
export type IncomingAttachment = { buffer: Buffer; filename: string; mime: string }

/**
 * Saves a message with its optional file (kept private: only signed links reach it) and tells
 * the chosen staff. The file's type is read from its content; a refused one is a 422 on
 * `attachment` and nothing is saved.
 */
export async function sendContactWithAttachment(
  app: FastifyInstance,
  values: { userId: number; input: CreateContactInput; file: IncomingAttachment | null },
): Promise<ContactMessageRow> {
  let storedKey: string[] = []
  try {
    return await app.db.transaction(async (tx) => {
      const media = values.file
        ? await storeUpload(app, {
            buffer: values.file.buffer,
            filename: values.file.filename,
            mimeHint: values.file.mime,
            uploadedBy: values.userId,
            visibility: 'private',
            collection: 'contacts',
            kinds: ['image', 'document'],
            field: 'attachment',
            tx,
          })
        : null
      if (media) storedKey = storedKeys(media)
      return sendContact(app, tx, { ...values, attachmentId: media?.id ?? null })
    })
  } catch (error) {
    // The row went with the transaction; the stored bytes must go too.
    if (storedKey.length) await app.storage.delete(storedKey).catch(() => {})
    throw error
  }
}

/** Attachments as people see them: their name and a signed link valid for 12 hours. */
export async function attachmentsOf(
  app: FastifyInstance,
  ids: number[],
): Promise<Map<number, ContactAttachment>> {
  const rows = await findMediaByIds(app.db, ids)
  return new Map(
    rows.map((m) => [
      m.id,
      { id: m.id, name: m.originalName, url: signedDownloadUrl(app.config, m.id).url },
    ]),
  )
}

/**
 * Saves a message and tells the chosen staff (a notification each, and a text when the settings
 * ask for one), all in the caller's transaction.
 */
export async function sendContact(
  app: FastifyInstance,
  tx: Tx,
  values: { userId: number; input: CreateContactInput; attachmentId: number | null },
): Promise<ContactMessageRow> {
  const settings = await contactSettingsOf(app, tx)
  const subject = settings.subjects.find((s) => s.id === values.input.subject_id) ?? null
  const row = await insertContact(tx, {
    userId: values.userId,
    type: values.input.type,
    subjectId: subject?.id ?? null,
    subject: subject?.title ?? null,
    body: values.input.body,
    attachmentId: values.attachmentId,
  })
  const targets = { userIds: settings.notify.user_ids, roleIds: settings.notify.role_ids }
  const recipients = (await recipientsOf(tx, targets, { limit: 200 })).filter(
    (r) => r.id !== values.userId,
  )
  const about = subject ? `«${subject.title}»` : ''
  await notifyMany(
    tx,
    recipients.map((r) => r.id),
    {
      kind: 'contact',
      title: notice('fa', 'notifications', 'contact_new_title', {
        type: typeTitle(row.type),
        about,
      }).trim(),
      body: row.body,
      link: `/dashboard/contact?id=${row.id}`,
    },
  )
  if (settings.notify.sms) {
    for (const r of recipients) {
      await queueSms(app, tx, {
        to: r.mobile,
        text: notice('fa', 'sms', 'contact_new', { type: typeTitle(row.type), about }).replace(
          /\s+/g,
          ' ',
        ),
        kind: 'notification',
        userId: r.id,
      })
    }
  }
  return row
}

/** Answers a message; its author gets a notification in the same transaction. */
export async function replyToContact(
  tx: Tx,
  row: ContactMessageRow,
  values: { reply: string; staffId: number },
): Promise<ContactMessageRow> {
  const now = new Date()
  const updated = await updateContact(tx, row.id, {
    reply: values.reply,
    repliedBy: values.staffId,
    repliedAt: now,
    status: 'answered',
    readAt: row.readAt ?? now,
  })
  await notify(tx, {
    userId: row.userId,
    kind: 'reply',
    title: row.subject
      ? notice('fa', 'notifications', 'contact_reply_about_title', { subject: row.subject })
      : notice('fa', 'notifications', 'contact_reply_title'),
    body: values.reply,
    link: contactLink(row.id),
  })
  return updated
}

/** How many messages wait for an answer (the dashboard home). */
export { countUnanswered } from './contacts.repository.ts'
