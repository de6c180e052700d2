import { z } from 'zod'
import { optionalText, optionalUrlField, requiredText } from './validation.ts'

/**
 * Notifications (DOMAIN.md): site-wide announcements (no user; served in the props) and per-user
 * ones (a staff reply, a payment receipt, a reminder, a new message for staff).
 */
export const NOTIFICATION_KINDS = [
  'reply',
  'receipt',
  'reminder',
  'contact',
  'announcement',
  /** Something about the account's safety (two-factor locked after wrong codes). */
  'security',
  /** A paid crown order, for the staff who print and deliver it. */
  'crown',
  /** A nightly backup failed, or none succeeded for 36 hours (super-admins). */
  'backup',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const userNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
})
export type UserNotification = z.infer<typeof userNotification>

export const unreadCount = z.object({ data: z.object({ count: z.number() }) })
export type UnreadCount = z.infer<typeof unreadCount>

/** `POST /api/notifications/read-all`: how many were marked read. */
export const readAllResponse = z.object({ data: z.object({ updated: z.number() }) })

/** A site-wide announcement staff post from the dashboard. */
export const announcementInput = z.object({
  title: requiredText(200),
  body: optionalText(2000),
  link: optionalUrlField(500),
})
export type AnnouncementInput = z.infer<typeof announcementInput>

export const announcement = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
})
export type Announcement = z.infer<typeof announcement>
