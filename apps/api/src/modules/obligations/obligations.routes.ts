import {
  dataOf,
  obligationPaymentCreated,
  payObligationInput,
  publicObligation,
  type PayObligationInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound, ValidationError } from '../../lib/errors.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { listObligations, obligationBySlug, yearsOf } from './obligations.repository.ts'
import { applicableYear, payObligation, presentPublic, rateFor } from './obligations.service.ts'

const slugParams = z.object({ slug: z.string().trim().min(1).max(100) })

/** The obligations' pages: their rates this year, and paying one (guests too). */
export const obligationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/api/obligations',
    {
      schema: {
        tags: ['obligations'],
        summary: 'The obligations on offer, each with the rates of the year that applies now',
        response: { 200: dataOf(z.array(publicObligation)) },
      },
    },
    async () => ({
      data: await presentPublic(db, await listObligations(db, true), app.clock.now()),
    }),
  )

  app.get(
    '/api/obligations/:slug',
    {
      schema: {
        tags: ['obligations'],
        summary:
          "An obligation's page: the year that applies now, its rates per staple, source and late-payment note",
        params: slugParams,
        response: { 200: dataOf(publicObligation) },
      },
    },
    async (request) => {
      const row = await obligationBySlug(db, request.params.slug, true)
      if (!row) throw notFound()
      return { data: (await presentPublic(db, [row], app.clock.now()))[0]! }
    },
  )

  app.post(
    '/api/obligations/:slug/payments',
    {
      config: {
        precognition: true,
        // Live checks say early what the payment would say: no rates yet, or a staple not listed.
        rules: defineRules<PayObligationInput>(async ({ staple }, request) => {
          const { slug } = request.params as { slug: string }
          const obligation = await obligationBySlug(db, slug, true)
          if (!obligation) return {}
          const { year, row } = applicableYear(await yearsOf(db, [obligation.id]), app.clock.now())
          try {
            rateFor(obligation, year, row, staple?.trim() || null, request.lang)
            return {}
          } catch (error) {
            if (error instanceof ValidationError) return error.errors
            throw error
          }
        }),
      },
      schema: {
        tags: ['obligations'],
        summary:
          'Pays an obligation: the server computes rate x people or days (a sent amount is ignored); an unpaid payment and its bill (guests too)',
        params: slugParams,
        body: payObligationInput,
        response: { 201: obligationPaymentCreated },
      },
    },
    async (request, reply) => {
      const { payment, bill } = await payObligation(app, request, request.params.slug, request.body)
      return reply.code(201).send({
        data: { payment, bill: { id: bill.id, token: bill.token, total: bill.total } },
      })
    },
  )
}
