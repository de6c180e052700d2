import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Normalised `09xxxxxxxxx`; the login id. */
    mobile: text('mobile').notNull(),
    email: text('email'),
    password: text('password'),
    nationalCode: text('national_code'),
    avatar: text('avatar'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last accepted authenticator code: a code is good only once. */
    twoFactorLastStep: integer('two_factor_last_step'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A deleted account frees its mobile and email for a new sign-up.
    uniqueIndex('users_mobile_unique')
      .on(t.mobile)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_email_unique')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_created_at_idx').on(t.createdAt),
  ],
)
export type UserRow = typeof users.$inferSelect

export type SessionData = {
  /** Set while a sign-in waits for its two-factor code. */
  pendingTwoFactorUserId?: number
  /** The admin behind an impersonation, to go back to. */
  impersonatorId?: number
  /** When the user last proved who they are (password or fresh OTP), for sensitive actions. */
  confirmedAt?: number
  [key: string]: unknown
}

/**
 * Server-side sessions: the cookie holds a random token, this table its SHA-256. A session's id
 * is renewed when what its user may do changes (decision 022): the old row stays a few seconds,
 * pointing at the new one, for requests already on their way with the old cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    /** The user's roles or their roles' permissions changed: the next request renews the id. */
    rotateDue: boolean('rotate_due').notNull().default(false),
    /** The id this one was renewed to; set, this row only answers for it until the grace ends. */
    replacedBy: text('replaced_by').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_last_activity_idx').on(t.lastActivity),
    index('sessions_created_at_idx').on(t.createdAt),
    index('sessions_replaced_by_idx')
      .on(t.replacedBy)
      .where(sql`${t.replacedBy} is not null`),
  ],
)
export type SessionRow = typeof sessions.$inferSelect

/** Roles, the permissions each grants, and who holds which: what a session may do. */
export const roles = pgTable('roles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type RoleRow = typeof roles.$inferSelect

export const permissions = pgTable('permissions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
})

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: bigint('permission_id', { mode: 'number' })
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
)

export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
)
