import { defineModule } from '../../lib/module.ts'
import { smsDashboard } from './sms.dashboard.ts'
import {
  checkDeliveries,
  deliverSms,
  SMS_DELIVERY_QUEUE,
  SMS_QUEUE,
  SMS_RETRY_LIMIT,
} from './sms.service.ts'

/**
 * Texts: the outbox (`queueSms` in the caller's transaction), the worker that sends them, the
 * delivery check, and the staff's outbox, sending and provider settings.
 */
export const smsModule = defineModule({
  name: 'sms',
  needs: ['settings', 'users', 'audit'],
  register: async (app) => {
    app.jobs.define<{ id: number }>(
      SMS_QUEUE,
      { retryLimit: SMS_RETRY_LIMIT, retryDelay: 5, retryBackoff: true },
      async (job) => deliverSms(app, job.data.id, job.retryCount),
    )
    app.jobs.define(
      SMS_DELIVERY_QUEUE,
      { retryLimit: 0 },
      async () => {
        await checkDeliveries(app)
      },
      '* * * * *',
    )
    await app.register(smsDashboard)
  },
})
