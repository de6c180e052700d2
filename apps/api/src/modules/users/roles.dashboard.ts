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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError, ValidationError } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { assertCanGrantPermissions, assertHoldsRole } from './access.service.ts'
import {
  announceRoleChange,
  holderCount,
  roleDetails,
  roleNameTaken,
  setRolePermissions,
} from './roles.repository.ts'
import { roles, type RoleRow } from './users.tables.ts'

/** Staff routes for roles and the permission catalogue. */
export const rolesDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  // A change to a role shows in this instance's role cache at once, after it commits (other
  // instances hear of it from the NOTIFY the change sends).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') app.roles.invalidate()
  })

  const present = async (rows: RoleRow[]): Promise<DashboardRole[]> => {
    const { permissions: perms, holders } = await roleDetails(
      db,
      rows.map((r) => r.id),
    )
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
      users_count: holders.find((c) => c.roleId === r.id)?.count ?? 0,
      all_permissions: r.name === SUPER_ADMIN,
      created_at: r.createdAt.toISOString(),
    }))
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
      if (await roleNameTaken(db, name, selfId(request)))
        return { name: [encodeMessage('slug_taken')] }
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
        after: async (row, input, { tx }) => setRolePermissions(tx, row.id, input.permissions),
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
        after: async (row, input, _before, { tx }) =>
          setRolePermissions(tx, row.id, input.permissions),
      },
      remove: {
        before: async (row, { request, tx }) => {
          locked(row)
          await assertHoldsRole(tx, request, row.id)
          if ((await holderCount(tx, row.id)) > 0) throw new AppError(409, 'role_in_use')
          await announceRoleChange(tx)
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
