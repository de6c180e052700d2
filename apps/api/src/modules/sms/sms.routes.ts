import type { FastifyPluginAsync } from 'fastify'
import { deliverSms, SMS_QUEUE, SMS_RETRY_LIMIT } from './sms.service.ts'

/** The SMS module: the outbox worker (dashboard routes join it later). */
export const smsModule: FastifyPluginAsync = async (app) => {
  app.jobs.define<{ id: number }>(
    SMS_QUEUE,
    { retryLimit: SMS_RETRY_LIMIT, retryDelay: 5, retryBackoff: true },
    async (job) => deliverSms(app, job.data.id, job.retryCount),
  )
}
