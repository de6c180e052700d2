import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { generateSecret, generateURI, verifySync } from 'otplib'
import QRCode from 'qrcode'
import { decryptSecret, encryptSecret, sha256 } from '../../lib/crypto.ts'
import {
  advanceTwoFactorStep,
  spendRecoveryCode,
  updateUser,
  type UserRow,
} from '../users/users.service.ts'

const RECOVERY_CODES = 8

const recoveryCode = () => {
  const raw = randomBytes(8).toString('hex').slice(0, 10)
  return `${raw.slice(0, 5)}-${raw.slice(5)}`
}

/** Starts (or restarts) enabling: a new secret, shown as a QR code, not yet confirmed. */
export async function startTwoFactor(app: FastifyInstance, user: UserRow) {
  const secret = generateSecret()
  await updateUser(app.db, user.id, {
    twoFactorSecret: encryptSecret(app.config.sessionSecret, secret),
    twoFactorConfirmedAt: null,
    twoFactorRecoveryCodes: null,
    twoFactorLastStep: null,
  })
  return setupOf(app, secret, user)
}

/** The QR code and secret of a started but unconfirmed setup ("finish enabling"). */
export async function pendingSetup(app: FastifyInstance, user: UserRow) {
  if (!user.twoFactorSecret || user.twoFactorConfirmedAt) return null
  return setupOf(app, decryptSecret(app.config.sessionSecret, user.twoFactorSecret), user)
}

async function setupOf(app: FastifyInstance, secret: string, user: UserRow) {
  const issuer = new URL(app.config.appUrl).host
  const otpauthUrl = generateURI({ issuer: `Kheyr (${issuer})`, label: user.mobile, secret })
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  })
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg }
}

export type CodeCheck = 'ok' | 'wrong' | 'used'

/**
 * Checks a code from the authenticator app and spends it: a code, or one older than the last
 * accepted, is refused as `used` (someone who saw it over a shoulder cannot sign in with it).
 */
export async function acceptTotp(
  app: FastifyInstance,
  user: UserRow,
  code: string,
): Promise<CodeCheck> {
  if (!user.twoFactorSecret) return 'wrong'
  const secret = decryptSecret(app.config.sessionSecret, user.twoFactorSecret)
  // One step either side forgives a phone clock that is a little off.
  const result = verifySync({ secret, token: code, epochTolerance: 30 })
  if (!result.valid || !('timeStep' in result)) return 'wrong'
  return (await advanceTwoFactorStep(app.db, user.id, result.timeStep)) ? 'ok' : 'used'
}

/** Confirms a started setup with a code from the app; returns the recovery codes, shown once. */
export async function confirmTwoFactor(app: FastifyInstance, user: UserRow) {
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode)
  await updateUser(app.db, user.id, {
    twoFactorConfirmedAt: new Date(),
    twoFactorRecoveryCodes: codes.map(sha256),
  })
  return codes
}

export async function regenerateRecoveryCodes(app: FastifyInstance, user: UserRow) {
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode)
  await updateUser(app.db, user.id, { twoFactorRecoveryCodes: codes.map(sha256) })
  return codes
}

/** Spends a recovery code; each works once, even when two requests race with it. */
export async function acceptRecoveryCode(
  app: FastifyInstance,
  user: UserRow,
  code: string,
): Promise<CodeCheck> {
  return (await spendRecoveryCode(app.db, user.id, sha256(code.trim().toLowerCase())))
    ? 'ok'
    : 'wrong'
}

export async function disableTwoFactor(app: FastifyInstance, user: UserRow) {
  await updateUser(app.db, user.id, {
    twoFactorSecret: null,
    twoFactorConfirmedAt: null,
    twoFactorRecoveryCodes: null,
    twoFactorLastStep: null,
  })
}
