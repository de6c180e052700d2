import type { Identity } from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import { findUserById } from '../users/users.repository.ts'

/** The signed-in user as the web app sees it (`GET /api/user`). */
export async function identityOf(request: FastifyRequest): Promise<Identity | null> {
  const user = request.user
  if (!user) return null
  const access = await request.access()
  const impersonatorId = request.session?.data.impersonatorId
  const impersonator = impersonatorId ? await findUserById(request.server.db, impersonatorId) : null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
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
    permissions: access.roles.includes('super-admin') ? ['*'] : access.permissions,
    panel_access: access.roles.includes('super-admin') || access.permissions.length > 0,
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
