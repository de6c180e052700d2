import {
  dashboardObligation,
  dataOf,
  encodeMessage,
  notice,
  obligationInput,
  obligationsExportQuery,
  obligationYearField,
  obligationYearInput,
  type ObligationInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound, ValidationError } from '../../lib/errors.ts'
import { sendSpreadsheet } from '../../lib/resource/spreadsheet.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  findYear,
  insertObligation,
  obligationById,
  listObligations,
  lockObligation,
  paidTally,
  saveYear,
  slugTaken,
  updateObligation,
} from './obligations.repository.ts'
import { presentDashboard, presentYear } from './obligations.service.ts'

const tags = ['obligations']
const idParams = z.object({ id: z.coerce.number().int().positive() })
const yearParams = idParams.extend({ year: obligationYearField() })

/**
 * Staff routes: the obligations and each year's rates (`charity-price`), and the religious
 * advisor's list of what was paid per obligation (`reports.view`).
 */
export const obligationsDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const slugRules = (selfId: (params: unknown) => number) =>
    defineRules<ObligationInput>(async ({ slug }, request) => {
      if (slug && (await slugTaken(db, slug, selfId(request.params))))
        return { slug: [encodeMessage('slug_taken')] }
    })
  const one = async (id: number) => {
    const row = await obligationById(db, id)
    if (!row) throw notFound()
    return (await presentDashboard(db, [row]))[0]!
  }

  app.get(
    '/api/dashboard/obligations',
    {
      config: { permission: 'charity-price.view' },
      schema: {
        tags,
        summary: 'Every obligation with each year of its rates, newest first',
        response: { 200: dataOf(z.array(dashboardObligation)) },
      },
    },
    async () => ({ data: await presentDashboard(db, await listObligations(db, false)) }),
  )

  app.post(
    '/api/dashboard/obligations',
    {
      config: { permission: 'charity-price.create', precognition: true, rules: slugRules(() => 0) },
      schema: {
        tags,
        summary: "Adds an obligation of the charity's own (its rate per person or per day)",
        body: obligationInput,
        response: { 201: dataOf(dashboardObligation) },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        if (await slugTaken(tx, request.body.slug, 0))
          throw new ValidationError({ slug: [encodeMessage('slug_taken')] })
        const row = await insertObligation(tx, request.body)
        await recordAudit(tx, request, {
          action: 'created',
          resource: 'obligations',
          recordId: row.id,
          before: null,
          after: request.body,
        })
        return row
      })
      return reply.code(201).send({ data: await one(created.id) })
    },
  )

  app.put(
    '/api/dashboard/obligations/:id',
    {
      config: {
        permission: 'charity-price.update',
        precognition: true,
        rules: slugRules((params) => Number((params as { id?: string }).id) || 0),
      },
      schema: {
        tags,
        summary: "Changes an obligation's name, description, unit, order or whether it is offered",
        params: idParams,
        body: obligationInput,
        response: { 200: dataOf(dashboardObligation) },
      },
    },
    async (request) => {
      await db.transaction(async (tx) => {
        const before = await lockObligation(tx, request.params.id)
        if (!before) throw notFound()
        if (await slugTaken(tx, request.body.slug, before.id))
          throw new ValidationError({ slug: [encodeMessage('slug_taken')] })
        await updateObligation(tx, before.id, request.body)
        await recordAudit(tx, request, {
          action: 'updated',
          resource: 'obligations',
          recordId: before.id,
          before: {
            slug: before.slug,
            title: before.title,
            description: before.description,
            unit: before.unit,
            active: before.active,
            sort: before.sort,
          },
          after: request.body,
        })
      })
      return { data: await one(request.params.id) }
    },
  )

  app.put(
    '/api/dashboard/obligations/:id/years/:year',
    {
      config: { permission: 'charity-price.update', precognition: true },
      schema: {
        tags,
        summary:
          "Saves a Jalali year's rates of an obligation (per staple), their source, offered days, deadline and late note; audited",
        params: yearParams,
        body: obligationYearInput,
        response: { 200: dataOf(dashboardObligation) },
      },
    },
    async (request) => {
      const { id, year } = request.params
      const input = request.body
      await db.transaction(async (tx) => {
        // Locked: two staff saving the same year queue, and the audit's "before" is true.
        if (!(await lockObligation(tx, id))) throw notFound()
        const before = await findYear(tx, id, year)
        const saved = await saveYear(tx, id, year, {
          rates: input.rates,
          sourceOffice: input.source_office,
          sourceUrl: input.source_url,
          offeredFrom: input.offered_from,
          offeredTo: input.offered_to,
          deadline: input.deadline ? new Date(input.deadline) : null,
          lateNote: input.late_note,
          demo: false,
        })
        await recordAudit(tx, request, {
          action: 'rates.saved',
          resource: 'obligations',
          recordId: id,
          before: before ? presentYear(before) : null,
          after: presentYear(saved),
        })
      })
      return { data: await one(id) }
    },
  )

  app.get(
    '/api/dashboard/obligations/export',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          "What was paid per obligation, staple and rate in a year of rates, for the charity's religious advisor (format=csv|xlsx)",
        querystring: obligationsExportQuery,
      },
    },
    async (request, reply) => {
      const { year, format } = request.query
      const lang = request.lang
      const rows = await paidTally(db, year)
      const header = (
        [
          'obligation',
          'obligation_year',
          'staple',
          'unit',
          'rate',
          'count',
          'paid_count',
          'obligation_amount',
          'gifts',
        ] as const
      ).map((h) => notice(lang, 'exports', h))
      const money = (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : v)
      return sendSpreadsheet(reply, {
        filename: `obligations-${year}`,
        format,
        header,
        // Titles and staples are staff's words: `sendSpreadsheet` neutralises them as text.
        rows: rows.map((r) => [
          r.title,
          year,
          r.staple,
          notice(lang, 'obligation_units', r.unit),
          r.rate,
          Number(r.payments),
          Number(r.count),
          money(r.amount),
          money(r.gifts),
        ]),
      })
    },
  )
}
