import {
  dashboardRole,
  encodeMessage,
  isPermission,
  PERMISSION_GROUPS,
  permissionCatalogue,
  roleInput,
  SUPER_ADMIN,
  ALL_PERMISSIONS,
  type DashboardRole,
  type RoleInput,
} from '@kheyr/contracts'
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Tx } from '../../db/client.ts'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { assertCanGrantPermissions, assertHoldsRole } from './access.service.ts'
import { permissions, rolePermissions, roles, userRoles } from './access.tables.ts'

type RoleRow = typeof roles.$inferSelect

export const rolesModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  const present = async (rows: RoleRow[]): Promise<DashboardRole[]> => {
    const ids = rows.map((r) => r.id)
    const [perms, counts] = ids.length
      ? await Promise.all([
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
      : [[], []]
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      title: r.title,
      permissions:
        r.name === SUPER_ADMIN
          ? [...ALL_PERMISSIONS]
          : perms
              .filter((p) => p.roleId === r.id)
              .map((p) => p.name)
              .sort(),
      users_count: Number(counts.find((c) => c.roleId === r.id)?.value ?? 0),
      all_permissions: r.name === SUPER_ADMIN,
      created_at: r.createdAt.toISOString(),
    }))
  }

  async function setPermissions(tx: Tx, roleId: number, names: string[]) {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId))
    if (!names.length) return
    const rows = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, names))
    await tx.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })))
  }

  const checkPermissions = async (
    input: RoleInput,
    request: Parameters<typeof assertCanGrantPermissions>[0],
  ) => {
    const unknown = input.permissions.filter((p) => !isPermission(p))
    if (unknown.length) throw new ValidationError({ permissions: [encodeMessage('in')] })
    await assertCanGrantPermissions(request, input.permissions)
  }
  const uniqueName = (selfId: (request: { params: unknown }) => number) =>
    defineRules<RoleInput>(async ({ name }, request) => {
      if (!name) return
      const [taken] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.name, name), ne(roles.id, selfId(request))))
      if (taken) return { name: [encodeMessage('slug_taken')] }
    })
  const locked = (row: RoleRow) => {
    if (row.name === SUPER_ADMIN) throw new AppError(409, 'role_locked')
  }

  await app.register(
    defineResource<RoleRow, DashboardRole, RoleInput, RoleInput>({
      name: 'roles',
      table: roles,
      permission: 'roles',
      output: dashboardRole,
      defaultSort: 'id',
      columns: {
        id: { column: roles.id, type: 'number', sort: true, filter: true },
        name: { column: roles.name, type: 'text', search: true, sort: true, filter: true },
        title: { column: roles.title, type: 'text', search: true, sort: true },
        created_at: { column: roles.createdAt, type: 'date', sort: true, filter: true },
      },
      present,
      rules: {
        create: uniqueName(() => 0),
        update: uniqueName((r) => Number((r.params as { id?: string }).id) || 0),
      },
      create: {
        input: roleInput,
        values: async (input, { request }) => {
          await checkPermissions(input, request)
          return { name: input.name, title: input.title }
        },
        after: async (row, input, { tx }) => setPermissions(tx, row.id, input.permissions),
      },
      update: {
        input: roleInput,
        values: async (input, row, { request, tx }) => {
          locked(row)
          // Editing a role changes what its holders may do: only for those who hold all of it.
          await assertHoldsRole(tx, request, row.id)
          await checkPermissions(input, request)
          return { name: input.name, title: input.title }
        },
        after: async (row, input, _before, { tx }) => setPermissions(tx, row.id, input.permissions),
      },
      remove: {
        before: async (row, { request, tx }) => {
          locked(row)
          await assertHoldsRole(tx, request, row.id)
          const [held] = await tx
            .select({ value: count() })
            .from(userRoles)
            .where(eq(userRoles.roleId, row.id))
          if (Number(held?.value ?? 0) > 0) throw new AppError(409, 'role_in_use')
        },
      },
    }),
  )

  app.get(
    '/api/dashboard/permissions',
    {
      config: { permission: 'roles.view' },
      schema: {
        tags: ['roles'],
        summary: 'The permission catalogue, grouped as the spec lists it',
        response: { 200: permissionCatalogue },
      },
    },
    async () => ({
      data: PERMISSION_GROUPS.map((group) => ({
        group,
        permissions: ALL_PERMISSIONS.filter((p) => p.startsWith(`${group}.`)).map((name) => ({
          name,
          action: name.slice(group.length + 1),
        })),
      })),
    }),
  )
}
