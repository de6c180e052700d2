import { hash, verify } from '@node-rs/argon2'
import {
  encodeMessage,
  identity,
  notice,
  loginInput,
  otpSent,
  resetPasswordInput,
  sendOtpInput,
  signInResult,
  twoFactorChallengeInput,
  verifyOtpInput,
  type VerifyOtpInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, invalid, unauthenticated } from '../../lib/errors.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { notify } from '../notifications/notifications.service.ts'
import { checkOtp, issueOtp, spendOtp } from '../otp/otp.service.ts'
import { assertBelow, clear, enforce, hit } from '../rate-limits/rate-limits.service.ts'
import {
  deleteOtherSessions,
  findUserById,
  findUserByMobile,
  identityOf,
  insertUser,
  updateUser,
} from '../users/users.service.ts'
import { completeSignIn, pendingTwoFactorUserId, signIn } from './auth.service.ts'
import { acceptRecoveryCode, acceptTotp } from './two-factor.service.ts'

const LOGIN_PER_MOBILE = { max: 5, windowSeconds: 60 }
const LOGIN_PER_IP = { max: 30, windowSeconds: 60 }
/** Wrong two-factor codes an account takes, across all its sessions, before it is locked. */
export const TWO_FACTOR_PER_ACCOUNT = { max: 5, windowSeconds: 15 * 60 }

// A password check costs the same whether or not the mobile has an account.
const DUMMY_HASH = hash('kheyr-timing-equaliser')

/** 429 with the minutes left, so the person knows when to try again. */
const twoFactorLocked = (seconds: number) =>
  new AppError(
    429,
    'two_factor_locked',
    { minutes: Math.ceil(seconds / 60) },
    { 'retry-after': String(seconds) },
  )

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401 for a guest',
        response: { 200: identity },
      },
    },
    async (request) => {
      const user = await identityOf(request)
      if (!user) throw unauthenticated()
      return user
    },
  )

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Ends this session', response: { 204: z.null() } } },
    async (request, reply) => {
      await request.endSession()
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/auth/otp/send',
    {
      config: { precognition: true },
      schema: {
        tags: ['auth'],
        summary: 'Sends a sign-in code by SMS (registers the mobile on first verify)',
        body: sendOtpInput,
        response: { 200: otpSent },
      },
    },
    async (request) => {
      const { mobile } = request.body
      const user = await findUserByMobile(app.db, mobile)
      if (user?.blockedAt) throw new AppError(403, 'account_blocked')
      const sent = await issueOtp(app, request, mobile, 'login', user?.id ?? null)
      return {
        data: {
          mobile,
          registered: user !== null,
          expires_in: sent.expiresIn,
          resend_in: sent.resendIn,
        },
      }
    },
  )

  app.post(
    '/api/auth/otp/verify',
    {
      config: {
        precognition: true,
        // A new mobile registers here, so its name is needed.
        rules: defineRules<VerifyOtpInput>(async ({ mobile, first_name, last_name }) => {
          if (!mobile || (await findUserByMobile(app.db, mobile))) return
          const errors: Record<string, string[]> = {}
          if (!first_name) errors.first_name = [encodeMessage('required')]
          if (!last_name) errors.last_name = [encodeMessage('required')]
          return errors
        }),
      },
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or registers) with the code sent by SMS',
        body: verifyOtpInput,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const { mobile, code, first_name, last_name } = request.body
      // A wrong code counts as a try whatever happens next; a right one is spent only if the
      // account and the session commit with it, all or none.
      const checked = await checkOtp(app, request, mobile, 'login', code)
      let registered = false
      const result = await completeSignIn(app, request, async (tx) => {
        await spendOtp(tx, checked)
        const user = await findUserByMobile(tx, mobile)
        registered = user !== null
        if (!user)
          return insertUser(tx, {
            mobile,
            firstName: first_name,
            lastName: last_name,
            mobileVerifiedAt: new Date(),
          })
        if (user.mobileVerifiedAt) return user
        return (await updateUser(tx, user.id, { mobileVerifiedAt: new Date() }))!
      })
      return { data: { ...result, registered } }
    },
  )

  app.post(
    '/api/auth/login',
    {
      config: { precognition: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs in with mobile and password',
        body: loginInput,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const { mobile, password } = request.body
      // Like a login throttle: only failed tries count, so people who get it right are never held up.
      const limits = [
        { key: `login:mobile:${mobile}`, ...LOGIN_PER_MOBILE },
        { key: `login:ip:${request.ip}`, ...LOGIN_PER_IP },
      ]
      for (const limit of limits) await assertBelow(app.db, limit)
      const user = await findUserByMobile(app.db, mobile)
      const ok = await verify(user?.password ?? (await DUMMY_HASH), password)
      if (!user || !user.password || !ok) {
        await enforce(app.db, ...limits)
        throw invalid('mobile', 'credentials')
      }
      await clear(app.db, limits[0]!.key)
      const result = await completeSignIn(app, request, user)
      return { data: { ...result, registered: true } }
    },
  )

  app.post(
    '/api/auth/two-factor-challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finishes a sign-in with a two-factor or recovery code',
        body: twoFactorChallengeInput,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const userId = pendingTwoFactorUserId(request)
      if (!userId) throw new AppError(401, 'two_factor_pending')
      // Counted per account, not per session: a new password sign-in gives no fresh tries.
      const limit = { key: `2fa:user:${userId}`, ...TWO_FACTOR_PER_ACCOUNT }
      await assertBelow(app.db, limit, twoFactorLocked)
      const user = await findUserById(app.db, userId)
      if (!user || !user.twoFactorConfirmedAt) throw new AppError(401, 'two_factor_pending')
      const { code, recovery_code } = request.body
      const check = code
        ? await acceptTotp(app, user, code)
        : await acceptRecoveryCode(app, user, recovery_code!)
      if (check !== 'ok') {
        const { count, retryAfter } = await hit(app.db, limit)
        if (count >= limit.max) {
          // The owner hears of it: whoever typed the codes knew the password.
          if (count === limit.max)
            await notify(app.db, {
              userId: user.id,
              kind: 'security',
              title: notice('fa', 'notifications', 'two_factor_locked_title'),
              body: notice('fa', 'notifications', 'two_factor_locked_body'),
              link: '/profile',
            })
          throw twoFactorLocked(retryAfter)
        }
        if (check === 'used') throw invalid('code', 'totp_used')
        throw code
          ? invalid('code', 'totp_invalid')
          : invalid('recovery_code', 'recovery_code_invalid')
      }
      await clear(app.db, limit.key)
      await signIn(app, request, user)
      return { data: { two_factor: false, registered: true } }
    },
  )

  app.post(
    '/api/auth/password/forgot',
    {
      config: { precognition: true },
      schema: {
        tags: ['auth'],
        summary: 'Sends a code to reset the password',
        body: sendOtpInput,
        response: { 200: otpSent },
      },
    },
    async (request) => {
      const { mobile } = request.body
      const user = await findUserByMobile(app.db, mobile)
      if (!user) throw invalid('mobile', 'mobile_unknown')
      const sent = await issueOtp(app, request, mobile, 'reset', user.id)
      return {
        data: { mobile, registered: true, expires_in: sent.expiresIn, resend_in: sent.resendIn },
      }
    },
  )

  app.post(
    '/api/auth/password/reset',
    {
      config: { precognition: true },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the code, ends other sessions and signs in',
        body: resetPasswordInput,
        response: { 200: signInResult },
      },
    },
    async (request) => {
      const { mobile, code, password } = request.body
      const user = await findUserByMobile(app.db, mobile)
      if (!user) throw invalid('mobile', 'mobile_unknown')
      const checked = await checkOtp(app, request, mobile, 'reset', code)
      const hashed = await hash(password)
      // The code spent, the new password, every session of the account ended, and a new one
      // here: all or none.
      const result = await completeSignIn(app, request, async (tx) => {
        await spendOtp(tx, checked)
        await updateUser(tx, user.id, { password: hashed })
        await deleteOtherSessions(tx, user.id, null)
        return { ...user, password: 'set' }
      })
      return { data: { ...result, registered: true } }
    },
  )
}
