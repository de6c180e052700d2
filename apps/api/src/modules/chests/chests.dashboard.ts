import {
  approveChestInput,
  assignDischargeInput,
  CHEST_DISCHARGE_STATUSES,
  CHEST_OUTCOMES,
  CHEST_STATUSES,
  chestCollectors,
  chestOptionInput,
  dashboardChest,
  dashboardChestOption,
  dashboardDischarge,
  dataOf,
  encodeMessage,
  recordDischargeInput,
  updateChestInput,
  type ApproveChestInput,
  type ChestOptionInput,
  type DashboardChest,
  type DashboardChestOption,
  type DashboardDischarge,
  type UpdateChestInput,
} from '@kheyr/contracts'
import { ilike, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, invalid } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { userIdsMatching } from '../users/users.service.ts'
import { presentDashboardChests, presentDischarges, presentOptions } from './chests.presenter.ts'
import {
  chestHasHistory,
  chestTextMatches,
  codeTaken,
  dischargeChestMatches,
  hasOpenRequestSql,
  optionUsage,
} from './chests.repository.ts'
import type { ChestsService } from './chests.service.ts'
import {
  chestDischarges,
  chestMaterials,
  chests,
  chestTypes,
  type ChestDischargeRow,
  type ChestMaterialRow,
  type ChestRow,
  type ChestTypeRow,
} from './chests.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const tags = ['chests']
const DAY_OPERATORS = { eq: '=', ne: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const
const idOf = (params: unknown) => Number((params as { id?: string }).id) || 0

/** Staff routes: boxes (approve, deliver, retire), drain requests (assign, record), settings. */
export const chestDashboard: FastifyPluginAsyncZod<{ service: ChestsService }> = async (
  app,
  { service },
) => {
  const db = app.db

  // ---- Boxes ------------------------------------------------------------------------------------

  const uniqueCode = defineRules<{ code?: string | null }>(async ({ code }, request) => {
    if (code && (await codeTaken(db, code, idOf(request.params))))
      return { code: [encodeMessage('code_taken')] }
  })

  await app.register(
    defineResource<ChestRow, DashboardChest, never, UpdateChestInput>({
      name: 'chests',
      table: chests,
      permission: 'chests',
      output: dashboardChest,
      defaultSort: '-created_at',
      tags,
      columns: {
        id: { column: chests.id, type: 'number', filter: true, sort: true },
        code: { column: chests.code, type: 'text', filter: true, sort: true },
        status: {
          column: chests.status,
          type: 'enum',
          values: CHEST_STATUSES,
          filter: true,
          sort: true,
        },
        chest_type_id: { column: chests.chestTypeId, type: 'number', filter: true },
        chest_material_id: { column: chests.chestMaterialId, type: 'number', filter: true },
        user_id: { column: chests.userId, type: 'number', filter: true },
        has_open_request: {
          column: chests.id,
          type: 'boolean',
          filter: true,
          where: (f) => {
            const open = f.value === (f.op !== 'ne')
            return open ? hasOpenRequestSql : sql`not ${hasOpenRequestSql}`
          },
        },
        /** A district or street: boxes whose address mentions it. */
        area: {
          column: chests.address,
          type: 'text',
          filter: true,
          where: (f) => {
            const like = `%${String(f.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
            return f.op === 'ne'
              ? sql`not (${ilike(chests.address, like)})`
              : ilike(chests.address, like)
          },
        },
        address: { column: chests.address, type: 'text', sort: true },
        lat: { column: chests.lat, type: 'number', filter: true },
        lng: { column: chests.lng, type: 'number', filter: true },
        created_at: { column: chests.createdAt, type: 'date', filter: true, sort: true },
        delivered_at: { column: chests.deliveredAt, type: 'date', filter: true, sort: true },
      },
      // Code, address or phone; or the owner's name or mobile.
      search: (term) =>
        or(chestTextMatches(term), sql`${chests.userId} in ${userIdsMatching(term)}`),
      present: (rows) => presentDashboardChests(db, rows),
      rules: { update: uniqueCode },
      update: {
        input: updateChestInput,
        values: async (input, row, { tx }) => {
          const errors = await service.assertOptions(tx, input, row)
          if (errors) throw invalid(Object.keys(errors)[0]!, 'in')
          // A request gets its code when approved; after that a box always has one.
          const code = row.status === 'requested' ? null : input.code
          if (row.status !== 'requested' && !code) throw invalid('code', 'required')
          if (code && code !== row.code) await service.claimCode(tx, code, row.id)
          return {
            code,
            chestTypeId: input.chest_type_id,
            chestMaterialId: input.chest_material_id,
            address: input.address,
            lat: input.lat,
            lng: input.lng,
            phone: input.phone ?? row.phone,
            note: input.note,
          }
        },
      },
      remove: {
        before: async (row, { tx }) => {
          if (await chestHasHistory(tx, row.id)) throw new AppError(409, 'chest_has_history')
        },
      },
    }),
  )

  const chestAction = <B extends z.ZodType>(
    action: 'approve' | 'deliver' | 'retire',
    summary: string,
    body: B | null,
    run: (
      request: Parameters<typeof service.approve>[0],
      id: number,
      body: z.infer<B>,
    ) => Promise<ChestRow>,
  ) =>
    app.post(
      `/api/dashboard/chests/:id/${action}`,
      {
        config: {
          permission: 'chests.update',
          ...(action === 'approve' ? { precognition: true, rules: uniqueCode } : {}),
        },
        schema: {
          tags,
          summary,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: dataOf(dashboardChest) },
        },
      },
      async (request) => {
        const row = await run(request, request.params.id, request.body as z.infer<B>)
        return { data: (await presentDashboardChests(db, [row]))[0]! }
      },
    )

  chestAction(
    'approve',
    'Accepts a request and gives the box its code (422 "entered code already exists")',
    approveChestInput,
    (request, id, body: ApproveChestInput) => service.approve(request, id, body),
  )
  chestAction('deliver', 'The approved box reached its owner: it is in use', null, (request, id) =>
    service.deliver(request, id),
  )
  chestAction(
    'retire',
    'Takes a box out of use (its open drain request is canceled)',
    null,
    (request, id) => service.retire(request, id),
  )

  // ---- Types and materials --------------------------------------------------------------------

  const optionResource = <Row extends ChestTypeRow | ChestMaterialRow>(
    name: 'chest-types' | 'chest-materials',
    table: typeof chestTypes | typeof chestMaterials,
  ) => {
    const usage = name === 'chest-types' ? 'type' : 'material'
    return defineResource<Row, DashboardChestOption, ChestOptionInput, ChestOptionInput>({
      name,
      table,
      permission: name,
      output: dashboardChestOption,
      defaultSort: 'title',
      tags,
      columns: {
        id: { column: table.id, type: 'number', filter: true, sort: true },
        title: { column: table.title, type: 'text', filter: true, search: true, sort: true },
        active: { column: table.active, type: 'boolean', filter: true, sort: true },
        created_at: { column: table.createdAt, type: 'date', filter: true, sort: true },
      },
      present: (rows) => presentOptions(db, usage, rows),
      create: { input: chestOptionInput, values: (input) => input },
      update: { input: chestOptionInput, values: (input) => input },
      remove: {
        before: async (row, { tx }) => {
          // A box keeps its type and material: one in use is switched off instead.
          if ((await optionUsage(tx, usage, [row.id])).get(row.id))
            throw new AppError(
              409,
              usage === 'type' ? 'chest_type_in_use' : 'chest_material_in_use',
            )
        },
      },
    })
  }
  await app.register(optionResource<ChestTypeRow>('chest-types', chestTypes))
  await app.register(optionResource<ChestMaterialRow>('chest-materials', chestMaterials))

  // ---- Drain requests -------------------------------------------------------------------------

  await app.register(
    defineResource<ChestDischargeRow, DashboardDischarge>({
      name: 'chest-discharges',
      table: chestDischarges,
      permission: 'chest-discharges',
      output: dashboardDischarge,
      defaultSort: '-created_at',
      tags,
      columns: {
        id: { column: chestDischarges.id, type: 'number', filter: true, sort: true },
        chest_id: { column: chestDischarges.chestId, type: 'number', filter: true },
        status: {
          column: chestDischarges.status,
          type: 'enum',
          values: CHEST_DISCHARGE_STATUSES,
          filter: true,
          sort: true,
        },
        collector_id: { column: chestDischarges.collectorId, type: 'number', filter: true },
        scheduled_for: {
          column: chestDischarges.scheduledFor,
          type: 'text',
          filter: true,
          sort: true,
          // A day, compared as a day (`gte`/`lte` give a range).
          where: (f) => {
            const day = String(f.value)
            if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)))
              throw invalid('filter.scheduled_for', 'date')
            return sql`${chestDischarges.scheduledFor} ${sql.raw(DAY_OPERATORS[f.op])} ${day}::date`
          },
        },
        outcome: {
          column: chestDischarges.outcome,
          type: 'enum',
          values: CHEST_OUTCOMES,
          filter: true,
          sort: true,
        },
        amount: { column: chestDischarges.amount, type: 'number', filter: true, sort: true },
        recorded_at: { column: chestDischarges.recordedAt, type: 'date', filter: true, sort: true },
        created_at: { column: chestDischarges.createdAt, type: 'date', filter: true, sort: true },
      },
      search: (term) => dischargeChestMatches(term, userIdsMatching(term)),
      totals: {
        amount: sql<string>`coalesce(sum(${chestDischarges.amount}), 0)::text`,
        collected: sql<number>`count(*) filter (where ${chestDischarges.outcome} = 'collected')`,
      },
      present: (rows) => presentDischarges(db, rows),
    }),
  )

  app.get(
    '/api/dashboard/chest-discharges/collectors',
    {
      config: { permission: 'chest-discharges.view' },
      schema: {
        tags,
        summary: 'Staff who may be sent to empty boxes (their role may record a visit)',
        response: { 200: chestCollectors },
      },
    },
    async () => ({ data: await service.collectors() }),
  )

  const dischargeAction = <B extends z.ZodType>(
    action: 'assign' | 'record' | 'cancel',
    summary: string,
    body: B | null,
    run: (
      request: Parameters<typeof service.assign>[0],
      id: number,
      body: z.infer<B>,
    ) => Promise<ChestDischargeRow>,
  ) =>
    app.post(
      `/api/dashboard/chest-discharges/:id/${action}`,
      {
        config: { permission: 'chest-discharges.update', ...(body ? { precognition: true } : {}) },
        schema: {
          tags,
          summary,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: dataOf(dashboardDischarge) },
        },
      },
      async (request) => {
        const row = await run(request, request.params.id, request.body as z.infer<B>)
        return { data: (await presentDischarges(db, [row]))[0]! }
      },
    )

  dischargeAction(
    'assign',
    'Sends a collector on a day (the owner gets a notification and a text)',
    assignDischargeInput,
    (request, id, body) => service.assign(request, id, body),
  )
  dischargeAction(
    'record',
    'Records the visit: the amount counted (paid through the staff-only cash gateway) or why not',
    recordDischargeInput,
    (request, id, body) => service.record(request, id, body),
  )
  dischargeAction('cancel', 'Drops an open drain request', null, (request, id) =>
    service.cancelDischarge(request, id),
  )
}
