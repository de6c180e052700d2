import { SUPER_ADMIN, type Identity } from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Executor } from '../../db/client.ts'
import { deleteEndedSessions, findUserById } from './users.repository.ts'

/*
 * The users module's public surface: accounts, their sessions, roles and permissions. Other
 * modules, the session plugin and the seed reach users only through this file and
 * `access.service.ts` (docs/decisions/012-api-modules.md).
 */
export {
  anonymizeUser,
  advanceTwoFactorStep,
  countUsers,
  countUsersSince,
  deleteOtherSessions,
  deleteSession,
  displayName,
  findSessionWithUser,
  findStaff,
  findUserById,
  findUserByMobile,
  holdersOf,
  insertSession,
  insertUser,
  isTaken,
  liveUsersByIds,
  recipientsOf,
  renewSession,
  sessionsOfUser,
  spendRecoveryCode,
  staffHolding,
  superAdminIds,
  touchSession,
  updateSessionData,
  updateUser,
  userIdsMatching,
  userNames,
  userSummaries,
  type NewUser,
  type UserChanges,
  type UserSummary,
} from './users.repository.ts'
export { allRoles, assignRoleByName, syncCatalogue } from './roles.repository.ts'
export type { SessionData, SessionRow, UserRow } from './users.tables.ts'
export { SessionCache, type ResolvedSession } from './sessions.cache.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How long sessions live: idle for at most `SESSION_LIFETIME_DAYS`, and at most
 * `SESSION_MAX_AGE_DAYS` from the sign-in however active (decision 025); a renewed session's old
 * id answers for at most `SESSION_ROTATION_GRACE_SECONDS` (decision 022). The session plugin
 * refuses by these, and the hourly purge removes by them.
 */
export function sessionLifetimes(
  config: Pick<Config, 'sessionLifetimeDays' | 'sessionMaxAgeDays' | 'sessionRotationGraceSeconds'>,
) {
  return {
    idleMs: config.sessionLifetimeDays * DAY_MS,
    maxAgeMs: config.sessionMaxAgeDays * DAY_MS,
    graceMs: config.sessionRotationGraceSeconds * 1000,
  }
}

/** The hourly job that runs `purgeEndedSessions`. */
export const SESSIONS_PURGE_QUEUE = 'users.purge-sessions'

/**
 * Removes sessions that would be refused if they came back (idle too long, signed in too long ago,
 * old ids past their grace, blocked or deleted accounts); sessions were otherwise deleted only when presented again.
 */
export async function purgeEndedSessions(db: Executor, config: Config, now = Date.now()) {
  const { idleMs, maxAgeMs, graceMs } = sessionLifetimes(config)
  return deleteEndedSessions(db, {
    idleBefore: new Date(now - idleMs),
    startedBefore: new Date(now - maxAgeMs),
    staleBefore: new Date(now - graceMs),
  })
}

/** The signed-in user as the web app sees it (`GET /api/user`). */
export async function identityOf(request: FastifyRequest): Promise<Identity | null> {
  const user = request.user
  if (!user) return null
  const access = await request.access()
  const impersonatorId = request.session?.data.impersonatorId
  const impersonator = impersonatorId ? await findUserById(request.server.db, impersonatorId) : null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
  const superAdmin = access.roles.includes(SUPER_ADMIN)
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: name || user.mobile,
    mobile: user.mobile,
    email: user.email,
    national_code: user.nationalCode,
    avatar: user.avatar,
    has_password: user.password !== null,
    roles: access.roles,
    permissions: superAdmin ? ['*'] : access.permissions,
    panel_access: superAdmin || access.permissions.length > 0,
    two_factor: user.twoFactorConfirmedAt
      ? 'enabled'
      : user.twoFactorSecret
        ? 'pending'
        : 'disabled',
    impersonator: impersonator
      ? {
          id: impersonator.id,
          name:
            [impersonator.firstName, impersonator.lastName].filter(Boolean).join(' ') ||
            impersonator.mobile,
        }
      : null,
    created_at: user.createdAt.toISOString(),
  }
}
