import {
  charity as charitySchema,
  charityCreated as created,
  charityWithBill,
  charitySummary,
  CHARITY_STATUSES,
  createCharityInput,
  DEFAULT_PAGE_SIZE,
  encodeMessage,
  paginated,
  payAllResponse,
  type Charity,
  type CreateCharityInput,
} from '@kheyr/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { pageMeta } from '../../lib/pagination.ts'
import { defineRules } from '../../plugins/precognition.ts'
import {
  activeType,
  donationsOfUser,
  findDonationOfUser,
  summaryOfUser,
  typeBySlug,
  typesByIds,
} from './charities.repository.ts'
import { createDonation, payAll } from './charities.service.ts'
import type { CharityRow, CharityTypeRow } from './charities.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Giving: a donation to a charity type (guests too), and a person's own donations. */
export const charitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  /** The type a request's rules read, so its handler does not read it again. */
  const checkedTypes = new WeakMap<FastifyRequest, CharityTypeRow>()

  /** Donations as clients see them; `known` types (the one just given to) are not read again. */
  const present = async (rows: CharityRow[], known: CharityTypeRow[] = []): Promise<Charity[]> => {
    const typeIds = [...new Set(rows.map((r) => r.charityTypeId))].filter(
      (id) => !known.some((t) => t.id === id),
    )
    const types = typeIds.length ? [...known, ...(await typesByIds(db, typeIds))] : known
    return rows.map((r) => {
      const type = types.find((t) => t.id === r.charityTypeId)!
      return {
        id: r.id,
        type: { id: type.id, slug: type.slug, title: type.title },
        amount: r.amount,
        description: r.description,
        status: r.status,
        bill_id: r.billId,
        paid_at: r.paidAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      }
    })
  }

  app.post(
    '/api/charities',
    {
      config: {
        precognition: true,
        rules: defineRules<CreateCharityInput>(async ({ type, amount }, request) => {
          const errors: Record<string, string[]> = {}
          if (!type) return errors
          const found = await activeType(db, type)
          if (found) checkedTypes.set(request, found)
          if (!found) errors.type = [encodeMessage('in')]
          else if (amount !== undefined && amount < found.minAmount) {
            errors.amount = [encodeMessage('amount_min', { min: found.minAmount })]
          } else if (amount !== undefined && amount > (await app.payments.maxBill())) {
            errors.amount = [encodeMessage('amount_max', { max: await app.payments.maxBill() })]
          }
          return errors
        }),
      },
      schema: {
        tags: ['charities'],
        summary: 'Gives to a charity type: an unpaid donation and its bill (guests too)',
        body: createCharityInput,
        response: { 201: created },
      },
    },
    async (request, reply) => {
      const { donation, type, bill } = await createDonation(
        app,
        request,
        request.body,
        checkedTypes.get(request),
      )
      return reply.code(201).send({
        data: {
          charity: (await present([donation], [type]))[0]!,
          bill: { id: bill.id, token: bill.token, total: bill.total },
        },
      })
    },
  )

  app.get(
    '/api/charities',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['charities'],
        summary: 'My donations',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          status: z.enum(CHARITY_STATUSES).optional(),
          type: z.string().max(100).optional(),
        }),
        response: { 200: paginated(charitySchema) },
      },
    },
    async (request) => {
      const { page, status, type } = request.query
      const typeRow = type ? await typeBySlug(db, type) : null
      if (type && !typeRow) return { data: [], meta: pageMeta(page, DEFAULT_PAGE_SIZE, 0) }
      const { rows, meta } = await donationsOfUser(
        db,
        request.user!.id,
        { ...(status ? { status } : {}), ...(typeRow ? { typeId: typeRow.id } : {}) },
        page,
      )
      return { data: await present(rows), meta }
    },
  )

  app.get(
    '/api/charities/summary',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['charities'],
        summary: 'My giving in totals, and by type',
        response: { 200: z.object({ data: charitySummary }) },
      },
    },
    async (request) => {
      const { totals, byType } = await summaryOfUser(db, request.user!.id)
      const n = (v: unknown) => Number(v ?? 0)
      return {
        data: {
          paid_total: n(totals?.paid_total),
          paid_count: n(totals?.paid_count),
          unpaid_total: n(totals?.unpaid_total),
          unpaid_count: n(totals?.unpaid_count),
          by_type: byType.map((t) => ({
            slug: t.slug,
            title: t.title,
            total: n(t.total),
            count: n(t.count),
          })),
        },
      }
    },
  )

  app.get(
    '/api/charities/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['charities'],
        summary: 'One of my donations, with its bill and receipt',
        params: idParams,
        response: { 200: z.object({ data: charityWithBill }) },
      },
    },
    async (request) => {
      const row = await findDonationOfUser(db, request.user!.id, request.params.id)
      if (!row) throw notFound()
      const [presentedBill] = row.billId
        ? await app.payments.present([row.billId], request.lang, true)
        : []
      return { data: { ...(await present([row]))[0]!, bill: presentedBill ?? null } }
    },
  )

  app.post(
    '/api/charities/pay-all',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['charities'],
        summary: 'Puts every unpaid donation of mine in one bill',
        response: { 201: payAllResponse },
      },
    },
    async (request, reply) => {
      const { bill, count: n } = await payAll(app, request.user!.id)
      return reply.code(201).send({
        data: { bill: (await app.payments.present([bill], request.lang, true))[0]!, count: n },
      })
    },
  )
}
