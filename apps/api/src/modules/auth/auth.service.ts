import { CONFIRMATION_TTL_SECONDS } from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client.ts'
import type { SessionWork } from '../../plugins/session.ts'
import { AppError, confirmationRequired } from '../../lib/errors.ts'
import type { UserRow } from '../users/users.service.ts'

/** Work other modules do when someone signs in (guest donations join the account). */
export type SignInHook = (tx: Tx, user: UserRow) => Promise<void>

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /** Modules that need `auth` push what happens at sign-in here, in one transaction. */
    signInHooks: SignInHook[]
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

const PENDING_TWO_FACTOR_MS = 5 * 60 * 1000

/**
 * After a correct first factor: with two-factor on, the session only remembers who is half way
 * in; otherwise a new session (new id) starts for the user. `work` commits with the new session.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  work?: SessionWork,
) {
  if (user.blockedAt || user.deletedAt) throw new AppError(403, 'account_blocked')
  if (user.twoFactorConfirmedAt) {
    await request.startSession(
      null,
      { pendingTwoFactorUserId: user.id, pendingSince: Date.now() },
      work,
    )
    return { two_factor: true }
  }
  await signIn(app, request, user, work)
  return { two_factor: false }
}

/**
 * A new session, with a new id whatever cookie came in, for the user; what other modules do at
 * sign-in commits with it.
 */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  work?: SessionWork,
) {
  await request.startSession(user.id, { confirmedAt: Date.now() }, async (tx) => {
    await work?.(tx)
    for (const hook of app.signInHooks) await hook(tx, user)
  })
  request.user = user
}

export function pendingTwoFactorUserId(request: FastifyRequest): number | null {
  const data = request.session?.data
  if (!data?.pendingTwoFactorUserId || request.session?.userId) return null
  const since = Number(data.pendingSince ?? 0)
  return Date.now() - since < PENDING_TWO_FACTOR_MS ? data.pendingTwoFactorUserId : null
}

/** Sensitive actions need a password or fresh OTP confirmation in the last 15 minutes (423). */
export function requireConfirmation(request: FastifyRequest) {
  const at = Number(request.session?.data.confirmedAt ?? 0)
  if (Date.now() - at > CONFIRMATION_TTL_SECONDS * 1000) throw confirmationRequired()
}

export async function markConfirmed(request: FastifyRequest) {
  await request.updateSession({ confirmedAt: Date.now() })
}
