import { CONFIRMATION_TTL_SECONDS } from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Tx } from '../../db/client.ts'
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

/** Who signs in, decided in the sign-in's transaction (a sign-up creates the account there). */
export type SignInWork = (tx: Tx) => Promise<UserRow>

/**
 * After a correct first factor: with two-factor on, the session only remembers who is half way
 * in; otherwise a new session (new id) starts for the user. Given `SignInWork` for the user, its
 * writes (a spent code, a new account, a new password) commit with the new session, or none do.
 */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  who: UserRow | SignInWork,
) {
  const { user, twoFactor } = await request.openSession(async (tx) => {
    const user = typeof who === 'function' ? await who(tx) : who
    if (user.blockedAt || user.deletedAt) throw new AppError(403, 'account_blocked')
    if (user.twoFactorConfirmedAt) {
      const data = { pendingTwoFactorUserId: user.id, pendingSince: Date.now() }
      return { user, twoFactor: true, userId: null, data }
    }
    await runSignInHooks(app, tx, user)
    return { user, twoFactor: false, userId: user.id, data: { confirmedAt: Date.now() } }
  })
  if (!twoFactor) request.user = user
  return { two_factor: twoFactor }
}

/**
 * A new session, with a new id whatever cookie came in, for the user; what other modules do at
 * sign-in commits with it.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  await request.startSession(user.id, { confirmedAt: Date.now() }, (tx) =>
    runSignInHooks(app, tx, user),
  )
  request.user = user
}

async function runSignInHooks(app: FastifyInstance, tx: Tx, user: UserRow) {
  for (const hook of app.signInHooks) await hook(tx, user)
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
