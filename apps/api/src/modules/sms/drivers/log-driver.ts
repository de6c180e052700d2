import type { SmsDriver } from './sms-driver.ts'

/** The one method of a pino / Fastify logger this driver needs. */
export type SmsLog = { warn: (obj: object, msg: string) => void }

/**
 * Writes each message to the server log instead of sending it, so a fresh install without an
 * SMS provider can still sign in: the developer reads the code from the log. One line per
 * message keeps the code next to its recipient when many requests interleave. A warning: nothing
 * reached a phone, and the line stays in a log kept at `warn` in production.
 */
export function createLogDriver(log: SmsLog): SmsDriver {
  return {
    name: 'log',
    async send({ to, text }) {
      log.warn({ sms: { to, text } }, `SMS to ${to}: ${text}`)
      return { providerId: null, cost: null }
    },
    async sendTemplate({ to, template, tokens }) {
      log.warn(
        { sms: { to, template, tokens } },
        `SMS to ${to} (template ${template}): ${tokens.join(' | ')}`,
      )
      return { providerId: null, cost: null }
    },
  }
}
