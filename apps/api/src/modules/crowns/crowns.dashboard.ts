import {
  dataOf,
  CROWN_PAID_STATUSES,
  CROWN_STATUSES,
  crownLocation,
  crownLocationInput,
  crownFilterChoices,
  crownSettings,
  crownSettingsInput,
  crownType,
  crownTypeInput,
  dashboardCrown,
  formatDate,
  markCrownsInput,
  refundCrownInput,
  type CrownLocation,
  type CrownLocationInput,
  type CrownStatus,
  type CrownType,
  type CrownTypeInput,
  type DashboardCrown,
  notice,
} from '@kheyr/contracts'
import { inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Executor, Tx } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import {
  defineResource,
  historyEntry,
  historyResponse,
  listConditions,
  type ResourceColumn,
} from '../../lib/resource/define-resource.ts'
import { parseListQuery } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { assertImages, presentImages } from '../media/images.service.ts'
import { userNames } from '../users/users.service.ts'
import {
  allCrownTypes,
  crownLocationsList,
  crownsForPrint,
  crownsWith,
  lockCrowns,
  paidSql,
  printedSql,
  updateCrown,
} from './crowns.repository.ts'
import type { CrownsService } from './crowns.service.ts'
import {
  crownLocations,
  crowns,
  crownTypes,
  type CrownLocationRow,
  type CrownRow,
  type CrownTypeRow,
} from './crowns.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
/** The most cards one print run holds. */
const PRINT_LIMIT = 500
const PAID = new Set<CrownStatus>(CROWN_PAID_STATUSES)

/** A yes/no filter over a condition (`filter[paid]=true`, `filter[printed][ne]=true`). */
const flag =
  (condition: ReturnType<typeof sql>): ResourceColumn['where'] =>
  (f) => {
    const yes = f.value === (f.op !== 'ne')
    return yes ? condition : sql`not (${condition})`
  }

/** Orders as staff see and filter them. */
const crownColumns: Record<string, ResourceColumn> = {
  id: { column: crowns.id, type: 'number', filter: true, sort: true },
  /** `filter[ids]=3,5,8`: the orders chosen in the list (the print sheet). */
  ids: {
    column: crowns.id,
    type: 'text',
    filter: true,
    where: (f) => {
      const ids = String(f.value)
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
        .slice(0, PRINT_LIMIT)
      return ids.length ? inArray(crowns.id, ids) : sql`false`
    },
  },
  status: { column: crowns.status, type: 'enum', values: CROWN_STATUSES, filter: true, sort: true },
  paid: { column: crowns.id, type: 'boolean', filter: true, where: flag(paidSql) },
  printed: { column: crowns.id, type: 'boolean', filter: true, where: flag(printedSql) },
  refunded: {
    column: crowns.id,
    type: 'boolean',
    filter: true,
    where: flag(sql`${crowns.refundedAt} is not null`),
  },
  crown_type_id: { column: crowns.crownTypeId, type: 'number', filter: true },
  location_id: { column: crowns.locationId, type: 'number', filter: true },
  ceremony_at: { column: crowns.ceremonyAt, type: 'date', filter: true, sort: true },
  deceased: { column: crowns.deceased, type: 'text', search: true, sort: true },
  giver: { column: crowns.giver, type: 'text', search: true, sort: true },
  mobile: { column: crowns.mobile, type: 'text', filter: true, search: true },
  amount: { column: crowns.amount, type: 'number', filter: true, sort: true },
  user_id: { column: crowns.userId, type: 'number', filter: true },
  paid_at: { column: crowns.paidAt, type: 'date', filter: true, sort: true },
  created_at: { column: crowns.createdAt, type: 'date', filter: true, sort: true },
}
const DEFAULT_SORT = 'ceremony_at'

/**
 * Staff routes: crown types and ceremony locations (settings → crowns), the orders with their
 * filters, totals and export, marking them printed or delivered, cancel, refund, the print sheet
 * and the cut-off setting.
 */
export const crownDashboard: FastifyPluginAsyncZod<{ service: CrownsService }> = async (
  app,
  { service },
) => {
  const db = app.db

  await app.register(crownTypesResource)
  await app.register(crownLocationsResource)

  const present = async (rows: CrownRow[], executor: Executor = db): Promise<DashboardCrown[]> => {
    const [orders, names] = await Promise.all([
      service.present(rows, executor),
      userNames(
        executor,
        rows.flatMap((r) => (r.userId ? [r.userId] : [])),
      ),
    ])
    return rows.map((r, i) => ({
      ...orders[i]!,
      user: r.userId ? { id: r.userId, name: names.get(r.userId) ?? '' } : null,
      mobile: r.mobile,
      guest: r.guest,
      refund_note: r.refundNote,
      canceled_at: r.canceledAt?.toISOString() ?? null,
      updated_at: r.updatedAt.toISOString(),
    }))
  }

  // Static paths first in the file: they sit beside the resource's `/:id`.
  app.get(
    '/api/dashboard/crowns/settings',
    {
      config: { permission: 'crowns.view' },
      schema: {
        tags: ['crowns'],
        summary: 'Crown settings: how many hours before a ceremony orders close',
        response: { 200: dataOf(crownSettings) },
      },
    },
    async () => ({ data: await service.settings() }),
  )

  app.get(
    '/api/dashboard/crowns/settings/history',
    {
      config: { permission: 'crowns.view' },
      schema: {
        tags: ['crowns'],
        summary: 'Who changed the crown settings, when, before and after',
        response: { 200: dataOf(z.array(historyEntry)) },
      },
    },
    () => historyResponse(db, 'crown-settings', 'crowns'),
  )

  app.put(
    '/api/dashboard/crowns/settings',
    {
      config: { permission: 'crowns.update', precognition: true },
      schema: {
        tags: ['crowns'],
        summary: 'Changes the crown settings (audited)',
        body: crownSettingsInput,
        response: { 200: dataOf(crownSettings) },
      },
    },
    async (request) => ({ data: await service.saveSettings(request, request.body) }),
  )

  app.get(
    '/api/dashboard/crowns/filters',
    {
      config: { permission: 'crowns.view' },
      schema: {
        tags: ['crowns'],
        summary: 'Every crown type and ceremony location (inactive ones too), for the filters',
        response: { 200: dataOf(crownFilterChoices) },
      },
    },
    async () => {
      const [types, locations] = await Promise.all([
        allCrownTypes(db),
        crownLocationsList(db, { all: true }),
      ])
      return {
        data: {
          types: types.map((t) => ({ id: t.id, title: t.title, active: t.active })),
          locations: locations.map((l) => ({ id: l.id, name: l.name, active: l.active })),
        },
      }
    },
  )

  app.get(
    '/api/dashboard/crowns/print',
    {
      config: { permission: 'crowns.print' },
      schema: {
        tags: ['crowns'],
        summary:
          'Orders for the print sheet (the list’s filters, or filter[ids]=1,2), by location and ceremony time',
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: dataOf(z.array(dashboardCrown)) },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, crownColumns, DEFAULT_SORT)
      const rows = await crownsForPrint(db, listConditions(crownColumns, query), PRINT_LIMIT)
      return { data: await present(rows) }
    },
  )

  /** Marks orders printed or delivered, all or none, each change in the audit log. */
  const markRoute = (mark: 'printed' | 'delivered') =>
    app.post(
      `/api/dashboard/crowns/${mark}`,
      {
        config: { permission: mark === 'printed' ? 'crowns.print' : 'crowns.update' },
        schema: {
          tags: ['crowns'],
          summary:
            mark === 'printed'
              ? 'Marks paid orders printed (one or many, all or none; audited)'
              : 'Marks paid orders delivered at their ceremony (one or many, all or none; audited)',
          body: markCrownsInput,
          response: { 200: dataOf(z.array(dashboardCrown)) },
        },
      },
      async (request) => {
        const ids = [...new Set(request.body.ids)]
        const rows = await db.transaction(async (tx) => {
          const locked = await lockCrowns(tx, ids)
          if (locked.length !== ids.length) throw notFound()
          if (locked.some((r) => !PAID.has(r.status) || r.refundedAt))
            throw new AppError(409, 'crowns_not_markable')
          const now = new Date()
          const changed: CrownRow[] = []
          for (const row of locked) {
            const values = markChange(mark, row, now)
            if (!values) {
              changed.push(row)
              continue
            }
            const after = await updateCrown(tx, row.id, values)
            await audit(tx, request, mark, row, after)
            changed.push(after)
          }
          return changed
        })
        return { data: await present(rows) }
      },
    )
  markRoute('printed')
  markRoute('delivered')

  /** One order's change of state, under its row lock, audited. */
  const changeOne = (
    action: 'cancel' | 'refund',
    permission: 'crowns.delete' | 'crowns.update',
    body: z.ZodObject,
    summary: string,
    change: (tx: Tx, row: CrownRow, input: { note?: string | null }) => Promise<CrownRow>,
  ) =>
    app.post(
      `/api/dashboard/crowns/:id/${action}`,
      {
        config: { permission },
        schema: {
          tags: ['crowns'],
          summary,
          params: idParams,
          body,
          response: { 200: dataOf(dashboardCrown) },
        },
      },
      async (request) => {
        const row = await db.transaction(async (tx) => {
          const [before] = await lockCrowns(tx, [request.params.id])
          if (!before) throw notFound()
          const after = await change(tx, before, request.body as { note?: string | null })
          await audit(tx, request, action === 'cancel' ? 'canceled' : 'refunded', before, after)
          return after
        })
        return { data: (await present([row]))[0]! }
      },
    )

  changeOne(
    'cancel',
    'crowns.delete',
    z.object({}),
    'Cancels an order that is not paid yet (audited)',
    async (tx, row) => {
      if (row.status !== 'unpaid') throw new AppError(409, 'crown_not_cancelable')
      return updateCrown(tx, row.id, { status: 'canceled', canceledAt: new Date() })
    },
  )
  changeOne(
    'refund',
    'crowns.update',
    refundCrownInput,
    'Records that a paid order’s money went back to the giver (audited; payments are untouched)',
    async (tx, row, input) => {
      if (!PAID.has(row.status) || row.refundedAt) throw new AppError(409, 'crown_not_refundable')
      return updateCrown(tx, row.id, { refundedAt: new Date(), refundNote: input.note ?? null })
    },
  )

  await app.register(
    defineResource<CrownRow, DashboardCrown>({
      name: 'crowns',
      table: crowns,
      permission: 'crowns',
      output: dashboardCrown,
      defaultSort: DEFAULT_SORT,
      columns: crownColumns,
      totals: {
        count: sql<number>`count(*)`,
        paid_count: sql<number>`count(*) filter (where ${paidSql})`,
        paid_amount: sql<string>`coalesce(sum(${crowns.amount}) filter (where ${paidSql} and ${crowns.refundedAt} is null), 0)::text`,
        printed_count: sql<number>`count(*) filter (where ${printedSql})`,
        delivered_count: sql<number>`count(*) filter (where ${crowns.status} = 'delivered')`,
        refunded_amount: sql<string>`coalesce(sum(${crowns.amount}) filter (where ${crowns.refundedAt} is not null), 0)::text`,
      },
      present: (rows) => present(rows),
      export: {
        permission: 'crowns.view',
        filename: 'crowns',
        columns: [
          { header: 'id', value: (c) => c.id },
          { header: 'deceased', value: (c) => c.deceased },
          { header: 'giver', value: (c) => c.giver },
          { header: 'crown_type', value: (c) => c.type.title },
          { header: 'ceremony_location', value: (c) => c.location.name },
          { header: 'address', value: (c) => c.location.address ?? '' },
          {
            header: 'ceremony_at',
            value: (c, lang) => formatDate(c.ceremony_at, lang, 'datetime'),
          },
          { header: 'amount', value: (c) => c.amount },
          { header: 'status', value: (c, lang) => notice(lang, 'crown_status', c.status) },
          {
            header: 'refunded_at',
            value: (c, lang) => formatDate(c.refunded_at, lang, 'datetime'),
          },
          { header: 'mobile', value: (c) => c.mobile ?? '' },
          { header: 'message', value: (c) => c.message ?? '' },
          { header: 'paid_at', value: (c, lang) => formatDate(c.paid_at, lang, 'datetime') },
          { header: 'created_at', value: (c, lang) => formatDate(c.created_at, lang, 'datetime') },
        ],
      },
    }),
  )
}

/**
 * What marking an order changes; null when it is marked so already. Printing a delivered order
 * leaves it delivered; delivering one never printed counts it printed too.
 */
function markChange(mark: 'printed' | 'delivered', row: CrownRow, now: Date) {
  if (mark === 'printed')
    return row.printedAt
      ? null
      : { status: row.status === 'paid' ? ('printed' as const) : row.status, printedAt: now }
  return row.status === 'delivered'
    ? null
    : { status: 'delivered' as const, deliveredAt: now, printedAt: row.printedAt ?? now }
}

async function audit(
  tx: Tx,
  request: FastifyRequest,
  action: string,
  before: CrownRow,
  after: CrownRow,
) {
  const pick = (r: CrownRow) => ({
    status: r.status,
    printed_at: r.printedAt,
    delivered_at: r.deliveredAt,
    canceled_at: r.canceledAt,
    refunded_at: r.refundedAt,
    refund_note: r.refundNote,
  })
  await recordAudit(tx, request, {
    action,
    resource: 'crowns',
    recordId: before.id,
    before: pick(before),
    after: pick(after),
  })
}

// ---- Crown types (settings → crowns) ------------------------------------------------------------

const typeValues = (input: CrownTypeInput) => ({
  title: input.title,
  imageUrl: input.image?.url ?? null,
  imageMediaId: input.image?.media_id ?? null,
  price: input.price,
  active: input.active,
})

const crownTypesResource: FastifyPluginAsyncZod = async (app) => {
  const present = async (rows: CrownTypeRow[]): Promise<CrownType[]> => {
    const images = await presentImages(
      app,
      rows.map((r) => (r.imageUrl ? { url: r.imageUrl, mediaId: r.imageMediaId } : null)),
    )
    return rows.map((r, i) => ({
      id: r.id,
      title: r.title,
      image: images[i] ?? null,
      price: r.price,
      active: r.active,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }))
  }

  // Props `CrownTypes` change with every change here, after it commits (onSend follows the
  // handler), so no stale rebuild can slip in. Scoped to this plugin: orders leave props alone.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') app.props.invalidate()
    return payload
  })

  const priceRule = defineRules<CrownTypeInput>(({ price }) => app.payments.overCap({ price }))
  await app.register(
    defineResource<CrownTypeRow, CrownType, CrownTypeInput, CrownTypeInput>({
      name: 'crown-types',
      table: crownTypes,
      permission: 'crown-types',
      output: crownType,
      defaultSort: 'price',
      tags: ['crowns'],
      columns: {
        id: { column: crownTypes.id, type: 'number', filter: true, sort: true },
        title: { column: crownTypes.title, type: 'text', filter: true, search: true, sort: true },
        price: { column: crownTypes.price, type: 'number', filter: true, sort: true },
        active: { column: crownTypes.active, type: 'boolean', filter: true, sort: true },
        created_at: { column: crownTypes.createdAt, type: 'date', filter: true, sort: true },
      },
      present,
      // A price no bill may reach would fail every order's payment: refused when saved.
      rules: { create: priceRule, update: priceRule },
      create: {
        input: crownTypeInput,
        values: async (input, { tx }) => {
          await assertImages(tx, { image: input.image })
          return typeValues(input)
        },
      },
      update: {
        input: crownTypeInput,
        values: async (input, _row, { tx }) => {
          await assertImages(tx, { image: input.image })
          return typeValues(input)
        },
      },
      remove: {
        // Orders keep their type: one in use is deactivated instead.
        before: async (row, { tx }) => {
          if (await crownsWith(tx, 'crownTypeId', row.id))
            throw new AppError(409, 'crown_type_in_use')
        },
      },
    }),
  )
}

// ---- Ceremony locations (settings → ceremony locations) -----------------------------------------

const locationValues = (input: CrownLocationInput) => ({
  name: input.name,
  address: input.address,
  lat: input.lat,
  lng: input.lng,
  active: input.active,
})

const presentLocations = (rows: CrownLocationRow[]): CrownLocation[] =>
  rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    active: r.active,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))

const crownLocationsResource = defineResource<
  CrownLocationRow,
  CrownLocation,
  CrownLocationInput,
  CrownLocationInput
>({
  name: 'crown-locations',
  table: crownLocations,
  permission: 'crown-locations',
  output: crownLocation,
  defaultSort: 'name',
  tags: ['crowns'],
  columns: {
    id: { column: crownLocations.id, type: 'number', filter: true, sort: true },
    name: { column: crownLocations.name, type: 'text', filter: true, search: true, sort: true },
    address: { column: crownLocations.address, type: 'text', search: true },
    active: { column: crownLocations.active, type: 'boolean', filter: true, sort: true },
    created_at: { column: crownLocations.createdAt, type: 'date', filter: true, sort: true },
  },
  present: presentLocations,
  create: { input: crownLocationInput, values: locationValues },
  update: { input: crownLocationInput, values: (input) => locationValues(input) },
  remove: {
    // Orders keep their location: one in use is deactivated instead.
    before: async (row, { tx }) => {
      if (await crownsWith(tx, 'locationId', row.id))
        throw new AppError(409, 'crown_location_in_use')
    },
  },
})
