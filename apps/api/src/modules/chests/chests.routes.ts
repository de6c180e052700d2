import {
  chestCreated,
  chestDrain,
  chestOptions,
  createChestInput,
  dataOf,
  drainRequestInput,
  encodeMessage,
  myChest,
  myChestDetail,
  paginated,
  payChestInput,
  payChestResponse,
  type CreateChestInput,
  type PayChestInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defineRules } from '../../plugins/precognition.ts'
import { presentChestDetail, presentDrains, presentOwnChests } from './chests.presenter.ts'
import { activeOptions, ownChests } from './chests.repository.ts'
import type { ChestsService } from './chests.service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const drainParams = idParams.extend({ requestId: z.coerce.number().int().positive() })
const tags = ['chests']

/** What owners do: request a box, see their boxes, ask for one to be emptied, pay one online. */
export const chestRoutes: FastifyPluginAsyncZod<{ service: ChestsService }> = async (
  app,
  { service },
) => {
  const db = app.db

  app.get(
    '/api/chests/options',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The box types and materials a request may choose (active ones)',
        response: { 200: chestOptions },
      },
    },
    async () => ({ data: await activeOptions(db) }),
  )

  app.post(
    '/api/chests',
    {
      config: {
        auth: 'user',
        precognition: true,
        rules: defineRules<CreateChestInput>((values) => service.assertOptions(db, values)),
      },
      schema: {
        tags,
        summary: 'Requests a charity box for a home or a shop, at a point on the map',
        body: createChestInput,
        response: { 201: chestCreated },
      },
    },
    async (request, reply) => {
      const row = await service.request(request, request.body)
      return reply.code(201).send({ data: { id: row.id, status: row.status } })
    },
  )

  app.get(
    '/api/chests',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My charity boxes, newest first, with their open request and latest emptying',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: paginated(myChest) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query
      const { rows, meta } = await ownChests(db, request.user!.id, page, per_page)
      return { data: await presentOwnChests(db, rows), meta }
    },
  )

  app.get(
    '/api/chests/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "One of my boxes with its history (404 for anyone else's)",
        params: idParams,
        response: { 200: dataOf(myChestDetail) },
      },
    },
    async (request) => ({
      data: await presentChestDetail(db, await service.own(request, request.params.id)),
    }),
  )

  app.post(
    '/api/chests/:id/drain-requests',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Asks for the box to be emptied (409 "drain request failed" when one is open or the box is not in use)',
        params: idParams,
        body: drainRequestInput,
        response: { 201: dataOf(chestDrain) },
      },
    },
    async (request, reply) => {
      const row = await service.requestDrain(request, request.params.id, request.body)
      return reply.code(201).send({ data: (await presentDrains(db, [row]))[0]! })
    },
  )

  app.post(
    '/api/chests/:id/drain-requests/:requestId/cancel',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Takes back a drain request no collector has been given yet',
        params: drainParams,
        response: { 200: dataOf(chestDrain) },
      },
    },
    async (request) => {
      const { id, requestId } = request.params
      const row = await service.cancelOwnDrain(request, id, requestId)
      return { data: (await presentDrains(db, [row]))[0]! }
    },
  )

  app.post(
    '/api/chests/:id/pay',
    {
      config: {
        auth: 'user',
        precognition: true,
        rules: defineRules<PayChestInput>(async ({ amount }) => {
          const max = await app.payments.maxBill()
          if (amount !== undefined && amount > max)
            return { amount: [encodeMessage('amount_max', { max })] }
        }),
      },
      schema: {
        tags,
        summary: 'Pays what is in the box online: an unpaid `chest` bill item, then pay the bill',
        params: idParams,
        body: payChestInput,
        response: { 201: payChestResponse },
      },
    },
    async (request, reply) => {
      const bill = await service.payOnline(request, request.params.id, request.body.amount)
      return reply
        .code(201)
        .send({ data: { bill: { id: bill.id, token: bill.token, total: bill.total } } })
    },
  )
}
