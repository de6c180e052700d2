import {
  charityPriceInput,
  charityTypeInput,
  dashboardCharityType,
  encodeMessage,
  type DashboardCharityType,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  donationsOfType,
  lockType,
  paidTotalsByType,
  setTypePrice,
  slugTaken,
} from './charities.repository.ts'
import { charityTypes, type CharityTypeRow } from './charities.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

/** Staff routes: charity types and their price module (suggested amounts, minimum). */
export const charitiesDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db

  const presentTypes = async (rows: CharityTypeRow[]): Promise<DashboardCharityType[]> => {
    const totals = await paidTotalsByType(
      db,
      rows.map((r) => r.id),
    )
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
      paid_total: totals.get(t.id) ?? 0,
      created_at: t.createdAt.toISOString(),
    }))
  }
  const uniqueSlug = (selfId: (r: { params: unknown }) => number) =>
    defineRules<{ slug: string }>(async ({ slug }, request) => {
      if (!slug) return
      if (await slugTaken(db, slug, selfId(request))) return { slug: [encodeMessage('slug_taken')] }
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
          if ((await donationsOfType(tx, row.id)) > 0)
            throw new AppError(409, 'charity_type_in_use')
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
        const before = await lockType(tx, request.params.id)
        if (!before) throw notFound()
        const amounts = [...new Set(default_amounts)].sort((a, b) => a - b)
        const after = await setTypePrice(tx, before.id, {
          defaultAmounts: amounts,
          minAmount: min_amount,
        })
        await recordAudit(tx, request, {
          action: 'price.updated',
          resource: 'charity-types',
          recordId: before.id,
          before: { default_amounts: before.defaultAmounts, min_amount: before.minAmount },
          after: { default_amounts: amounts, min_amount },
        })
        return after
      })
      app.props.invalidate()
      return { data: (await presentTypes([updated]))[0]! }
    },
  )
}
