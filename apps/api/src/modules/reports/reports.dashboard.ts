import {
  dashboardStats as dashboardStatsSchema,
  dataOf,
  incomeExportQuery,
  incomeQuery,
  incomeReport as incomeReportSchema,
  reconciliation as reconciliationSchema,
  reconciliationQuery,
  refundCase,
  refundInput,
  refundList,
  refundsQuery,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageMeta } from '../../lib/pagination.ts'
import { sendSpreadsheet } from '../../lib/resource/spreadsheet.ts'
import { recordRefund, refundCases } from '../payments/ledger.service.ts'
import { dashboardStats, incomeReport, incomeSheet, reconciliation } from './reports.service.ts'

const tags = ['reports']
const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Staff routes: the dashboard home's figures, income reports, reconciliation and refunds. */
export const reportsDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.get(
    '/api/dashboard/stats',
    {
      // Every member of staff sees the home page; each figure follows its own permission. The
      // whole answer is kept until a table it reads is written, and never past the day.
      config: {
        auth: 'panel',
        keep: {
          reads: ['payments', 'users', 'subscriptions', 'chests', 'contacts', 'crowns'],
        },
      },
      schema: {
        tags,
        summary:
          'The dashboard home: income cards and the last 12 Jalali months by kind, recent payments and the counts the caller may see',
        response: { 200: dataOf(dashboardStatsSchema) },
      },
    },
    async (request) => ({ data: await dashboardStats(app, request) }),
  )

  app.get(
    '/api/dashboard/reports/income',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          'Income between two days (Gregorian, Tehran), by Jalali day, month or year and by kind, gateway, charity type or campaign',
        querystring: incomeQuery,
        response: { 200: dataOf(incomeReportSchema) },
      },
    },
    async (request) => ({ data: await incomeReport(db, request.query, request.lang) }),
  )

  app.get(
    '/api/dashboard/reports/income/export',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary: 'The income report as CSV or XLSX (format=csv|xlsx), with Persian headers',
        querystring: incomeExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query
      const report = await incomeReport(db, query, request.lang)
      return sendSpreadsheet(reply, {
        filename: `income-${query.from}-${query.to}`,
        format,
        ...incomeSheet(report, request.lang),
      })
    },
  )

  app.get(
    '/api/dashboard/reports/reconciliation',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          'A day (Gregorian, Tehran) per gateway: settled, duplicates, refunds, pending, failed and flagged attempts',
        querystring: reconciliationQuery,
        response: { 200: dataOf(reconciliationSchema) },
      },
    },
    async (request) => ({ data: await reconciliation(db, request.query.day, request.lang) }),
  )

  app.get(
    '/api/dashboard/refunds',
    {
      config: { permission: 'transactions.view' },
      schema: {
        tags,
        summary:
          'Second payments of a bill (to refund, or refunded), newest first; `state=due|refunded`',
        querystring: refundsQuery,
        response: { 200: refundList },
      },
    },
    async (request) => {
      const { rows, total } = await refundCases(db, request.query, request.lang)
      return {
        data: rows,
        meta: pageMeta(request.query.page, request.query.per_page, total),
      }
    },
  )

  app.post(
    '/api/dashboard/refunds/:id',
    {
      config: { permission: 'transactions.update', precognition: true },
      schema: {
        tags,
        summary:
          'Records the refund of a second payment (`id` is the payment): reference, day and note; audited',
        params: idParams,
        body: refundInput,
        response: { 200: dataOf(refundCase) },
      },
    },
    async (request) => ({
      data: await recordRefund(db, request, request.params.id, request.body),
    }),
  )
}
