import { ALL_PERMISSIONS, SEEDED_ROLES } from '@kheyr/contracts'
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { permissions, rolePermissions, roles, userRoles } from './users.tables.ts'

/** The channel a change to a role's permissions is announced on (the role cache listens). */
export const ROLES_CHANNEL = 'kheyr_roles'

/** Tells every instance's role cache, when the caller's transaction commits. */
export async function announceRoleChange(db: Executor) {
  await db.execute(sql`select pg_notify(${ROLES_CHANNEL}, '')`)
}

/** Every role with the names of the permissions it grants (the role cache's contents). */
export async function rolesWithPermissions(db: Executor) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, permission: permissions.name })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
  const byId = new Map<number, { name: string; permissions: string[] }>()
  for (const row of rows) {
    const role = byId.get(row.id) ?? { name: row.name, permissions: [] }
    if (row.permission) role.permissions.push(row.permission)
    byId.set(row.id, role)
  }
  return byId
}

/** The ids of the roles a user holds. */
export async function roleIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
  return rows.map((r) => r.id)
}

export async function rolesOfUsers(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; name: string; title: string | null }[]>()
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids))
  const map = new Map<number, { id: number; name: string; title: string | null }[]>()
  for (const { userId, ...role } of rows) map.set(userId, [...(map.get(userId) ?? []), role])
  return map
}

/**
 * A user's roles become exactly these (the caller checked them). Only what changes is written:
 * a role given or taken renews the user's session ids (a trigger; decision 022), the same set
 * saved again does not.
 */
export async function setUserRoles(db: Executor, userId: number, roleIds: number[]) {
  await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        roleIds.length ? notInArray(userRoles.roleId, roleIds) : undefined,
      ),
    )
  if (roleIds.length)
    await db
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing()
}

export async function rolesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db.select().from(roles).where(inArray(roles.id, ids))
}

export async function allRoles(db: Executor) {
  return db
    .select({ id: roles.id, name: roles.name, title: roles.title })
    .from(roles)
    .orderBy(asc(roles.id))
}

/** Names of the permissions these roles grant. */
export async function permissionsOfRoles(db: Executor, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return []
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds))
  return rows.map((r) => r.name)
}

/** Each role's permissions and how many people hold it (the roles list). */
export async function roleDetails(db: Executor, ids: number[]) {
  if (!ids.length) return { permissions: [], holders: [] }
  const [perms, holders] = await Promise.all([
    db
      .select({ roleId: rolePermissions.roleId, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, ids)),
    db
      .select({ roleId: userRoles.roleId, value: count() })
      .from(userRoles)
      .where(inArray(userRoles.roleId, ids))
      .groupBy(userRoles.roleId),
  ])
  return {
    permissions: perms,
    holders: holders.map((h) => ({ roleId: h.roleId, count: Number(h.value) })),
  }
}

export async function holderCount(db: Executor, roleId: number): Promise<number> {
  const [held] = await db
    .select({ value: count() })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId))
  return Number(held?.value ?? 0)
}

/**
 * A role grants exactly these permissions from now on (announced to every role cache). Only what
 * changes is written: a permission given or taken renews its holders' session ids (a trigger;
 * decision 022), a role saved with the same ones does not.
 */
export async function setRolePermissions(db: Executor, roleId: number, names: string[]) {
  const ids = names.length
    ? (
        await db
          .select({ id: permissions.id })
          .from(permissions)
          .where(inArray(permissions.name, names))
      ).map((p) => p.id)
    : []
  await db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        ids.length ? notInArray(rolePermissions.permissionId, ids) : undefined,
      ),
    )
  if (ids.length)
    await db
      .insert(rolePermissions)
      .values(ids.map((permissionId) => ({ roleId, permissionId })))
      .onConflictDoNothing()
  await announceRoleChange(db)
}

export async function roleNameTaken(db: Executor, name: string, exceptId: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name), ne(roles.id, exceptId)))
  return taken !== undefined
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
  await announceRoleChange(db)
}

export async function assignRoleByName(db: Executor, userId: number, roleName: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName))
  if (!role) throw new Error(`Unknown role ${roleName}`)
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing()
}
