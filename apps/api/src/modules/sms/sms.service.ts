import type { FastifyInstance } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { createKavenegarDriver } from './drivers/kavenegar-driver.ts'
import { createLogDriver } from './drivers/log-driver.ts'
import { SmsError, type SmsDriver } from './drivers/sms-driver.ts'
import { findSms, insertSms, markSmsAttemptFailed, markSmsSent } from './sms.repository.ts'
import type { SmsKind } from './sms.tables.ts'

export const SMS_QUEUE = 'sms.send'
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
  userId?: number | null
  sentBy?: number | null
}

/**
 * Puts a message in the outbox and its sending job in the queue, inside the caller's
 * transaction: both exist, or neither.
 */
export async function queueSms(app: FastifyInstance, tx: Tx, message: OutgoingSms) {
  const row = await insertSms(tx, {
    to: message.to,
    text: message.text,
    kind: message.kind,
    template: message.template ?? null,
    tokens: message.tokens ?? null,
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

/** The sign-in code text; the last line lets phones offer the code for autofill (WebOTP). */
export function otpText(code: string, appUrl: string) {
  const host = new URL(appUrl).host
  return `کد ورود شما به خیر: ${code}\nاین کد تا ۲ دقیقه معتبر است.\n\n@${host} #${code}`
}

export async function queueOtpSms(
  app: FastifyInstance,
  tx: Tx,
  mobile: string,
  code: string,
  userId: number | null,
) {
  const settings = await smsSettings(app, tx)
  const template =
    settings.provider === 'kavenegar' && settings.otp_template ? settings.otp_template : null
  return queueSms(app, tx, {
    to: mobile,
    text: otpText(code, app.config.appUrl),
    kind: 'otp',
    template,
    tokens: template ? [code] : null,
    userId,
  })
}

/** The queue worker: sends one outbox message; a retryable failure is retried by the queue. */
export async function deliverSms(app: FastifyInstance, id: number, retryCount: number) {
  const message = await findSms(app.db, id)
  if (!message || message.status === 'sent') return
  const driver = driverFor(app, await smsSettings(app))
  try {
    const receipt =
      message.template && message.tokens
        ? await driver.sendTemplate({
            to: message.to,
            template: message.template,
            tokens: message.tokens,
          })
        : await driver.send({ to: message.to, text: message.text })
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
