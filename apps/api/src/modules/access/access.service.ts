import { encodeMessage, SUPER_ADMIN } from '@kheyr/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { accessOf } from './access.repository.ts'
import { permissions, rolePermissions, roles } from './access.tables.ts'

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
  const chosen = await db.select().from(roles).where(inArray(roles.id, roleIds))
  if (chosen.length !== new Set(roleIds).size)
    throw new ValidationError({ [field]: [encodeMessage('in')] })
  if (actor.roles.includes(SUPER_ADMIN)) return
  if (chosen.some((r) => r.name === SUPER_ADMIN))
    throw new ValidationError({ [field]: [encodeMessage('role_forbidden')] })
  const granted = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds))
  if (granted.some((p) => !actor.permissions.includes(p.name))) {
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
  const theirs = await accessOf(db, targetUserId)
  if (mine.roles.includes(SUPER_ADMIN)) return
  if (theirs.roles.includes(SUPER_ADMIN)) throw new AppError(403, 'super_admin_only')
  if (theirs.permissions.some((p) => !mine.permissions.includes(p)))
    throw new AppError(403, 'user_out_of_reach')
}

/** Editing or deleting a role is for those who hold every permission it carries. */
export async function assertHoldsRole(db: Executor, request: FastifyRequest, roleId: number) {
  const actor = await request.access()
  if (actor.roles.includes(SUPER_ADMIN)) return
  const carried = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
  if (carried.some((p) => !actor.permissions.includes(p.name)))
    throw new AppError(403, 'role_out_of_reach')
}
