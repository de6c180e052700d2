import type { ContactSubject } from '@kheyr/contracts'
import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { roles, userRoles } from '../access/access.tables.ts'
import { putSetting, settingsOf } from '../settings/settings.repository.ts'
import { displayName } from '../users/users.repository.ts'
import { users } from '../users/users.tables.ts'
import { contactMessages, type ContactMessageRow } from './contacts.tables.ts'

export const CONTACTS_SETTINGS_GROUP = 'contacts'

/** Who hears of a new message: chosen users, everyone holding chosen roles, and by text too. */
export type NotifyTargets = { user_ids: number[]; role_ids: number[]; sms: boolean }

/** Until staff write their own list, people choose from these. */
export const DEFAULT_SUBJECTS: ContactSubject[] = [
  { id: 1, title: 'پرداخت و رسیدها' },
  { id: 2, title: 'سایت و برنامه' },
  { id: 3, title: 'مددجویان و کمک‌ها' },
  { id: 4, title: 'سایر موارد' },
]
const NO_TARGETS: NotifyTargets = { user_ids: [], role_ids: [], sms: false }

export async function contactSettingsOf(db: Executor) {
  const stored = await settingsOf(db, CONTACTS_SETTINGS_GROUP)
  return {
    subjects: (stored.subjects as ContactSubject[] | undefined) ?? DEFAULT_SUBJECTS,
    notify: { ...NO_TARGETS, ...(stored.notify as Partial<NotifyTargets> | undefined) },
  }
}

export async function saveContactSettings(
  db: Executor,
  values: { subjects: ContactSubject[]; notify: NotifyTargets },
) {
  await putSetting(db, CONTACTS_SETTINGS_GROUP, 'subjects', values.subjects)
  await putSetting(db, CONTACTS_SETTINGS_GROUP, 'notify', values.notify)
}

/** The highest subject id any message still carries, so a new subject never takes an old id. */
export async function highestUsedSubjectId(db: Executor): Promise<number> {
  const [row] = await db.select({ value: max(contactMessages.subjectId) }).from(contactMessages)
  return row?.value ?? 0
}

export async function insertContact(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning()
  return row!
}

export async function contactsOfUser(
  db: Executor,
  userId: number,
  page: { limit: number; offset: number },
) {
  const mine = eq(contactMessages.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(mine)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(contactMessages).where(mine),
  ])
  return { rows, total: Number(total?.value ?? 0) }
}

export async function findContactOfUser(
  db: Executor,
  userId: number,
  id: number,
): Promise<ContactMessageRow | null> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.userId, userId)))
  return row ?? null
}

export async function findContactForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
  return row ?? null
}

export async function updateContact(
  db: Executor,
  id: number,
  values: Partial<typeof contactMessages.$inferInsert>,
) {
  const [row] = await db
    .update(contactMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning()
  return row!
}

/** Marks a new message read; null when it was not new any more (someone read it first). */
export async function markContactRead(db: Executor, id: number) {
  const [row] = await db
    .update(contactMessages)
    .set({ status: 'read', readAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
    .returning()
  return row ?? null
}

const live = and(isNull(users.deletedAt), isNull(users.blockedAt))
// Staff are the people holding at least one role.
const holdsARole = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`

/** People who can be told of new messages: live accounts that hold a role. */
export async function findStaff(db: Executor, search: string | null, limit = 20) {
  const term = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        live,
        holdsARole,
        term
          ? or(
              ilike(users.firstName, term),
              ilike(users.lastName, term),
              ilike(users.mobile, term),
              ilike(
                sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
                term,
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.id))
    .limit(limit)
  return rows.map((u) => ({ id: u.id, name: displayName(u), mobile: u.mobile }))
}

export async function usersByIds(db: Executor, ids: number[]) {
  if (!ids.length) return []
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)))
  return rows.map((u) => ({ id: u.id, name: displayName(u), mobile: u.mobile }))
}

export async function allRoles(db: Executor) {
  return db
    .select({ id: roles.id, name: roles.name, title: roles.title })
    .from(roles)
    .orderBy(asc(roles.id))
}

/** The live accounts among chosen users and holders of chosen roles, once each. */
export async function notifyRecipients(db: Executor, targets: NotifyTargets) {
  const picked = [
    targets.user_ids.length ? inArray(users.id, targets.user_ids) : undefined,
    targets.role_ids.length
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.roleId, targets.role_ids)})`
      : undefined,
  ].filter((c) => c !== undefined)
  if (!picked.length) return []
  return db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(live, or(...picked)))
    .limit(200)
}
