import type { NotificationKind } from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { insertNotifications, markReadByLink } from './notifications.repository.ts'
import type { NotificationRow } from './notifications.tables.ts'

export type NotifyInput = {
  /** The person it is for; null posts a site-wide announcement (shown in the props). */
  userId: number | null
  kind: NotificationKind
  title: string
  body?: string | null
  /** Where the notification leads inside the site (`/contact-us/12`). */
  link?: string | null
}

const BODY_MAX = 500

/** Long texts (a whole reply) are shortened: the notification points to the full text. */
const excerpt = (text: string | null | undefined) => {
  if (!text) return null
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > BODY_MAX ? `${flat.slice(0, BODY_MAX - 1)}…` : flat
}

/**
 * Leaves a notification for a user. Other modules call it inside the transaction that causes it
 * (a reply, a paid bill), so the notification exists exactly when the change does.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<NotificationRow> {
  const [row] = await notifyMany(tx, input.userId === null ? [null] : [input.userId], input)
  return row!
}

/** The same notification for several people (staff hearing of a new message), once each. */
export async function notifyMany(
  tx: Executor,
  userIds: (number | null)[],
  input: Omit<NotifyInput, 'userId'>,
): Promise<NotificationRow[]> {
  return insertNotifications(
    tx,
    [...new Set(userIds)].map((userId) => ({
      userId,
      kind: input.kind,
      title: input.title.slice(0, 200),
      body: excerpt(input.body),
      link: input.link ?? null,
    })),
  )
}

/** The user has seen what these notifications point to (a reply, on its page): they are read. */
export async function markSeen(db: Executor, userId: number, link: string): Promise<number> {
  return markReadByLink(db, userId, link)
}
