import {
  charity as charitySchema,
  charityCreated as created,
  charityWithBill,
  charityPriceInput,
  charitySummary,
  charityTypeInput,
  CHARITY_STATUSES,
  createCharityInput,
  DEFAULT_PAGE_SIZE,
  dashboardCharityType,
  encodeMessage,
  paginated,
  payAllResponse,
  type Charity,
  type CreateCharityInput,
  type DashboardCharityType,
} from '@kheyr/contracts'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { pageMeta, pageOf } from '../../lib/pagination.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { presentBills } from '../payments/payments.presenter.ts'
import { bills } from '../payments/payments.tables.ts'
import {
  activeType,
  activeTypeSlugs,
  adoptGuestDonations,
  createDonation,
  markDonationPaid,
  markDonationsPaidSql,
  payAll,
} from './charities.service.ts'
import {
  charities,
  charityTypes,
  type CharityRow,
  type CharityTypeRow,
} from './charities.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

export const charitiesModule: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  app.payments.registerKind('charity', {
    onPaid: (tx, item) => markDonationPaid(tx, item.itemId),
    paidSql: markDonationsPaidSql,
  })
  app.signInHooks.push((tx, user) => adoptGuestDonations(tx, user.id, user.mobile))

  app.props.contribute(async (database) => {
    const types = await database
      .select()
      .from(charityTypes)
      .where(eq(charityTypes.active, true))
      .orderBy(asc(charityTypes.sort), asc(charityTypes.id))
    return {
      charityTypes: types.map((t) => ({
        id: t.id,
        slug: t.slug,
        title: t.title,
        icon: t.icon,
        description: t.description,
        islamic: t.islamic,
        price: { default_amounts: t.defaultAmounts, min_amount: t.minAmount },
      })),
      islamic: types.find((t) => t.islamic)?.id ?? null,
    }
  })

  app.sitemap(async () =>
    (await activeTypeSlugs(db)).map((t) => ({
      path: `/charity/create/${t.slug}`,
      lastModified: t.updatedAt,
    })),
  )
  app.pageMeta('/charity/create/:slug', async ({ slug }) => {
    const type = await activeType(db, slug!)
    return type ? { title: type.title, description: type.description } : null
  })

  /** Donations as clients see them; `known` types (the one just given to) are not read again. */
  const present = async (rows: CharityRow[], known: CharityTypeRow[] = []): Promise<Charity[]> => {
    const typeIds = [...new Set(rows.map((r) => r.charityTypeId))].filter(
      (id) => !known.some((t) => t.id === id),
    )
    const types = typeIds.length
      ? [
          ...known,
          ...(await db.select().from(charityTypes).where(inArray(charityTypes.id, typeIds))),
        ]
      : known
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
        rules: defineRules<CreateCharityInput>(async ({ type, amount }) => {
          const errors: Record<string, string[]> = {}
          if (!type) return errors
          const found = await activeType(db, type)
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
      const { donation, type, bill } = await createDonation(app, request, request.body)
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
      const typeRow = type
        ? (await db.select().from(charityTypes).where(eq(charityTypes.slug, type)))[0]
        : undefined
      if (type && !typeRow) return { data: [], meta: pageMeta(page, DEFAULT_PAGE_SIZE, 0) }
      const where = and(
        eq(charities.userId, request.user!.id),
        status ? eq(charities.status, status) : undefined,
        typeRow ? eq(charities.charityTypeId, typeRow.id) : undefined,
      )
      const { rows, meta } = await pageOf(db, charities, where, page)
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
      const mine = eq(charities.userId, request.user!.id)
      const [totals] = await db
        .select({
          paid_total: sql<number>`coalesce(sum(${charities.amount}) filter (where ${charities.status} = 'paid'), 0)`,
          paid_count: sql<number>`count(*) filter (where ${charities.status} = 'paid')`,
          unpaid_total: sql<number>`coalesce(sum(${charities.amount}) filter (where ${charities.status} = 'unpaid'), 0)`,
          unpaid_count: sql<number>`count(*) filter (where ${charities.status} = 'unpaid')`,
        })
        .from(charities)
        .where(mine)
      const byType = await db
        .select({
          slug: charityTypes.slug,
          title: charityTypes.title,
          total: sql<number>`coalesce(sum(${charities.amount}), 0)`,
          count: count(),
        })
        .from(charities)
        .innerJoin(charityTypes, eq(charityTypes.id, charities.charityTypeId))
        .where(and(mine, eq(charities.status, 'paid')))
        .groupBy(charityTypes.slug, charityTypes.title)
        .orderBy(desc(sql`sum(${charities.amount})`))
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
      const [row] = await db
        .select()
        .from(charities)
        .where(and(eq(charities.id, request.params.id), eq(charities.userId, request.user!.id)))
      if (!row) throw notFound()
      const billRow = row.billId
        ? (await db.select().from(bills).where(eq(bills.id, row.billId)))[0]
        : undefined
      const presentedBill = billRow
        ? (await presentBills(db, [billRow], request.lang, true))[0]!
        : null
      return { data: { ...(await present([row]))[0]!, bill: presentedBill } }
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
        data: { bill: (await presentBills(db, [bill], request.lang, true))[0]!, count: n },
      })
    },
  )

  // ---- Dashboard: charity types and their price module -------------------------------------------

  const presentTypes = async (rows: CharityTypeRow[]): Promise<DashboardCharityType[]> => {
    const ids = rows.map((r) => r.id)
    const totals = ids.length
      ? await db
          .select({
            id: charities.charityTypeId,
            total: sql<number>`coalesce(sum(${charities.amount}), 0)`,
          })
          .from(charities)
          .where(and(inArray(charities.charityTypeId, ids), eq(charities.status, 'paid')))
          .groupBy(charities.charityTypeId)
      : []
    return rows.map((t) => ({
      id: t.id,
      slug: t.slug,
      title: t.title,
      icon: t.icon,
      description: t.description,
      islamic: t.islamic,
      active: t.active,
      sort: t.sort,
      default_amounts: t.defaultAmounts,
      min_amount: t.minAmount,
      paid_total: Number(totals.find((x) => x.id === t.id)?.total ?? 0),
      created_at: t.createdAt.toISOString(),
    }))
  }
  const uniqueSlug = (selfId: (r: { params: unknown }) => number) =>
    defineRules<{ slug: string }>(async ({ slug }, request) => {
      if (!slug) return
      const [taken] = await db
        .select({ id: charityTypes.id })
        .from(charityTypes)
        .where(eq(charityTypes.slug, slug))
      if (taken && taken.id !== selfId(request)) return { slug: [encodeMessage('slug_taken')] }
    })
  const typeValues = (input: z.infer<typeof charityTypeInput>) => ({
    slug: input.slug,
    title: input.title,
    icon: input.icon,
    description: input.description,
    islamic: input.islamic,
    active: input.active,
    sort: input.sort,
  })
  const afterChange = async () => app.props.invalidate()

  await app.register(
    defineResource<
      CharityTypeRow,
      DashboardCharityType,
      z.infer<typeof charityTypeInput>,
      z.infer<typeof charityTypeInput>
    >({
      name: 'charity-types',
      table: charityTypes,
      permission: 'charity-types',
      output: dashboardCharityType,
      defaultSort: 'sort',
      columns: {
        id: { column: charityTypes.id, type: 'number', filter: true, sort: true },
        title: { column: charityTypes.title, type: 'text', search: true, sort: true, filter: true },
        slug: { column: charityTypes.slug, type: 'text', search: true, filter: true, sort: true },
        active: { column: charityTypes.active, type: 'boolean', filter: true },
        islamic: { column: charityTypes.islamic, type: 'boolean', filter: true },
        sort: { column: charityTypes.sort, type: 'number', sort: true },
        created_at: { column: charityTypes.createdAt, type: 'date', sort: true, filter: true },
      },
      present: presentTypes,
      rules: {
        create: uniqueSlug(() => 0),
        update: uniqueSlug((r) => Number((r.params as { id?: string }).id) || 0),
      },
      create: { input: charityTypeInput, values: typeValues, after: afterChange },
      update: { input: charityTypeInput, values: typeValues, after: afterChange },
      remove: {
        before: async (row, { tx }) => {
          const [used] = await tx
            .select({ value: count() })
            .from(charities)
            .where(eq(charities.charityTypeId, row.id))
          if (Number(used?.value ?? 0) > 0) throw new AppError(409, 'charity_type_in_use')
          app.props.invalidate()
        },
      },
    }),
  )

  app.put(
    '/api/dashboard/charity-types/:id/price',
    {
      config: { permission: 'charity-price.update', precognition: true },
      schema: {
        tags: ['charity-types'],
        summary: "Sets a charity type's suggested amounts and minimum",
        params: idParams,
        body: charityPriceInput,
        response: { 200: z.object({ data: dashboardCharityType }) },
      },
    },
    async (request) => {
      const { default_amounts, min_amount } = request.body
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(charityTypes)
          .where(eq(charityTypes.id, request.params.id))
          .for('update')
        if (!before) throw notFound()
        const amounts = [...new Set(default_amounts)].sort((a, b) => a - b)
        const [after] = await tx
          .update(charityTypes)
          .set({ defaultAmounts: amounts, minAmount: min_amount, updatedAt: new Date() })
          .where(eq(charityTypes.id, before.id))
          .returning()
        await recordAudit(tx, request, {
          action: 'price.updated',
          resource: 'charity-types',
          recordId: before.id,
          before: { default_amounts: before.defaultAmounts, min_amount: before.minAmount },
          after: { default_amounts: amounts, min_amount },
        })
        return after!
      })
      app.props.invalidate()
      return { data: (await presentTypes([updated]))[0]! }
    },
  )
}
