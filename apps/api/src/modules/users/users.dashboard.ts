import { hash } from '@node-rs/argon2'
import {
  assignRolesInput,
  browserSession,
  dashboardUser,
  encodeMessage,
  identity,
  SUPER_ADMIN,
  userInput,
  type DashboardUser,
  type UserInput,
} from '@kheyr/contracts'
import { isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, invalid } from '../../lib/errors.ts'
import { describeUserAgent } from '../../lib/user-agent.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { assertCanActOn, assertCanGrantRoles } from './access.service.ts'
import { rolesOfUsers, setUserRoles } from './roles.repository.ts'
import {
  anonymizeUser,
  deleteOtherSessions,
  displayName,
  findUserById,
  isTaken,
  sessionsOfUser,
  updateUser,
} from './users.repository.ts'
import { identityOf } from './users.service.ts'
import { userRoles, users, type UserRow } from './users.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const noContent = { 204: z.null() }

/** Staff routes for people: the users resource, blocking, roles, sessions, impersonation. */
export const usersDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  /** Mobile and email stay unique among live accounts; `self` is the user being edited. */
  const uniqueRules = (self?: (request: { params: unknown }) => number) =>
    defineRules<UserInput>(async ({ mobile, email }, request) => {
      const errors: Record<string, string[]> = {}
      const selfId = self ? self(request) : 0
      if (mobile && (await isTaken(db, 'mobile', mobile, selfId)))
        errors.mobile = [encodeMessage('mobile_taken')]
      if (email && (await isTaken(db, 'email', email, selfId)))
        errors.email = [encodeMessage('email_taken')]
      return errors
    })
  const paramId = (request: { params: unknown }) =>
    Number((request.params as { id?: string }).id) || 0

  const present = async (rows: UserRow[]): Promise<DashboardUser[]> => {
    const rolesById = await rolesOfUsers(
      db,
      rows.map((r) => r.id),
    )
    return rows.map((u) => ({
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      name: displayName(u),
      mobile: u.mobile,
      email: u.email,
      national_code: u.nationalCode,
      roles: rolesById.get(u.id) ?? [],
      blocked: u.blockedAt !== null,
      two_factor: u.twoFactorConfirmedAt !== null,
      mobile_verified_at: u.mobileVerifiedAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
    }))
  }

  await app.register(
    defineResource<UserRow, DashboardUser, UserInput, UserInput>({
      name: 'users',
      table: users,
      permission: 'users',
      output: dashboardUser,
      defaultSort: '-created_at',
      scope: () => isNull(users.deletedAt),
      columns: {
        id: { column: users.id, type: 'number', filter: true, sort: true },
        first_name: {
          column: users.firstName,
          type: 'text',
          search: true,
          sort: true,
          filter: true,
        },
        last_name: { column: users.lastName, type: 'text', search: true, sort: true, filter: true },
        mobile: { column: users.mobile, type: 'text', search: true, filter: true, sort: true },
        email: { column: users.email, type: 'text', search: true, filter: true },
        national_code: { column: users.nationalCode, type: 'text', search: true, filter: true },
        created_at: { column: users.createdAt, type: 'date', filter: true, sort: true },
        blocked: {
          column: users.blockedAt,
          type: 'boolean',
          filter: true,
          where: (f) =>
            (f.value === true) === (f.op !== 'ne')
              ? isNotNull(users.blockedAt)
              : isNull(users.blockedAt),
        },
        role: {
          column: users.id,
          type: 'number',
          filter: true,
          where: (f) => {
            const holds = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${f.value})`
            return f.op === 'ne' ? sql`not ${holds}` : holds
          },
        },
      },
      present,
      rules: { create: uniqueRules(), update: uniqueRules(paramId) },
      create: {
        input: userInput,
        values: async (input) => ({
          firstName: input.first_name,
          lastName: input.last_name,
          mobile: input.mobile,
          email: input.email,
          nationalCode: input.national_code,
          password: input.password ? await hash(input.password) : null,
        }),
      },
      update: {
        input: userInput,
        values: async (input, row, { request, tx }) => {
          await assertCanActOn(request, row.id, tx)
          return {
            firstName: input.first_name,
            lastName: input.last_name,
            mobile: input.mobile,
            email: input.email,
            nationalCode: input.national_code,
            ...(input.password ? { password: await hash(input.password) } : {}),
          }
        },
        // A new password from staff signs the person out everywhere, as a reset does.
        after: async (row, input, _before, { tx }) => {
          if (input.password) await deleteOtherSessions(tx, row.id, null)
        },
      },
      remove: {
        before: async (row, { request, tx }) => assertCanActOn(request, row.id, tx),
        soft: async (row, { tx }) => anonymizeUser(tx, row.id),
      },
    }),
  )

  const target = async (id: number) => {
    const user = await findUserById(db, id)
    if (!user) throw new AppError(404, 'not_found')
    return user
  }

  for (const [path, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/api/dashboard/users/:id/${path}`,
      {
        config: { permission: 'users.update' },
        schema: {
          tags: ['users'],
          summary: blocked ? 'Blocks a user and ends their sessions' : 'Unblocks a user',
          params: idParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        const user = await target(request.params.id)
        await assertCanActOn(request, user.id)
        await db.transaction(async (tx) => {
          await updateUser(tx, user.id, { blockedAt: blocked ? new Date() : null })
          if (blocked) await deleteOtherSessions(tx, user.id, null)
          await recordAudit(tx, request, {
            action: blocked ? 'blocked' : 'unblocked',
            resource: 'users',
            recordId: user.id,
            before: { blocked: user.blockedAt !== null },
            after: { blocked },
          })
        })
        return reply.code(204).send(null)
      },
    )
  }

  app.put(
    '/api/dashboard/users/:id/roles',
    {
      config: { permission: 'users.update' },
      schema: {
        tags: ['users'],
        summary: "Sets a user's roles",
        params: idParams,
        body: assignRolesInput,
        response: { 200: z.object({ data: dashboardUser }) },
      },
    },
    async (request) => {
      const user = await target(request.params.id)
      if (user.id === request.user!.id) throw invalid('roles', 'role_self')
      await assertCanActOn(request, user.id)
      const roleIds = [...new Set(request.body.roles)]
      await assertCanGrantRoles(db, request, roleIds)
      const before = (await rolesOfUsers(db, [user.id])).get(user.id) ?? []
      // Taking super-admin away is for a super-admin too.
      const superAdmin = before.find((r) => r.name === SUPER_ADMIN)
      if (superAdmin && !roleIds.includes(superAdmin.id))
        await assertCanGrantRoles(db, request, [superAdmin.id])
      await db.transaction(async (tx) => {
        await setUserRoles(tx, user.id, roleIds)
        // New powers take effect on the user's next request, which also gets a new session id
        // (decision 022).
        await recordAudit(tx, request, {
          action: 'roles.updated',
          resource: 'users',
          recordId: user.id,
          before: { roles: before.map((r) => r.name) },
          after: { roles: roleIds },
        })
      })
      return { data: (await present([await target(user.id)]))[0]! }
    },
  )

  app.get(
    '/api/dashboard/users/:id/sessions',
    {
      config: { permission: 'users.view' },
      schema: {
        tags: ['users'],
        summary: "A user's browser sessions",
        params: idParams,
        response: { 200: z.object({ data: z.array(browserSession) }) },
      },
    },
    async (request) => {
      const user = await target(request.params.id)
      await assertCanActOn(request, user.id)
      const rows = await sessionsOfUser(db, user.id)
      return {
        data: rows.map((s) => ({
          id: s.id.slice(0, 16),
          ip: s.ip,
          device: describeUserAgent(s.userAgent),
          last_active: s.lastActivity.toISOString(),
          current: false,
        })),
      }
    },
  )

  app.delete(
    '/api/dashboard/users/:id/sessions',
    {
      config: { permission: 'users.update' },
      schema: {
        tags: ['users'],
        summary: 'Signs a user out everywhere',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = await target(request.params.id)
      await assertCanActOn(request, user.id)
      await db.transaction(async (tx) => {
        await deleteOtherSessions(tx, user.id, null)
        await recordAudit(tx, request, {
          action: 'sessions.ended',
          resource: 'users',
          recordId: user.id,
        })
      })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/dashboard/users/:id/impersonate',
    {
      config: { permission: 'users.impersonate' },
      schema: {
        tags: ['users'],
        summary: 'Signs in as this user (with a way back)',
        params: idParams,
        response: { 200: identity },
      },
    },
    async (request) => {
      const admin = request.user!
      const user = await target(request.params.id)
      if (user.id === admin.id || user.blockedAt || request.session?.data.impersonatorId)
        throw new AppError(403, 'impersonation_refused')
      // Never more than the impersonator holds; and nobody, not even a super-admin, becomes one.
      await assertCanActOn(request, user.id)
      const targetRoles = (await rolesOfUsers(db, [user.id])).get(user.id) ?? []
      if (targetRoles.some((r) => r.name === SUPER_ADMIN))
        throw new AppError(403, 'impersonation_refused')
      await request.startSession(user.id, { impersonatorId: admin.id }, (tx) =>
        recordAudit(tx, request, {
          action: 'impersonation.started',
          resource: 'users',
          recordId: user.id,
          after: { impersonator: admin.id },
        }),
      )
      request.user = user
      return (await identityOf(request))!
    },
  )
}
