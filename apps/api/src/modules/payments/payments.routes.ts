import {
  bill as billSchema,
  BILL_STATUSES,
  dashboardTransaction,
  gatewaySettingsInput,
  gatewaySettings as gatewaySettingsSchema,
  GATEWAYS,
  ITEM_KINDS,
  payBillInput,
  payResponse,
  paginated,
  myTransaction,
  resolveFlagInput,
  TRANSACTION_FLAGS,
  TRANSACTION_STATUSES,
  type Bill,
  type DashboardTransaction,
  type GatewayName,
} from '@kheyr/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { keepAdvanced } from '../../lib/advanced-settings.ts'
import { notFound } from '../../lib/errors.ts'
import { pageOf } from '../../lib/pagination.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { putSetting } from '../settings/settings.repository.ts'
import {
  defaultGateway,
  enabledGateways,
  GATEWAY_TITLES,
  gatewaySettingsOf,
} from './gateways/registry.ts'
import { presentBills, presentTransaction } from './payments.presenter.ts'
import { PaymentsService } from './payments.service.ts'
import {
  billItems,
  bills,
  transactions,
  type BillRow,
  type TransactionRow,
} from './payments.tables.ts'
import { sandboxPage } from './sandbox-page.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const RECONCILE_QUEUE = 'payments.reconcile'

/** Payments: bills, attempts at gateways, callbacks, reconciliation and their dashboards. */
export const paymentsModule = fp(
  async (app) => {
    app.decorate('payments', new PaymentsService(app))
    await app.register(paymentRoutes)
  },
  { name: 'payments', dependencies: ['jobs'] },
)

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.props.contribute(async (_database, stored) => {
    const settings = gatewaySettingsOf(stored.payments)
    return {
      PaymentMethods: enabledGateways(settings).map((name) => ({
        name,
        title: GATEWAY_TITLES[name].fa,
        icon: null,
      })),
      defaultGateway: defaultGateway(settings),
    }
  })

  app.jobs.define(
    RECONCILE_QUEUE,
    { retryLimit: 0 },
    async () => {
      await app.payments.reconcile()
    },
    '*/5 * * * *',
  )

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
      const where = and(
        eq(bills.userId, request.user!.id),
        status ? eq(bills.status, status) : undefined,
      )
      const { rows, meta } = await pageOf(db, bills, where, page)
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
      const { page } = request.query
      const where = eq(transactions.userId, request.user!.id)
      const { rows, meta } = await pageOf(db, transactions, where, page)
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
      const [found] = await db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.gateway, 'sandbox'),
            eq(transactions.token, request.params.authority),
          ),
        )
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

  // ---- Dashboard ---------------------------------------------------------------------------------

  await app.register(
    defineResource<BillRow, Bill>({
      name: 'bills',
      table: bills,
      permission: 'bills',
      output: billSchema,
      defaultSort: '-created_at',
      columns: {
        id: { column: bills.id, type: 'number', filter: true, sort: true },
        total: { column: bills.total, type: 'number', filter: true, sort: true },
        status: {
          column: bills.status,
          type: 'enum',
          values: BILL_STATUSES,
          filter: true,
          sort: true,
        },
        guest_mobile: { column: bills.guestMobile, type: 'text', filter: true, search: true },
        user_id: { column: bills.userId, type: 'number', filter: true },
        created_at: { column: bills.createdAt, type: 'date', filter: true, sort: true },
        paid_at: { column: bills.paidAt, type: 'date', filter: true, sort: true },
      },
      totals: {
        total: sql<string>`coalesce(sum(${bills.total}), 0)::text`,
        paid: sql<string>`coalesce(sum(${bills.total}) filter (where ${bills.status} = 'paid'), 0)::text`,
      },
      present: (rows, request) => presentBills(db, rows, request.lang, false),
    }),
  )

  const kindFilter = (kind: string) =>
    sql`exists (select 1 from ${billItems} where ${billItems.billId} = ${transactions.billId} and ${billItems.kind} = ${kind})`

  await app.register(
    defineResource<TransactionRow, DashboardTransaction>({
      name: 'transactions',
      table: transactions,
      permission: 'transactions',
      output: dashboardTransaction,
      defaultSort: '-created_at',
      columns: {
        id: { column: transactions.id, type: 'number', filter: true, sort: true },
        bill_id: { column: transactions.billId, type: 'number', filter: true },
        amount: { column: transactions.amount, type: 'number', filter: true, sort: true },
        status: {
          column: transactions.status,
          type: 'enum',
          values: TRANSACTION_STATUSES,
          filter: true,
          sort: true,
        },
        gateway: {
          column: transactions.gateway,
          type: 'enum',
          values: GATEWAYS,
          filter: true,
          sort: true,
        },
        reference_id: {
          column: transactions.referenceId,
          type: 'text',
          filter: true,
          search: true,
        },
        duplicate: { column: transactions.duplicate, type: 'boolean', filter: true },
        flag: {
          column: transactions.flag,
          type: 'enum',
          values: TRANSACTION_FLAGS,
          filter: true,
        },
        flagged: {
          column: transactions.flaggedAt,
          type: 'boolean',
          filter: true,
          where: (f) =>
            (f.value === true) === (f.op !== 'ne')
              ? sql`${transactions.flag} is not null`
              : sql`${transactions.flag} is null`,
        },
        created_at: { column: transactions.createdAt, type: 'date', filter: true, sort: true },
        paid_at: { column: transactions.paidAt, type: 'date', filter: true, sort: true },
        kind: {
          column: transactions.id,
          type: 'enum',
          values: ITEM_KINDS,
          filter: true,
          where: (f) =>
            f.op === 'ne' ? sql`not ${kindFilter(String(f.value))}` : kindFilter(String(f.value)),
        },
      },
      totals: {
        amount: sql<string>`coalesce(sum(${transactions.amount}), 0)::text`,
        paid: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'paid'), 0)::text`,
        paid_count: sql<number>`count(*) filter (where ${transactions.status} = 'paid')`,
      },
      present: async (rows, request) => {
        const billIds = [...new Set(rows.map((r) => r.billId))]
        const billRows = billIds.length
          ? await db.select().from(bills).where(inArray(bills.id, billIds))
          : []
        const presentedBills = await presentBills(db, billRows, request.lang, false)
        return rows.map((t) => {
          const b = presentedBills.find((x) => x.id === t.billId)
          return {
            ...presentTransaction(t, request.lang),
            bill_id: t.billId,
            payer: b?.payer ?? { name: null, mobile: null },
            kinds: [...new Set((b?.items ?? []).map((i) => i.kind))],
            duplicate: t.duplicate,
            error_code: t.errorCode,
            flag: t.flag,
            flagged_at: t.flaggedAt?.toISOString() ?? null,
          }
        })
      },
      export: {
        permission: 'transactions.export',
        filename: 'transactions',
        columns: [
          { header: 'شناسه', value: (t) => t.id },
          { header: 'صورت‌حساب', value: (t) => t.bill_id },
          { header: 'پرداخت‌کننده', value: (t) => t.payer.name ?? '' },
          { header: 'موبایل', value: (t) => t.payer.mobile ?? '' },
          { header: 'مبلغ (تومان)', value: (t) => t.amount },
          { header: 'درگاه', value: (t) => GATEWAY_TITLES[t.gateway].fa },
          { header: 'وضعیت', value: (t) => t.status },
          { header: 'شمارهٔ پیگیری', value: (t) => t.reference_id ?? '' },
          { header: 'کارت', value: (t) => t.card_mask ?? '' },
          { header: 'زمان پرداخت', value: (t) => t.paid_at ?? '' },
          { header: 'زمان ثبت', value: (t) => t.created_at },
        ],
      },
    }),
  )

  app.post(
    '/api/dashboard/transactions/:id/resolve',
    {
      config: { permission: 'transactions.update' },
      schema: {
        tags: ['payments'],
        summary:
          'Marks a flagged payment attempt as settled by a person (refunded or credited at the bank), with a note',
        params: idParams,
        body: resolveFlagInput,
        response: { 200: z.object({ data: z.object({ id: z.number() }) }) },
      },
    },
    async (request) => {
      await app.payments.resolveFlag(request, request.params.id, request.body.note)
      return { data: { id: request.params.id } }
    },
  )

  app.get(
    '/api/dashboard/settings/gateways',
    {
      config: { permission: 'settings.view' },
      schema: {
        tags: ['payments'],
        summary: 'Payment gateway settings',
        response: { 200: z.object({ data: gatewaySettingsSchema }) },
      },
    },
    async () => ({ data: await app.payments.gatewaySettings() }),
  )

  app.put(
    '/api/dashboard/settings/gateways',
    {
      config: { permission: 'settings.update', precognition: true },
      schema: {
        tags: ['payments'],
        summary: 'Changes the payment gateway settings',
        body: gatewaySettingsInput,
        response: { 200: z.object({ data: gatewaySettingsSchema }) },
      },
    },
    async (request) => {
      const before = await app.payments.gatewaySettings()
      // The TLS ciphers are an advanced setting (a workaround for SEP's servers).
      const sep = await keepAdvanced(request, request.body.sep, before.sep, ['tls_ciphers'])
      const input = { ...request.body, sep: { ...sep, tls_ciphers: sep.tls_ciphers ?? null } }
      await db.transaction(async (tx) => {
        await putSetting(tx, 'payments', 'gateways', input)
        await recordAudit(tx, request, {
          action: 'updated',
          resource: 'settings',
          recordId: 'gateways',
          before,
          after: input,
        })
      })
      app.settings.invalidate()
      return { data: await app.payments.gatewaySettings() }
    },
  )
}
