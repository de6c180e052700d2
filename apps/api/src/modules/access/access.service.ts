import { encodeMessage, SUPER_ADMIN } from '@kheyr/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { ValidationError } from '../../lib/errors.ts'
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
