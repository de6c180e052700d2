import { randomBytes } from 'node:crypto'
import { notice } from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { createKavenegarDriver } from './drivers/kavenegar-driver.ts'
import { createLogDriver } from './drivers/log-driver.ts'
import { SmsError, type SmsDriver } from './drivers/sms-driver.ts'
import {
  awaitingDelivery,
  findSms,
  insertSms,
  markSmsAttemptFailed,
  markSmsSent,
  recordDeliveries,
} from './sms.repository.ts'
import { maskSecrets, seal, unseal } from './sms.seal.ts'
import type { SmsKind } from './sms.tables.ts'

export const SMS_QUEUE = 'sms.send'
export const SMS_DELIVERY_QUEUE = 'sms.delivery'
export const SMS_RETRY_LIMIT = 3

export type SmsSettings = {
  provider: 'log' | 'kavenegar'
  api_key: string | null
  sender: string | null
  otp_template: string | null
  /** Not in the dashboard: lets tests point the driver at a local fake. */
  base_url?: string | null
}

export const DEFAULT_SMS_SETTINGS: SmsSettings = {
  provider: 'log',
  api_key: null,
  sender: null,
  otp_template: null,
}

/**
 * The SMS settings, from the settings cache (no query while they stay the same); pass the
 * transaction when called inside one.
 */
export async function smsSettings(
  app: FastifyInstance,
  db: Executor = app.db,
): Promise<SmsSettings> {
  const stored = await app.settings.group('sms', db)
  return { ...DEFAULT_SMS_SETTINGS, ...(stored.config as Partial<SmsSettings> | undefined) }
}

/** The driver the settings choose; Kavenegar without an API key falls back to the log. */
export function driverFor(app: FastifyInstance, settings: SmsSettings): SmsDriver {
  if (settings.provider === 'kavenegar' && settings.api_key) {
    return createKavenegarDriver({
      apiKey: settings.api_key,
      sender: settings.sender,
      ...(settings.base_url ? { baseUrl: settings.base_url } : {}),
    })
  }
  return createLogDriver(app.log)
}

export type OutgoingSms = {
  to: string
  text: string
  kind: SmsKind
  template?: string | null
  tokens?: string[] | null
  /**
   * Parts of the text and tokens nobody but the recipient may read (a sign-in code): the outbox
   * stores and shows them masked, and only the sending job, at the driver call, sees them.
   */
  secrets?: string[]
  userId?: number | null
  sentBy?: number | null
}

/**
 * Puts a message in the outbox and its sending job in the queue, inside the caller's
 * transaction: both exist, or neither.
 */
export async function queueSms(app: FastifyInstance, tx: Tx, message: OutgoingSms) {
  const secrets = (message.secrets ?? []).filter(Boolean)
  const tokens = message.tokens ?? null
  const row = await insertSms(tx, {
    to: message.to,
    text: maskSecrets(message.text, secrets),
    kind: message.kind,
    template: message.template ?? null,
    tokens: tokens && tokens.map((token) => maskSecrets(token, secrets)),
    sealed: secrets.length ? seal(app.config.sessionSecret, { text: message.text, tokens }) : null,
    // Kavenegar's localid: random, so installations sharing an account never collide.
    localId: randomBytes(6).readUIntBE(0, 6),
    userId: message.userId ?? null,
    sentBy: message.sentBy ?? null,
  })
  await app.jobs.send(
    SMS_QUEUE,
    { id: row.id },
    { tx, retryLimit: SMS_RETRY_LIMIT, retryDelay: 5, retryBackoff: true },
  )
  return row
}

/**
 * A code's text: a sign-in code says so, any other confirms who someone is (not «کد ورود» for a
 * change of password); the last line lets phones offer the code for autofill (WebOTP).
 */
export function otpText(code: string, appUrl: string, use: OtpUse = 'sign-in') {
  const host = new URL(appUrl).host
  return notice('fa', 'sms', use === 'sign-in' ? 'otp' : 'otp_confirm', { code, host })
}

/** What a code is for, as its text says it: signing in, or confirming who someone is. */
export type OtpUse = 'sign-in' | 'confirm'

export async function queueOtpSms(
  app: FastifyInstance,
  tx: Tx,
  mobile: string,
  code: string,
  userId: number | null,
  use: OtpUse = 'sign-in',
) {
  const settings = await smsSettings(app, tx)
  // Kavenegar needs a lookup template for sign-in codes (settings refuse it without one): plain
  // texts are promotional there and never reach people who blocked those.
  const template =
    settings.provider === 'kavenegar' && settings.otp_template ? settings.otp_template : null
  return queueSms(app, tx, {
    to: mobile,
    text: otpText(code, app.config.appUrl, use),
    kind: 'otp',
    template,
    tokens: template ? [code] : null,
    secrets: [code],
    userId,
  })
}

/** The queue worker: sends one outbox message; a retryable failure is retried by the queue. */
export async function deliverSms(app: FastifyInstance, id: number, retryCount: number) {
  const message = await findSms(app.db, id)
  if (!message || message.status !== 'queued') return
  const driver = driverFor(app, await smsSettings(app))
  // The one place a masked message's real text is opened: right before the driver sends it.
  const real = message.sealed
    ? unseal(app.config.sessionSecret, message.sealed)
    : { text: message.text, tokens: message.tokens }
  if (!real) {
    await markSmsAttemptFailed(app.db, id, {
      provider: driver.name,
      error: 'sealed: the real text cannot be opened (was SESSION_SECRET changed?)',
      final: true,
    })
    return
  }
  try {
    const receipt =
      message.template && real.tokens
        ? await driver.sendTemplate({
            to: message.to,
            template: message.template,
            tokens: real.tokens,
          })
        : await driver.send({
            to: message.to,
            text: real.text,
            ...(message.localId ? { localId: String(message.localId) } : {}),
          })
    await markSmsSent(app.db, id, {
      provider: driver.name,
      providerId: receipt.providerId,
      cost: receipt.cost,
    })
  } catch (err) {
    const retryable = err instanceof SmsError ? err.retryable : true
    const final = !retryable || retryCount >= SMS_RETRY_LIMIT
    const error =
      err instanceof SmsError
        ? `${err.code}: ${err.message}`
        : String((err as Error).message ?? err)
    await markSmsAttemptFailed(app.db, id, { provider: driver.name, error, final })
    app.log.warn({ sms: id, error, final }, 'sms sending failed')
    if (!final) throw err
  }
}

/** How long after sending the provider is asked whether a text arrived. */
const DELIVERY_WATCH_MS = 2 * 24 * 60 * 60 * 1000

/**
 * Asks the provider which sent texts were delivered, so the outbox tells "sent" from
 * "delivered" (a scheduled job). Texts are asked about for two days, at most once a minute.
 */
export async function checkDeliveries(app: FastifyInstance, limit = 500) {
  const driver = driverFor(app, await smsSettings(app))
  if (!driver.deliveries) return { checked: 0 }
  const waiting = await awaitingDelivery(app.db, driver.name, DELIVERY_WATCH_MS, limit)
  if (!waiting.length) return { checked: 0 }
  const found = await driver.deliveries(waiting.map((w) => w.providerId))
  await recordDeliveries(
    app.db,
    waiting.map((w) => ({ id: w.id, delivery: found.get(w.providerId) ?? null })),
  )
  return { checked: waiting.length }
}
