import {
  bill as billSchema,
  BILL_STATUSES,
  GATEWAYS,
  myTransaction,
  paginated,
  payBillInput,
  payResponse,
  type GatewayName,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { presentBills, presentTransaction } from './payments.presenter.ts'
import { billsOfUser, findSandboxAttempt, transactionsOfUser } from './payments.repository.ts'
import { sandboxPage } from './sandbox-page.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** The payer's side: bills, paying at a gateway, coming back from it, the test bank. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  // ---- The payer's side -------------------------------------------------------------------------

  app.get(
    '/api/bills',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'My bills, newest first',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          status: z.enum(BILL_STATUSES).optional(),
        }),
        response: { 200: paginated(billSchema) },
      },
    },
    async (request) => {
      const { page, status } = request.query
      const { rows, meta } = await billsOfUser(db, request.user!.id, status, page)
      return { data: await presentBills(db, rows, request.lang, true), meta }
    },
  )

  app.get(
    '/api/bills/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A bill and its receipt, for its owner or whoever holds the bill's token (a guest payer)",
        params: idParams,
        querystring: z.object({ token: z.string().max(64).optional() }),
        response: { 200: z.object({ data: billSchema }) },
      },
    },
    async (request) => {
      const found = await app.payments.accessibleBill(
        request,
        request.params.id,
        request.query.token,
      )
      return { data: (await presentBills(db, [found], request.lang, true))[0]! }
    },
  )

  app.post(
    '/api/bills/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Starts paying a bill at a gateway; answers where to send the browser',
        params: idParams,
        body: payBillInput,
        response: { 200: payResponse },
      },
    },
    async (request) => {
      const { transactionId, redirect } = await app.payments.startPayment(
        request,
        request.params.id,
        request.body.token,
        request.body.gateway,
      )
      return { data: { transaction_id: transactionId, redirect } }
    },
  )

  app.get(
    '/api/transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'My payment attempts, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        response: { 200: paginated(myTransaction) },
      },
    },
    async (request) => {
      const { rows, meta } = await transactionsOfUser(db, request.user!.id, request.query.page)
      return {
        data: rows.map((t) => ({ ...presentTransaction(t, request.lang), bill_id: t.billId })),
        meta,
      }
    },
  )

  // ---- Gateways sending the payer back -----------------------------------------------------------

  const callback = async (gateway: GatewayName, params: Record<string, string>) => {
    try {
      const outcome = await app.payments.handleCallback(gateway, params)
      return `/verify?bill=${outcome.billId}&status=${outcome.status}&token=${encodeURIComponent(outcome.token)}`
    } catch (err) {
      if ((err as { status?: number }).status !== 404)
        app.log.error({ err, gateway }, 'payment callback failed')
      return '/verify?status=failed'
    }
  }
  const stringParams = (...sources: unknown[]) => {
    const out: Record<string, string> = {}
    for (const source of sources) {
      if (!source || typeof source !== 'object') continue
      for (const [k, v] of Object.entries(source))
        if (typeof v === 'string' || typeof v === 'number') out[k] = String(v)
    }
    return out
  }
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/payments/callback/:gateway',
      // The bank posts here from its own site: it cannot send our CSRF token.
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Where a gateway sends the payer back; redirects to /verify',
        params: z.object({ gateway: z.enum(GATEWAYS) }),
        hide: method === 'POST',
      },
      handler: async (request, reply) => {
        const { gateway } = request.params as { gateway: GatewayName }
        return reply.redirect(
          await callback(gateway, stringParams(request.query, request.body)),
          303,
        )
      },
    })
  }

  app.get(
    '/api/payments/sandbox/:authority',
    {
      schema: {
        tags: ['payments'],
        summary: "The built-in test bank's payment page (HTML)",
        params: z.object({ authority: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const found = await findSandboxAttempt(db, request.params.authority)
      if (!found) throw notFound()
      reply
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
        )
        .header('cache-control', 'no-store')
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage({
          authority: request.params.authority,
          amount: found.amount,
          billId: found.billId,
          callbackUrl: `${app.config.appUrl}/api/payments/callback/sandbox`,
          open: found.status === 'pending',
        }),
      )
    },
  )
}
