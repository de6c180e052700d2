import { z } from 'zod'
import { encodeMessage } from './message-codec.ts'
import { requiredText } from './validation.ts'

/** Feedback (DOMAIN.md, "contact message"): what people send and how far staff have got. */
export const CONTACT_TYPES = ['criticism', 'suggestion', 'question'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]
export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const CONTACT_BODY_MAX = 5000
export const CONTACT_REPLY_MAX = 5000
export const CONTACT_SUBJECTS_MAX = 50
/** The attachment's size limit, in megabytes (one file, optional). */
export const CONTACT_ATTACHMENT_MAX_MB = 5

export const contactSubject = z.object({ id: z.number(), title: z.string() })
export type ContactSubject = z.infer<typeof contactSubject>

/** Whole numbers that may arrive as form-data text (`"3"`); an empty field is no value. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().positive().nullable(),
)

/** The `/contact-us` form (the attachment travels beside it as a file). */
export const createContactInput = z.object({
  type: z.enum(CONTACT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? encodeMessage('required')
        : encodeMessage('in'),
  }),
  /** Required while staff keep a list of subjects; the server checks it is one of them. */
  subject_id: optionalId,
  body: requiredText(CONTACT_BODY_MAX),
})
export type CreateContactInput = z.infer<typeof createContactInput>

export const contactAttachment = z.object({
  id: z.number(),
  name: z.string().nullable(),
  /** A signed link, valid for 12 hours (the file is private). */
  url: z.string().nullable(),
})
export type ContactAttachment = z.infer<typeof contactAttachment>

/** A message as its author sees it. */
export const contactMessage = z.object({
  id: z.number(),
  type: z.enum(CONTACT_TYPES),
  subject_id: z.number().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(CONTACT_STATUSES),
  attachment: contactAttachment.nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
})
export type ContactMessage = z.infer<typeof contactMessage>

const person = z.object({ id: z.number(), name: z.string() })

/** A message as staff see it in the dashboard. */
export const dashboardContact = contactMessage.extend({
  user: person.extend({ mobile: z.string() }).nullable(),
  replied_by: person.nullable(),
  read_at: z.string().nullable(),
  updated_at: z.string(),
})
export type DashboardContact = z.infer<typeof dashboardContact>

export const contactReplyInput = z.object({ reply: requiredText(CONTACT_REPLY_MAX) })
export type ContactReplyInput = z.infer<typeof contactReplyInput>

/** `/dashboard/contact/settings`: the subjects people choose from and who hears of new messages. */
export const contactSettingsInput = z.object({
  subjects: z
    .array(
      z.object({
        /** Absent for a new subject; kept for an existing one so its messages keep their subject. */
        id: z.number().int().positive().nullish(),
        title: requiredText(100),
      }),
    )
    .max(CONTACT_SUBJECTS_MAX),
  notify_user_ids: z.array(z.number().int().positive()).max(100).default([]),
  notify_role_ids: z.array(z.number().int().positive()).max(50).default([]),
  /** Also text the chosen people (through the SMS outbox). */
  notify_sms: z.boolean().default(false),
})
export type ContactSettingsInput = z.infer<typeof contactSettingsInput>

export const staffMember = z.object({ id: z.number(), name: z.string(), mobile: z.string() })
export type StaffMember = z.infer<typeof staffMember>

export const contactSettings = z.object({
  subjects: z.array(contactSubject),
  notify_user_ids: z.array(z.number()),
  notify_role_ids: z.array(z.number()),
  notify_sms: z.boolean(),
  /** The chosen users, for the picker's labels. */
  notify_users: z.array(staffMember),
  /** Every role, for the roles picker. */
  roles: z.array(z.object({ id: z.number(), name: z.string(), title: z.string().nullable() })),
})
export type ContactSettings = z.infer<typeof contactSettings>
