import {
  charityCategoryInput,
  charityPriceInput,
  charityTypeInput,
  dashboardCharityCategory,
  dashboardCharityType,
  encodeMessage,
  type CharityCategoryInput,
  type DashboardCharityCategory,
  type DashboardCharityType,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { AppError, invalid, notFound, ValidationError, type FieldErrors } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import {
  categoriesByIds,
  categoryTitled,
  donationsOfType,
  lockCategory,
  lockCategoryChanges,
  lockType,
  otherIslamicCategory,
  paidTotalsByType,
  setTypePrice,
  slugTaken,
  typeCountsByCategory,
} from './charities.repository.ts'
import {
  charityCategories,
  charityTypes,
  type CharityCategoryRow,
  type CharityTypeRow,
} from './charities.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const selfIdOf = (request: { params: unknown }) =>
  Number((request.params as { id?: string }).id) || 0

/** A category's title is its own, and only one category is the Islamic obligations. */
async function categoryErrors(
  db: Executor,
  input: Partial<CharityCategoryInput>,
  selfId: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  if (input.title && (await categoryTitled(db, input.title, selfId)))
    errors.title = [encodeMessage('category_title_taken')]
  if (input.islamic) {
    const other = await otherIslamicCategory(db, selfId)
    if (other) errors.islamic = [encodeMessage('islamic_category_taken', { title: other.title })]
  }
  return errors
}

/**
 * Staff routes: categories of giving (`categories`), charity types in them and their price
 * module (suggested amounts, minimum).
 */
export const charitiesDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const afterChange = async () => app.props.invalidate()

  const presentCategories = async (
    rows: CharityCategoryRow[],
  ): Promise<DashboardCharityCategory[]> => {
    const counts = await typeCountsByCategory(
      db,
      rows.map((r) => r.id),
    )
    return rows.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      islamic: c.islamic,
      sort: c.sort,
      types_count: counts.get(c.id) ?? 0,
      created_at: c.createdAt.toISOString(),
    }))
  }
  const categoryRules = (selfId: (r: { params: unknown }) => number) =>
    defineRules<CharityCategoryInput>(async (values, request) =>
      categoryErrors(db, values, selfId(request)),
    )
  /** Checked again under a lock inside the save, so two saves at once cannot both pass. */
  const categoryValues = async (
    input: CharityCategoryInput,
    tx: Parameters<typeof lockCategoryChanges>[0],
    selfId: number,
  ) => {
    await lockCategoryChanges(tx)
    const errors = await categoryErrors(tx, input, selfId)
    if (Object.keys(errors).length) throw new ValidationError(errors)
    return {
      title: input.title,
      description: input.description,
      islamic: input.islamic,
      sort: input.sort,
    }
  }

  await app.register(
    defineResource<
      CharityCategoryRow,
      DashboardCharityCategory,
      CharityCategoryInput,
      CharityCategoryInput
    >({
      name: 'categories',
      table: charityCategories,
      permission: 'categories',
      output: dashboardCharityCategory,
      defaultSort: 'sort',
      columns: {
        id: { column: charityCategories.id, type: 'number', filter: true, sort: true },
        title: {
          column: charityCategories.title,
          type: 'text',
          search: true,
          sort: true,
          filter: true,
        },
        islamic: { column: charityCategories.islamic, type: 'boolean', filter: true },
        sort: { column: charityCategories.sort, type: 'number', sort: true },
        created_at: { column: charityCategories.createdAt, type: 'date', sort: true, filter: true },
      },
      present: presentCategories,
      rules: { create: categoryRules(() => 0), update: categoryRules(selfIdOf) },
      create: {
        input: charityCategoryInput,
        values: (input, { tx }) => categoryValues(input, tx, 0),
        after: afterChange,
      },
      update: {
        input: charityCategoryInput,
        values: (input, row, { tx }) => categoryValues(input, tx, row.id),
        after: afterChange,
      },
      remove: {
        before: async (row, { tx }) => {
          // Locked first: a kind of giving being put in it meanwhile is counted, or waits.
          await lockCategory(tx, row.id, 'update')
          if (((await typeCountsByCategory(tx, [row.id])).get(row.id) ?? 0) > 0)
            throw new AppError(422, 'category_has_types')
          app.props.invalidate()
        },
      },
    }),
  )

  const presentTypes = async (rows: CharityTypeRow[]): Promise<DashboardCharityType[]> => {
    const [totals, categories] = await Promise.all([
      paidTotalsByType(
        db,
        rows.map((r) => r.id),
      ),
      categoriesByIds(db, [...new Set(rows.map((r) => r.categoryId))]),
    ])
    return rows.map((t) => ({
      id: t.id,
      slug: t.slug,
      title: t.title,
      icon: t.icon,
      description: t.description,
      category_id: t.categoryId,
      category_title: categories.find((c) => c.id === t.categoryId)?.title ?? '',
      active: t.active,
      sort: t.sort,
      default_amounts: t.defaultAmounts,
      min_amount: t.minAmount,
      paid_total: totals.get(t.id) ?? 0,
      created_at: t.createdAt.toISOString(),
    }))
  }
  const typeRules = (selfId: (r: { params: unknown }) => number) =>
    defineRules<z.infer<typeof charityTypeInput>>(async ({ slug, category_id }, request) => {
      const errors: FieldErrors = {}
      if (slug && (await slugTaken(db, slug, selfId(request))))
        errors.slug = [encodeMessage('slug_taken')]
      if (category_id && !(await categoriesByIds(db, [category_id])).length)
        errors.category_id = [encodeMessage('in')]
      return errors
    })
  const typeValues = async (
    input: z.infer<typeof charityTypeInput>,
    tx: Parameters<typeof lockCategory>[0],
  ) => {
    // Its category stays while the kind is saved into it (a delete of the category waits).
    if (!(await lockCategory(tx, input.category_id, 'share'))) throw invalid('category_id', 'in')
    return {
      slug: input.slug,
      title: input.title,
      icon: input.icon,
      description: input.description,
      categoryId: input.category_id,
      active: input.active,
      sort: input.sort,
    }
  }

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
        category_id: { column: charityTypes.categoryId, type: 'number', filter: true },
        sort: { column: charityTypes.sort, type: 'number', sort: true },
        created_at: { column: charityTypes.createdAt, type: 'date', sort: true, filter: true },
      },
      present: presentTypes,
      rules: { create: typeRules(() => 0), update: typeRules(selfIdOf) },
      create: {
        input: charityTypeInput,
        values: (input, { tx }) => typeValues(input, tx),
        after: afterChange,
      },
      update: {
        input: charityTypeInput,
        values: (input, _row, { tx }) => typeValues(input, tx),
        after: afterChange,
      },
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
