import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import type { SubscriptionsService } from './subscriptions.service.ts'
import { subscriptions } from './subscriptions.tables.ts'

/**
 * Browser tests only (E2E_TESTING): a membership made today has nothing due for a month, and the
 * browser cannot move the server's clock. `age` makes one as if it began `months` earlier (every
 * month of its ledger moves back), and `remind` runs the reminder job now.
 */
export const subscriptionTestingRoutes: FastifyPluginAsyncZod<{
  service: SubscriptionsService
}> = async (app, { service }) => {
  if (!app.config.e2eTesting) throw new Error('Membership testing routes need E2E_TESTING=1.')
  const s = subscriptions

  app.post(
    '/api/testing/subscriptions/:id/age',
    {
      schema: {
        tags: ['testing'],
        summary: 'Browser tests only: makes a membership as if it began months earlier',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ months: z.number().int().min(1).max(24) }),
      },
    },
    async (request) => {
      const back = request.body.months
      const shift = (column: typeof s.startPeriod | typeof s.paidUntil) =>
        sql`${column} - ${back}::int`
      const [row] = await app.db
        .update(s)
        .set({
          startPeriod: shift(s.startPeriod),
          paidUntil: shift(s.paidUntil),
          nextAmountFrom: sql`${s.nextAmountFrom} - ${back}::int`,
          remindedPeriod: sql`${s.remindedPeriod} - ${back}::int`,
        })
        .where(sql`${s.id} = ${request.params.id}`)
        .returning({ id: s.id })
      if (!row) throw notFound()
      return { data: row }
    },
  )

  app.post(
    '/api/testing/subscriptions/remind',
    { schema: { tags: ['testing'], summary: 'Browser tests only: sends due reminders now' } },
    async () => ({ data: { sent: await service.sendReminders() } }),
  )
}
