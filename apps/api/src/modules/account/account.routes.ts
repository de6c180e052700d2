import { hash, verify } from '@node-rs/argon2'
import {
  browserSession,
  changeMobileInput,
  codeSent,
  changePasswordInput,
  confirmationStatus,
  confirmOtpInput,
  confirmPasswordInput,
  encodeMessage,
  identity,
  recoveryCodes,
  sendOtpInput,
  twoFactorCodeInput,
  twoFactorSetup,
  updateProfileInput,
  type SendOtpInput,
  type UpdateProfileInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, invalid, notFound } from '../../lib/errors.ts'
import { describeUserAgent } from '../../lib/user-agent.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { markConfirmed, requireConfirmation } from '../auth/auth.service.ts'
import {
  acceptTotp,
  confirmTwoFactor,
  disableTwoFactor,
  pendingSetup,
  regenerateRecoveryCodes,
  startTwoFactor,
} from '../auth/two-factor.service.ts'
import { checkOtp, consumeOtp, issueOtp, spendOtp } from '../otp/otp.service.ts'
import {
  anonymizeUser,
  deleteOtherSessions,
  deleteSession,
  findUserByMobile,
  identityOf,
  isTaken,
  sessionsOfUser,
  updateUser,
  type UserRow,
} from '../users/users.service.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'

const signedIn = { auth: 'user' as const }
const noContent = { 204: z.null() }

/** The signed-in user's own account: everything here acts on `request.user` only. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: { user: UserRow | null }) => request.user!

  app.put(
    '/api/user/profile',
    {
      config: {
        ...signedIn,
        precognition: true,
        rules: defineRules<UpdateProfileInput>(async ({ email }, request) => {
          if (email && (await isTaken(app.db, 'email', email, request.user!.id)))
            return { email: [encodeMessage('email_taken')] }
        }),
      },
      schema: {
        tags: ['account'],
        summary: 'Edits the profile',
        body: updateProfileInput,
        response: { 200: identity },
      },
    },
    async (request) => {
      const user = me(request)
      const { first_name, last_name, email, national_code } = request.body
      const updated = await app.db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, {
          firstName: first_name,
          lastName: last_name,
          email,
          nationalCode: national_code,
        })
        await recordAudit(tx, request, {
          action: 'profile.updated',
          resource: 'users',
          recordId: user.id,
          before: user,
          after: row,
        })
        return row!
      })
      request.user = updated
      return (await identityOf(request))!
    },
  )

  app.get(
    '/api/user/confirmation',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Whether a sensitive action may run now',
        response: { 200: confirmationStatus },
      },
    },
    async (request) => {
      let confirmed = true
      try {
        requireConfirmation(request)
      } catch {
        confirmed = false
      }
      const methods: ('password' | 'otp')[] = me(request).password ? ['password', 'otp'] : ['otp']
      return { data: { confirmed, methods } }
    },
  )

  app.post(
    '/api/user/confirm-password',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Confirms the password for sensitive actions',
        body: confirmPasswordInput,
        response: noContent,
      },
    },
    async (request, reply) => {
      const user = me(request)
      if (!user.password || !(await verify(user.password, request.body.password)))
        throw invalid('password', 'password_current')
      await markConfirmed(request)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/user/confirm-otp/send',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Sends a code to confirm a sensitive action',
        response: { 200: codeSent },
      },
    },
    async (request) => {
      const user = me(request)
      const sent = await issueOtp(app, request, user.mobile, 'confirm', user.id)
      return { data: { expires_in: sent.expiresIn, resend_in: sent.resendIn } }
    },
  )

  app.post(
    '/api/user/confirm-otp',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Confirms a sensitive action with the code',
        body: confirmOtpInput,
        response: noContent,
      },
    },
    async (request, reply) => {
      await consumeOtp(app, request, me(request).mobile, 'confirm', request.body.code)
      await markConfirmed(request)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/user/password',
    {
      config: { ...signedIn, precognition: true },
      schema: {
        tags: ['account'],
        summary: 'Sets a new password and signs out every other browser (needs confirmation)',
        body: changePasswordInput,
        response: noContent,
      },
    },
    async (request, reply) => {
      requireConfirmation(request)
      const user = me(request)
      const hashed = await hash(request.body.password)
      // Whoever knew the old password is signed out everywhere else, as a reset does, and this
      // browser goes on under a new session id (decision 022).
      await request.renewSession(async (tx) => {
        await updateUser(tx, user.id, { password: hashed })
        await deleteOtherSessions(tx, user.id, request.session!.id)
        await recordAudit(tx, request, {
          action: 'password.changed',
          resource: 'users',
          recordId: user.id,
        })
      })
      return reply.code(204).send(null)
    },
  )

  const mobileRules = defineRules<SendOtpInput>(async ({ mobile }, request) => {
    if (!mobile) return
    if (mobile === request.user!.mobile) return { mobile: [encodeMessage('mobile_same')] }
    if (await findUserByMobile(app.db, mobile)) return { mobile: [encodeMessage('mobile_taken')] }
  })

  app.post(
    '/api/user/mobile/send',
    {
      config: { ...signedIn, precognition: true, rules: mobileRules },
      schema: {
        tags: ['account'],
        summary: 'Sends a code to the new mobile (needs confirmation)',
        body: sendOtpInput,
        response: { 200: codeSent },
      },
    },
    async (request) => {
      requireConfirmation(request)
      const sent = await issueOtp(
        app,
        request,
        request.body.mobile,
        'change_mobile',
        request.user!.id,
      )
      return { data: { expires_in: sent.expiresIn, resend_in: sent.resendIn } }
    },
  )

  app.put(
    '/api/user/mobile',
    {
      config: { ...signedIn, precognition: true, rules: mobileRules },
      schema: {
        tags: ['account'],
        summary: 'Changes the mobile with the code sent to it',
        body: changeMobileInput,
        response: { 200: identity },
      },
    },
    async (request) => {
      requireConfirmation(request)
      const user = me(request)
      const { mobile, code } = request.body
      const checked = await checkOtp(app, request, mobile, 'change_mobile', code)
      // The code is spent only with the change it was for.
      const updated = await app.db.transaction(async (tx) => {
        await spendOtp(tx, checked)
        const row = await updateUser(tx, user.id, { mobile, mobileVerifiedAt: new Date() })
        await recordAudit(tx, request, {
          action: 'mobile.changed',
          resource: 'users',
          recordId: user.id,
          before: { mobile: user.mobile },
          after: { mobile },
        })
        return row!
      })
      request.user = updated
      return (await identityOf(request))!
    },
  )

  app.post(
    '/api/user/two-factor',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Starts enabling two-factor sign-in (needs confirmation)',
        response: { 200: twoFactorSetup },
      },
    },
    async (request) => {
      requireConfirmation(request)
      if (me(request).twoFactorConfirmedAt) throw new AppError(409, 'conflict')
      return { data: await startTwoFactor(app, me(request)) }
    },
  )

  app.get(
    '/api/user/two-factor',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'The QR code of a setup still to confirm',
        response: { 200: twoFactorSetup },
      },
    },
    async (request) => {
      requireConfirmation(request)
      const setup = await pendingSetup(app, me(request))
      if (!setup) throw notFound()
      return { data: setup }
    },
  )

  app.post(
    '/api/user/two-factor/confirm',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Finishes enabling with a code from the app',
        body: twoFactorCodeInput,
        response: { 200: recoveryCodes },
      },
    },
    async (request) => {
      const user = me(request)
      if (!user.twoFactorSecret || user.twoFactorConfirmedAt) throw new AppError(409, 'conflict')
      if ((await acceptTotp(app, user, request.body.code)) !== 'ok')
        throw invalid('code', 'totp_invalid')
      const codes = await confirmTwoFactor(app, user)
      await recordAudit(app.db, request, {
        action: 'two_factor.enabled',
        resource: 'users',
        recordId: user.id,
      })
      return { data: { recovery_codes: codes } }
    },
  )

  app.post(
    '/api/user/two-factor/recovery-codes',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Replaces the recovery codes (needs confirmation)',
        response: { 200: recoveryCodes },
      },
    },
    async (request) => {
      requireConfirmation(request)
      if (!me(request).twoFactorConfirmedAt) throw new AppError(409, 'conflict')
      return { data: { recovery_codes: await regenerateRecoveryCodes(app, me(request)) } }
    },
  )

  app.delete(
    '/api/user/two-factor',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Turns two-factor sign-in off (needs confirmation)',
        response: noContent,
      },
    },
    async (request, reply) => {
      requireConfirmation(request)
      await disableTwoFactor(app, me(request))
      await recordAudit(app.db, request, {
        action: 'two_factor.disabled',
        resource: 'users',
        recordId: me(request).id,
      })
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/api/user/sessions',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Browser sessions of this account',
        response: { 200: z.object({ data: z.array(browserSession) }) },
      },
    },
    async (request) => {
      const rows = await sessionsOfUser(app.db, me(request).id)
      return {
        data: rows.map((s) => ({
          id: s.id.slice(0, 16),
          ip: s.ip,
          device: describeUserAgent(s.userAgent),
          last_active: s.lastActivity.toISOString(),
          current: s.id === request.session?.id,
        })),
      }
    },
  )

  app.delete(
    '/api/user/sessions/others',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Signs out every other browser (needs confirmation)',
        response: noContent,
      },
    },
    async (request, reply) => {
      requireConfirmation(request)
      await deleteOtherSessions(app.db, me(request).id, request.session!.id)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/api/user/sessions/:id',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Signs out one other browser',
        params: z.object({ id: z.string().min(8).max(64) }),
        response: noContent,
      },
    },
    async (request, reply) => {
      const rows = await sessionsOfUser(app.db, me(request).id)
      const target = rows.find(
        (s) => s.id.startsWith(request.params.id) && s.id !== request.session?.id,
      )
      if (!target) throw notFound()
      await deleteSession(app.db, target.id)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/api/user',
    {
      config: signedIn,
      schema: {
        tags: ['account'],
        summary: 'Deletes the account; donations and payments stay for the books',
        response: noContent,
      },
    },
    async (request, reply) => {
      requireConfirmation(request)
      const user = me(request)
      await app.db.transaction(async (tx) => {
        await anonymizeUser(tx, user.id)
        await recordAudit(tx, request, {
          action: 'account.deleted',
          resource: 'users',
          recordId: user.id,
          before: user,
          after: null,
        })
      })
      request.session = null
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return reply.code(204).send(null)
    },
  )
}
