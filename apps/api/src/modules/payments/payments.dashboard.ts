import {
  bill as billSchema,
  BILL_STATUSES,
  dashboardTransaction,
  gatewaySettingsInput,
  gatewaySettings as gatewaySettingsSchema,
  GATEWAYS,
  ITEM_KINDS,
  resolveFlagInput,
  TRANSACTION_FLAGS,
  TRANSACTION_STATUSES,
  type Bill,
  type DashboardTransaction,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { keepAdvanced } from '../../lib/advanced-settings.ts'
import { putSetting } from '../settings/settings.service.ts'
import { GATEWAY_TITLES } from './gateways/registry.ts'
import { presentBills, presentDashboardTransactions } from './payments.presenter.ts'
import {
  billItems,
  bills,
  transactions,
  type BillRow,
  type TransactionRow,
} from './payments.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Staff routes: bills, payment attempts (flagged ones resolved by hand), gateway settings. */
export const paymentsDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

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
      present: (rows, request) => presentDashboardTransactions(db, rows, request.lang),
      export: {
        permission: 'transactions.export',
        filename: 'transactions',
        columns: [
          { header: 'id', value: (t) => t.id },
          { header: 'bill', value: (t) => t.bill_id },
          { header: 'payer', value: (t) => t.payer.name ?? '' },
          { header: 'mobile', value: (t) => t.payer.mobile ?? '' },
          { header: 'amount', value: (t) => t.amount },
          { header: 'gateway', value: (t, lang) => GATEWAY_TITLES[t.gateway][lang] },
          { header: 'status', value: (t) => t.status },
          { header: 'reference', value: (t) => t.reference_id ?? '' },
          { header: 'card', value: (t) => t.card_mask ?? '' },
          { header: 'paid_at', value: (t) => t.paid_at ?? '' },
          { header: 'created_at', value: (t) => t.created_at },
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
