import type { SmsDriver } from './sms-driver.ts'

/** The one method of a pino / Fastify logger this driver needs. */
export type SmsLog = { info: (obj: object, msg: string) => void }

/**
 * Writes each message to the server log instead of sending it, so a fresh install without an
 * SMS provider can still sign in: the developer reads the code from the log. One line per
 * message keeps the code next to its recipient when many requests interleave.
 */
export function createLogDriver(log: SmsLog): SmsDriver {
  return {
    name: 'log',
    async send({ to, text }) {
      log.info({ sms: { to, text } }, `SMS to ${to}: ${text}`)
      return { providerId: null, cost: null }
    },
    async sendTemplate({ to, template, tokens }) {
      log.info(
        { sms: { to, template, tokens } },
        `SMS to ${to} (template ${template}): ${tokens.join(' | ')}`,
      )
      return { providerId: null, cost: null }
    },
  }
}
