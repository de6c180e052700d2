import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import { invalid, tooManyRequests } from '../../lib/errors.ts'
import { enforce } from '../rate-limits/rate-limits.service.ts'
import { queueOtpSms } from '../sms/sms.service.ts'
import { countAttempt, latestCode, replaceCode, spendCode } from './otp.repository.ts'
import type { OtpPurpose } from './otp.tables.ts'

export type { OtpPurpose } from './otp.tables.ts'

const SEND_PER_MOBILE = { max: 8, windowSeconds: 60 * 60 }
const SEND_PER_IP = { max: 30, windowSeconds: 60 * 60 }
const VERIFY_PER_IP = { max: 40, windowSeconds: 10 * 60 }

function hashCode(secret: string, mobile: string, purpose: OtpPurpose, code: string) {
  return createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex')
}

/**
 * Sends a fresh code to `mobile`: at most one per 60 s, within the per-mobile and per-IP limits.
 * The code row and its SMS are written in one transaction.
 */
export async function issueOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  purpose: OtpPurpose,
  userId: number | null,
) {
  const previous = await latestCode(app.db, mobile, purpose)
  if (previous) {
    const waited = (Date.now() - previous.createdAt.getTime()) / 1000
    if (waited < OTP_RESEND_SECONDS) throw tooManyRequests(Math.ceil(OTP_RESEND_SECONDS - waited))
  }
  await enforce(
    app.db,
    { key: `otp:send:mobile:${mobile}`, ...SEND_PER_MOBILE },
    { key: `otp:send:ip:${request.ip}`, ...SEND_PER_IP },
  )
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
  await app.db.transaction(async (tx) => {
    // Only the newest code works: older ones are spent when a new one is sent.
    await replaceCode(tx, {
      mobile,
      purpose,
      codeHash: hashCode(app.config.sessionSecret, mobile, purpose, code),
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    })
    await queueOtpSms(app, tx, mobile, code, userId, purpose === 'login' ? 'sign-in' : 'confirm')
  })
  return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS }
}

/** A code found right: its try is counted (and committed); `spendOtp` spends it. */
export type CheckedOtp = { id: number; field: string }

/**
 * Checks a code without spending it. Each try counts before the comparison, atomically and on
 * its own (a wrong code counts whatever the caller does next), so a sixth try is refused even
 * when it is right.
 */
export async function checkOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
  field = 'code',
): Promise<CheckedOtp> {
  await enforce(app.db, { key: `otp:verify:ip:${request.ip}`, ...VERIFY_PER_IP })
  const row = await latestCode(app.db, mobile, purpose)
  if (!row || row.expiresAt.getTime() <= Date.now()) throw invalid(field, 'otp_expired')
  const attempts = await countAttempt(app.db, row.id)
  if (attempts === null) throw invalid(field, 'otp_attempts')
  const expected = Buffer.from(row.codeHash)
  const given = Buffer.from(hashCode(app.config.sessionSecret, mobile, purpose, code))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = OTP_MAX_ATTEMPTS - attempts
    throw left > 0 ? invalid(field, 'otp_invalid') : invalid(field, 'otp_attempts')
  }
  return { id: row.id, field }
}

/**
 * Spends a checked code, in the caller's transaction when given one: the code is used only if
 * what it was for commits too. 422 when another request spent it first (a code is used once).
 */
export async function spendOtp(db: Executor, checked: CheckedOtp) {
  if (!(await spendCode(db, checked.id))) throw invalid(checked.field, 'otp_expired')
}

/** Checks a code and spends it at once (where nothing else must commit with it). */
export async function consumeOtp(
  app: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
  field = 'code',
) {
  await spendOtp(app.db, await checkOtp(app, request, mobile, purpose, code, field))
}
