import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import { ALL_PERMISSIONS, SEEDED_ROLES, SUPER_ADMIN } from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { users } from '../users/users.tables.ts'
import { permissions, rolePermissions, roles, userRoles } from './access.tables.ts'

export type Access = { roles: string[]; permissions: string[] }

export async function accessOf(db: Executor, userId: number): Promise<Access> {
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId))
  const roleNames = new Set<string>()
  const permissionNames = new Set<string>()
  for (const row of rows) {
    roleNames.add(row.role)
    if (row.permission) permissionNames.add(row.permission)
  }
  return { roles: [...roleNames].sort(), permissions: [...permissionNames].sort() }
}

/** Makes the permission catalogue and the seeded roles exist; safe to run on every start. */
export async function syncCatalogue(db: Executor) {
  await db
    .insert(permissions)
    .values(ALL_PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing()
  const existing = await db.select({ name: roles.name }).from(roles)
  const known = new Set(existing.map((r) => r.name))
  for (const role of SEEDED_ROLES) {
    if (known.has(role.name)) continue
    const [created] = await db
      .insert(roles)
      .values({ name: role.name, title: role.title })
      .returning({ id: roles.id })
    if (!created || role.permissions.length === 0) continue
    const ids = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...role.permissions]))
    await db
      .insert(rolePermissions)
      .values(ids.map((p) => ({ roleId: created.id, permissionId: p.id })))
  }
}

export async function assignRoleByName(db: Executor, userId: number, roleName: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName))
  if (!role) throw new Error(`Unknown role ${roleName}`)
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing()
}

/**
 * Live, unblocked users whose roles grant `permission` (the super-admin passes every check but
 * is only listed when a role grants it too): the people a task can be assigned to.
 */
export async function holdersOf(db: Executor, permission: string) {
  return db
    .selectDistinct({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(permissions.name, permission), isNull(users.deletedAt), isNull(users.blockedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
}

/**
 * Live accounts that hold `permission` through a role, and every super-admin (who passes every
 * check): the staff who hear of something needing that permission (a paid crown order).
 */
export async function staffHolding(db: Executor, permission: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        isNull(users.deletedAt),
        isNull(users.blockedAt),
        or(eq(roles.name, SUPER_ADMIN), eq(permissions.name, permission)),
      ),
    )
  return rows.map((r) => r.id)
}
