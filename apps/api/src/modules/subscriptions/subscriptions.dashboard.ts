import {
  asOf,
  cashPaymentInput,
  dashboardSubscription,
  dashboardSubscriptionLedger,
  dashboardSubscriptionType,
  dataOf,
  encodeMessage,
  formatDate,
  monthKey,
  monthLabel,
  SUBSCRIPTION_STATUSES,
  subscriptionTypeInput,
  type CashPaymentInput,
  type DashboardSubscription,
  type DashboardSubscriptionType,
  type SubscriptionTypeInput,
  notice,
} from '@kheyr/contracts'
import { isNotNull, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import type { ListFilter } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { userSummaries } from '../users/users.service.ts'
import { assertImages, presentImages } from '../media/images.service.ts'
import {
  amountDueSql,
  chargesOf,
  findSubscription,
  memberCounts,
  memberSearchSql,
  owesSql,
  typesByIds,
  typeSlugTaken,
  typeTitleSql,
  versionSql,
} from './subscriptions.repository.ts'
import {
  ledgerOf,
  presentCharge,
  standingFields,
  stateOf,
  type SubscriptionsService,
} from './subscriptions.service.ts'
import {
  subscriptions,
  subscriptionTypes,
  type SubscriptionRow,
  type SubscriptionTypeRow,
} from './subscriptions.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

const typeValues = async (input: SubscriptionTypeInput, db: Executor) => {
  await assertImages(db, { image: input.image })
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    imageUrl: input.image?.url ?? null,
    imageMediaId: input.image?.media_id ?? null,
    periodMonths: input.period_months,
    suggestedAmounts: [...new Set(input.suggested_amounts)].sort((a, b) => a - b),
    minAmount: input.min_amount,
    active: input.active,
    sort: input.sort,
  }
}

/**
 * "Owes n periods" with the list's operators, each as "owes at least": `gte 3` is owes(3),
 * `lt 3` is not owes(3), `eq 3` is owes(3) and not owes(4).
 */
function unpaidFilter(filter: ListFilter, now: Date): SQL {
  const n = Math.floor(Number(filter.value))
  const at = asOf(now)
  const atLeast = (k: number) => owesSql(k, at)
  switch (filter.op) {
    case 'gte':
      return atLeast(n)
    case 'gt':
      return atLeast(n + 1)
    case 'lte':
      return sql`not ${atLeast(n + 1)}`
    case 'lt':
      return sql`not ${atLeast(n)}`
    case 'eq':
      return sql`(${atLeast(n)} and not ${atLeast(n + 1)})`
    case 'ne':
      return sql`not (${atLeast(n)} and not ${atLeast(n + 1)})`
  }
}

/** Staff routes: kinds of membership (`subscriptions`) and everyone's memberships. */
export const subscriptionDashboard: FastifyPluginAsyncZod<{
  service: SubscriptionsService
}> = async (app, { service }) => {
  const db = app.db
  const s = subscriptions

  // ---- Kinds of membership ------------------------------------------------------------------------

  const presentTypes = async (
    rows: SubscriptionTypeRow[],
  ): Promise<DashboardSubscriptionType[]> => {
    const [images, members] = await Promise.all([
      presentImages(
        app,
        rows.map((r) => (r.imageUrl ? { url: r.imageUrl, mediaId: r.imageMediaId } : null)),
      ),
      memberCounts(
        db,
        rows.map((r) => r.id),
      ),
    ])
    return rows.map((r, i) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      image: images[i] ?? null,
      period_months: r.periodMonths,
      suggested_amounts: r.suggestedAmounts,
      min_amount: r.minAmount,
      active: r.active,
      sort: r.sort,
      members: members.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
    }))
  }

  // A slug of its own, and amounts a bill may reach (a least amount above the ceiling would
  // fail every member's payment).
  const typeRules = (selfId: (request: FastifyRequest) => number) =>
    defineRules<SubscriptionTypeInput>(async ({ slug, min_amount, suggested_amounts }, request) => {
      const errors = await app.payments.overCap({ min_amount, suggested_amounts })
      if (slug && (await typeSlugTaken(db, slug, selfId(request))))
        errors.slug = [encodeMessage('slug_taken')]
      return errors
    })
  // The public pages take the kinds from the start-up props.
  const refreshProps = async () => app.props.invalidate()

  await app.register(
    defineResource<
      SubscriptionTypeRow,
      DashboardSubscriptionType,
      SubscriptionTypeInput,
      SubscriptionTypeInput
    >({
      name: 'subscription-types',
      table: subscriptionTypes,
      permission: 'subscriptions',
      output: dashboardSubscriptionType,
      defaultSort: 'sort',
      tags: ['subscriptions'],
      columns: {
        id: { column: subscriptionTypes.id, type: 'number', filter: true, sort: true },
        title: {
          column: subscriptionTypes.title,
          type: 'text',
          filter: true,
          search: true,
          sort: true,
        },
        slug: {
          column: subscriptionTypes.slug,
          type: 'text',
          filter: true,
          search: true,
          sort: true,
        },
        period_months: {
          column: subscriptionTypes.periodMonths,
          type: 'number',
          filter: true,
          sort: true,
        },
        min_amount: {
          column: subscriptionTypes.minAmount,
          type: 'number',
          filter: true,
          sort: true,
        },
        active: { column: subscriptionTypes.active, type: 'boolean', filter: true, sort: true },
        sort: { column: subscriptionTypes.sort, type: 'number', sort: true },
        created_at: { column: subscriptionTypes.createdAt, type: 'date', filter: true, sort: true },
      },
      present: presentTypes,
      rules: {
        create: typeRules(() => 0),
        update: typeRules((r) => Number((r.params as { id?: string }).id) || 0),
      },
      create: {
        input: subscriptionTypeInput,
        values: (input, { tx }) => typeValues(input, tx),
        after: refreshProps,
      },
      update: {
        input: subscriptionTypeInput,
        values: (input, _row, { tx }) => typeValues(input, tx),
        after: refreshProps,
      },
      remove: {
        before: async (row, { tx }) => {
          // Members' ledgers keep their kind: deactivate it instead.
          if ((await memberCounts(tx, [row.id], true)).get(row.id))
            throw new AppError(409, 'subscription_type_in_use')
          await refreshProps()
        },
      },
    }),
  )

  // ---- Everyone's memberships ---------------------------------------------------------------------

  /** A membership as a list reads it: with its kind's title (`listWith`); elsewhere without. */
  type ListedMembership = SubscriptionRow & { typeTitle?: string }
  const presentMemberships = async (rows: ListedMembership[]): Promise<DashboardSubscription[]> => {
    const missing = [...new Set(rows.filter((r) => r.typeTitle === undefined).map((r) => r.typeId))]
    const [types, members] = await Promise.all([
      typesByIds(db, missing),
      userSummaries(
        db,
        rows.flatMap((r) => (r.userId ? [r.userId] : [])),
      ),
    ])
    const titles = new Map(types.map((t) => [t.id, t.title]))
    const at = asOf(app.clock.now())
    return rows.map((row) => {
      const found = row.userId ? members.get(row.userId) : undefined
      const member = found && !found.deleted ? found : undefined
      return {
        id: row.id,
        type: {
          id: row.typeId,
          title: row.typeTitle ?? titles.get(row.typeId)!,
          period_months: row.periodMonths,
        },
        member: {
          user_id: row.userId,
          name: member?.name ?? null,
          mobile: member?.mobile ?? row.mobile,
        },
        amount: row.amount,
        next_amount: row.nextAmount,
        status: stateOf(row),
        due_day: row.dueDay,
        start: monthKey(row.startPeriod),
        start_label: monthLabel(row.startPeriod, 'fa'),
        reminders: row.reminders && Boolean(row.startedAt),
        ...standingFields(row, at),
        created_at: row.createdAt.toISOString(),
      }
    })
  }

  await app.register(
    defineResource<ListedMembership, DashboardSubscription>({
      name: 'user-subscriptions',
      table: subscriptions,
      permission: 'user-subscriptions',
      output: dashboardSubscription,
      defaultSort: '-created_at',
      tags: ['subscriptions'],
      // A membership whose first payment never came is an unfinished checkout, not a member.
      scope: () => isNotNull(s.startedAt),
      columns: {
        id: { column: s.id, type: 'number', filter: true, sort: true },
        type_id: { column: s.typeId, type: 'number', filter: true },
        status: {
          column: s.status,
          type: 'enum',
          values: SUBSCRIPTION_STATUSES,
          filter: true,
          sort: true,
        },
        unpaid_periods: {
          column: s.paidUntil,
          type: 'number',
          filter: true,
          where: (f) => unpaidFilter(f, app.clock.now()),
        },
        start_period: { column: s.startPeriod, type: 'number', filter: true, sort: true },
        amount: { column: s.amount, type: 'number', filter: true, sort: true },
        user_id: { column: s.userId, type: 'number', filter: true },
        reminders: { column: s.reminders, type: 'boolean', filter: true },
        created_at: { column: s.createdAt, type: 'date', filter: true, sort: true },
      },
      search: memberSearchSql,
      listWith: { typeTitle: typeTitleSql },
      // Counting 200,000 memberships on every page is too slow: each filter's count and totals
      // are kept until a membership is written (a search reads accounts too: counted each time).
      summaryCache: { version: versionSql, covers: (query) => !query.search },
      // Whole pages are kept until a membership, a kind or an account (names, the search) is
      // written, and never past the day (what is due moves with it).
      keep: { reads: ['subscriptions', 'users'] },
      totals: () => {
        const at = asOf(app.clock.now())
        return {
          // People: an account once however many memberships it holds; a guest per membership.
          members: sql<number>`count(distinct ${s.userId}) + count(*) filter (where ${s.userId} is null)`,
          promised_monthly: sql<string>`coalesce(round(sum(coalesce(${s.nextAmount}, ${s.amount})::numeric / ${s.periodMonths}) filter (where ${s.status} = 'active')), 0)::text`,
          amount_due: sql<string>`coalesce(sum(${amountDueSql(at)}), 0)::text`,
        }
      },
      present: presentMemberships,
      export: {
        permission: 'user-subscriptions.view',
        filename: 'memberships',
        columns: [
          { header: 'id', value: (m) => m.id },
          { header: 'name', value: (m) => m.member.name ?? '' },
          { header: 'mobile', value: (m) => m.member.mobile ?? '' },
          { header: 'subscription_type', value: (m) => m.type.title },
          { header: 'period_amount', value: (m) => m.amount },
          { header: 'status', value: (m, lang) => notice(lang, 'subscription_status', m.status) },
          { header: 'start_period', value: (m) => m.start_label },
          { header: 'paid_periods', value: (m) => m.paid_periods },
          { header: 'unpaid_periods', value: (m) => m.unpaid_periods },
          { header: 'prepaid_periods', value: (m) => m.prepaid_periods },
          { header: 'amount_due', value: (m) => m.amount_due },
          { header: 'created_at', value: (m, lang) => formatDate(m.created_at, lang, 'datetime') },
        ],
      },
    }),
  )

  app.get(
    '/api/dashboard/user-subscriptions/:id/ledger',
    {
      config: { permission: 'user-subscriptions.view' },
      schema: {
        tags: ['subscriptions'],
        summary: "A membership's ledger period by period and its payments, with staff notes",
        params: idParams,
        response: { 200: dataOf(dashboardSubscriptionLedger) },
      },
    },
    async (request) => {
      const row = await findSubscription(db, request.params.id)
      if (!row) throw notFound()
      const charges = await chargesOf(db, row.id)
      return {
        data: {
          ledger: ledgerOf(row, app.clock.now(), request.lang),
          charges: charges.map((c) => presentCharge(c, true)),
        },
      }
    },
  )

  app.post(
    '/api/dashboard/user-subscriptions/:id/payments',
    {
      config: {
        permission: 'user-subscriptions.update',
        precognition: true,
        rules: defineRules<CashPaymentInput>(async ({ periods, amount }, request) => {
          if (periods === undefined) return
          const { id } = idParams.parse(request.params)
          const expected = await service.cashTotal(id, periods)
          if (amount !== undefined && amount !== expected.total)
            return {
              amount: [
                encodeMessage('cash_amount', { periods: expected.periods, total: expected.total }),
              ],
            }
        }),
      },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Records a payment received in person (cash or a card reader) for n periods: a bill paid through the staff-only cash gateway',
        params: idParams,
        body: cashPaymentInput,
        response: {
          201: dataOf(z.object({ bill: z.object({ id: z.number(), total: z.number() }) })),
        },
      },
    },
    async (request, reply) => {
      const bill = await service.recordCash(request, request.params.id, request.body)
      return reply.code(201).send({ data: { bill: { id: bill.id, total: bill.total } } })
    },
  )
}
