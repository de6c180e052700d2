import { can, encodeMessage, SUPER_ADMIN, type Permission } from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db, Executor } from '../../db/client.ts'
import type { DbNotices } from '../../lib/db-notices.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import {
  permissionsOfRoles,
  roleIdsOf,
  rolesByIds,
  rolesWithPermissions,
  ROLES_CHANNEL,
} from './roles.repository.ts'

export type Access = { roles: string[]; permissions: string[] }

const NO_ACCESS: Access = { roles: [], permissions: [] }

type RoleMap = Map<number, { name: string; permissions: string[] }>

/**
 * Every role and the permissions it grants, read once and kept in this process until a role
 * changes: a permission check costs no query. A change reaches every instance through a NOTIFY
 * sent in the changing transaction (`announceRoleChange`); while notices cannot arrive, every
 * check reads the database. Which roles a user holds is not cached: the session's own query
 * reads it (`findSessionWithUser`).
 */
export class RolesCache {
  private loaded: Promise<RoleMap> | null = null

  constructor(
    private readonly db: Db,
    private readonly notices: DbNotices,
  ) {}

  async start() {
    await this.notices.on(ROLES_CHANNEL, () => this.invalidate())
  }

  /** Forgets the roles; writers call it after their commit so this instance sees it at once. */
  invalidate() {
    this.loaded = null
  }

  private roles(db: Executor): Promise<RoleMap> {
    // Inside a transaction (one connection on PGlite), or without notices: read, never keep.
    if (db !== this.db || !this.notices.listening(ROLES_CHANNEL)) return rolesWithPermissions(db)
    if (!this.loaded) {
      const loading = rolesWithPermissions(this.db)
      this.loaded = loading
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = null
      })
    }
    return this.loaded
  }

  /** What holding these roles allows. */
  async accessOf(roleIds: readonly number[], db: Executor = this.db): Promise<Access> {
    if (!roleIds.length) return NO_ACCESS
    let map = await this.roles(db)
    // A role made since the roles were read: read them again.
    if (roleIds.some((id) => !map.has(id))) {
      this.invalidate()
      map = await this.roles(db)
    }
    const roleNames = new Set<string>()
    const permissionNames = new Set<string>()
    for (const id of roleIds) {
      const role = map.get(id)
      if (!role) continue
      roleNames.add(role.name)
      for (const p of role.permissions) permissionNames.add(p)
    }
    return { roles: [...roleNames].sort(), permissions: [...permissionNames].sort() }
  }
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Roles and their permissions, cached in this process (see `RolesCache`). */
    roles: RolesCache
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * What a session may do. An impersonation never holds more than the impersonator does, even
 * when the impersonated account gains roles meanwhile: it gets what both hold.
 */
export function effectiveAccess(own: Access, behind: Access | null): Access {
  if (!behind || behind.roles.includes(SUPER_ADMIN)) return own
  return {
    roles: own.roles.filter((r) => r !== SUPER_ADMIN),
    permissions: own.roles.includes(SUPER_ADMIN)
      ? behind.permissions
      : own.permissions.filter((p) => behind.permissions.includes(p)),
  }
}

/** What a user's own roles allow (not a session's: see `request.access()`). */
export async function accessOfUser(
  app: FastifyInstance,
  userId: number,
  db: Executor = app.db,
): Promise<Access> {
  return app.roles.accessOf(await roleIdsOf(db, userId), db)
}

/** Whether a user's own roles grant `permission`. */
export async function userCan(
  app: FastifyInstance,
  userId: number,
  permission: Permission,
  db: Executor = app.db,
) {
  return can(await accessOfUser(app, userId, db), permission)
}

/**
 * No one hands out more power than they hold: a non-super-admin may grant only roles whose
 * every permission they have themselves, and only the super-admin grants super-admin.
 */
export async function assertCanGrantRoles(
  db: Executor,
  request: FastifyRequest,
  roleIds: number[],
  field = 'roles',
) {
  if (!roleIds.length) return
  const actor = await request.access()
  const chosen = await rolesByIds(db, roleIds)
  if (chosen.length !== new Set(roleIds).size)
    throw new ValidationError({ [field]: [encodeMessage('in')] })
  if (actor.roles.includes(SUPER_ADMIN)) return
  if (chosen.some((r) => r.name === SUPER_ADMIN))
    throw new ValidationError({ [field]: [encodeMessage('role_forbidden')] })
  const granted = await permissionsOfRoles(db, roleIds)
  if (granted.some((p) => !actor.permissions.includes(p))) {
    throw new ValidationError({ [field]: [encodeMessage('role_forbidden')] })
  }
}

export async function assertCanGrantPermissions(
  request: FastifyRequest,
  names: string[],
  field = 'permissions',
) {
  const actor = await request.access()
  if (actor.roles.includes(SUPER_ADMIN)) return
  if (names.some((n) => !actor.permissions.includes(n))) {
    throw new ValidationError({ [field]: [encodeMessage('role_forbidden')] })
  }
}

/**
 * The one rule for staff acting on another user (edit, password, mobile, block, sessions,
 * roles, delete, impersonate; DOMAIN.md "Acting on another user"): the actor must hold every
 * permission the target holds, only a super-admin acts on a super-admin, and nobody acts on
 * themselves (or on the account they are impersonating from) through the staff routes.
 * Pass the open transaction as `db` when there is one (the embedded database has one connection).
 */
export async function assertCanActOn(
  request: FastifyRequest,
  targetUserId: number,
  db: Executor = request.server.db,
) {
  const actor = request.user
  if (!actor) throw new AppError(401, 'unauthenticated')
  if (targetUserId === actor.id || targetUserId === request.session?.data.impersonatorId)
    throw new AppError(409, 'self_action')
  // The actor's access is loaded (and cached) by the permission guard before any handler runs.
  const mine = await request.access()
  const theirs = await accessOfUser(request.server, targetUserId, db)
  if (mine.roles.includes(SUPER_ADMIN)) return
  if (theirs.roles.includes(SUPER_ADMIN)) throw new AppError(403, 'super_admin_only')
  if (theirs.permissions.some((p) => !mine.permissions.includes(p)))
    throw new AppError(403, 'user_out_of_reach')
}

/** Editing or deleting a role is for those who hold every permission it carries. */
export async function assertHoldsRole(db: Executor, request: FastifyRequest, roleId: number) {
  const actor = await request.access()
  if (actor.roles.includes(SUPER_ADMIN)) return
  const carried = await permissionsOfRoles(db, [roleId])
  if (carried.some((p) => !actor.permissions.includes(p)))
    throw new AppError(403, 'role_out_of_reach')
}
