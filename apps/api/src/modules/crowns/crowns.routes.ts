import {
  dataOf,
  createCrownInput,
  createCrownResponse,
  crown,
  crownOptions,
  DEFAULT_PAGE_SIZE,
  paginated,
  publicCrownLocation,
  type CreateCrownInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notModified } from '../../lib/etag.ts'
import { notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { crownLocationsList, crownsOfUser, findCrownOfUser } from './crowns.repository.ts'
import { presentLocation, type CrownsService } from './crowns.service.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** What visitors and givers see and do: the form's options, ordering (guests too), my orders. */
export const crownRoutes: FastifyPluginAsyncZod<{ service: CrownsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/crown-locations',
    {
      schema: {
        tags: ['crowns'],
        summary: 'Ceremony locations a crown can be sent to (ETag, revalidated)',
        response: { 200: dataOf(z.array(publicCrownLocation)), 304: z.null() },
      },
    },
    async (request, reply) => {
      const body = { data: (await crownLocationsList(app.db)).map(presentLocation) }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )

  app.get(
    '/api/crowns/options',
    {
      schema: {
        tags: ['crowns'],
        summary: "The order form's crown types, ceremony locations and cut-off (ETag)",
        response: { 200: dataOf(crownOptions), 304: z.null() },
      },
    },
    async (request, reply) => {
      const body = { data: await service.options() }
      if (notModified(request, reply, body)) return reply
      return body
    },
  )

  app.post(
    '/api/crowns',
    {
      config: {
        precognition: true,
        rules: defineRules<CreateCrownInput>((values, request) => service.check(values, request)),
      },
      schema: {
        tags: ['crowns'],
        summary:
          'Orders a crown (guests too): an unpaid order and its bill at the type’s price; then pay the bill',
        body: createCrownInput,
        response: { 201: createCrownResponse },
      },
    },
    async (request, reply) => {
      const { crown: row, bill } = await service.order(request, request.body)
      return reply.code(201).send({
        data: {
          crown: { id: row.id },
          bill: { id: bill.id, token: bill.token, total: bill.total },
        },
      })
    },
  )

  app.get(
    '/api/crowns',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['crowns'],
        summary: 'My crown orders, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: paginated(crown) },
      },
    },
    async (request) => {
      const { page } = request.query
      const { rows, total } = await crownsOfUser(app.db, request.user!.id, {
        limit: DEFAULT_PAGE_SIZE,
        offset: (page - 1) * DEFAULT_PAGE_SIZE,
      })
      return { data: await service.present(rows), meta: pageMeta(page, DEFAULT_PAGE_SIZE, total) }
    },
  )

  app.get(
    '/api/crowns/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['crowns'],
        summary: 'One of my crown orders (anyone else’s does not exist for me)',
        params: idParams,
        response: { 200: dataOf(crown) },
      },
    },
    async (request) => {
      const row = await findCrownOfUser(app.db, request.user!.id, request.params.id)
      if (!row) throw notFound()
      return { data: (await service.present([row]))[0]! }
    },
  )
}
