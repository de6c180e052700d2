import {
  createSubscriptionInput,
  dataOf,
  DEFAULT_PAGE_SIZE,
  paginated,
  payLinkView,
  paySubscriptionInput,
  subscription,
  subscriptionBillResponse,
  subscriptionDetail,
  updateSubscriptionInput,
  type CreateSubscriptionInput,
} from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { chargesOf, findOwn, listOwn } from './subscriptions.repository.ts'
import { presentCharge, type SubscriptionsService } from './subscriptions.service.ts'
import type { SubscriptionRow } from './subscriptions.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const tokenParams = z.object({ token: z.string().trim().min(1).max(80) })

const billCreated = (
  subscription: SubscriptionRow,
  bill: { id: number; token: string; total: number },
) => ({
  data: {
    subscription: { id: subscription.id },
    bill: { id: bill.id, token: bill.token, total: bill.total },
  },
})

/**
 * What members do: start a membership (guests too), read their ledgers, pay periods, change the
 * amount, pause, resume and cancel; and pay through a reminder's link without signing in.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ service: SubscriptionsService }> = async (
  app,
  { service },
) => {
  const db = app.db

  const detail = async (request: FastifyRequest, row: SubscriptionRow) => {
    const [presented] = await service.present([row], request.lang)
    const charges = await chargesOf(db, row.id)
    return { data: { ...presented!, charges: charges.map((c) => presentCharge(c, false)) } }
  }

  app.post(
    '/api/subscriptions',
    {
      config: {
        precognition: true,
        rules: defineRules<CreateSubscriptionInput>(
          async (values, request) => (await service.checkCreate(request, values)).errors,
        ),
      },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Starts a membership (guests give a mobile) and answers the bill for its first periods (amount x periods); then pay the bill',
        body: createSubscriptionInput,
        response: { 201: subscriptionBillResponse },
      },
    },
    async (request, reply) => {
      const { subscription: row, bill } = await service.create(request, request.body)
      return reply.code(201).send(billCreated(row, bill))
    },
  )

  app.get(
    '/api/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'My memberships, with what is due and their ledgers',
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: paginated(subscription) },
      },
    },
    async (request) => {
      const { page } = request.query
      const { rows, total } = await listOwn(db, request.user!.id, page, DEFAULT_PAGE_SIZE)
      return {
        data: await service.present(rows, request.lang),
        meta: pageMeta(page, DEFAULT_PAGE_SIZE, total),
      }
    },
  )

  app.get(
    '/api/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One of my memberships: its ledger period by period and its payments',
        params: idParams,
        response: { 200: dataOf(subscriptionDetail) },
      },
    },
    async (request) => {
      const row = await findOwn(db, request.params.id, request.user!.id)
      if (!row) throw notFound()
      return detail(request, row)
    },
  )

  app.post(
    '/api/subscriptions/:id/pay',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Pays n periods (1 to 12) or "due" (everything due) of my membership: the bill',
        params: idParams,
        body: paySubscriptionInput,
        response: { 201: subscriptionBillResponse },
      },
    },
    async (request, reply) => {
      const { subscription: row, bill } = await service.pay(
        request,
        request.params.id,
        request.body.periods,
      )
      return reply.code(201).send(billCreated(row, bill))
    },
  )

  app.put(
    '/api/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Changes the amount (from the next period) or turns reminders on or off',
        params: idParams,
        body: updateSubscriptionInput,
        response: { 200: dataOf(subscriptionDetail) },
      },
    },
    async (request) =>
      detail(request, await service.update(request, request.params.id, request.body)),
  )

  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/api/subscriptions/:id/${action}`,
      {
        config: { auth: 'user' },
        schema: {
          tags: ['subscriptions'],
          summary: {
            pause: 'Pauses my membership: nothing falls due until it is resumed',
            resume: 'Resumes my paused membership; what fell due while paused is never owed',
            cancel: 'Cancels my membership for good',
          }[action],
          params: idParams,
          response: { 200: dataOf(subscriptionDetail) },
        },
      },
      async (request) => detail(request, await service[action](request, request.params.id)),
    )
  }

  app.get(
    '/api/subscriptions/pay/:token',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          "A reminder's pay link: what it pays (everything due). 404 tampered, 410 expired or used",
        params: tokenParams,
        response: { 200: dataOf(payLinkView) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await service.linkView(request.params.token, request.lang) }
    },
  )

  app.post(
    '/api/subscriptions/pay/:token',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          "Pays what is due through a reminder's link, without signing in: the bill (then pay it with its token)",
        params: tokenParams,
        response: { 201: subscriptionBillResponse },
      },
    },
    async (request, reply) => {
      const { subscription: row, bill } = await service.linkPay(request.params.token)
      return reply.code(201).send(billCreated(row, bill))
    },
  )
}
