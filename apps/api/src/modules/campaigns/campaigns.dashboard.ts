import {
  CAMPAIGN_DONATION_STATUSES,
  CAMPAIGN_REPORT_MEDIA_KINDS,
  CAMPAIGN_STATUSES,
  campaignCloseInput,
  campaignDonation,
  campaignInput,
  campaignPublishInput,
  campaignReportInput,
  dashboardCampaign,
  dashboardCampaignReport,
  dataOf,
  encodeMessage,
  formatDate,
  notice,
  reorderCampaignReportsInput,
  type CampaignDonation,
  type CampaignInput,
  type CampaignReportInput,
  type CampaignStatus,
  type DashboardCampaign,
  type DashboardCampaignReport,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { AppError, invalid, notFound } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import { sanitizePageHtml } from '../../lib/sanitize-html.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { assertImages } from '../media/images.service.ts'
import {
  bumpVersion,
  campaignExists,
  donationCounts,
  findMedia,
  firstSortOrder,
  lockCampaign,
  reorderReports,
  reportsOf,
  setCampaignFlags,
  setReportMedia,
  slugTaken,
  statusSql,
} from './campaigns.repository.ts'
import { dayEnd, dayStart, statusOf, type CampaignsService } from './campaigns.service.ts'
import {
  campaignDonations,
  campaignReports,
  campaigns,
  type CampaignDonationRow,
  type CampaignReportRow,
  type CampaignRow,
} from './campaigns.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })

const campaignValues = async (input: CampaignInput, db: Executor) => {
  await assertImages(db, { cover: input.cover })
  return {
    title: input.title,
    slug: input.slug,
    summary: input.summary,
    description: sanitizePageHtml(input.description),
    coverUrl: input.cover?.url ?? null,
    coverMediaId: input.cover?.media_id ?? null,
    goal: input.goal,
    minAmount: input.min_amount,
    suggestedAmounts: [...new Set(input.suggested_amounts)].sort((a, b) => a - b),
    startsAt: dayStart(input.starts_at),
    endsAt: input.ends_at ? dayEnd(input.ends_at) : null,
    stopAtGoal: input.stop_at_goal,
    featured: input.featured,
    published: input.published,
  }
}

/** Report media must be public images, video or audio from the library. */
async function assertReportMedia(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)]
  const rows = await findMedia(db, unique)
  const fine = rows.filter(
    (m) =>
      m.visibility === 'public' &&
      (CAMPAIGN_REPORT_MEDIA_KINDS as readonly string[]).includes(m.kind),
  )
  if (fine.length !== unique.length) throw invalid('media_ids', 'in')
  return unique
}

/** Staff routes: campaigns, their donations (with export) and their reports. */
export const campaignDashboard: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (
  app,
  { service },
) => {
  const db = app.db
  /** The campaign's page shows something that changed (its reports). */
  const touch = async (tx: Executor, id: number) => service.changed(id, await bumpVersion(tx, id))

  const presentCampaigns = async (rows: CampaignRow[]): Promise<DashboardCampaign[]> => {
    const [cards, counts] = await Promise.all([
      service.cards(rows),
      donationCounts(
        db,
        rows.map((r) => r.id),
      ),
    ])
    const now = Date.now()
    return rows.map((row, i) => ({
      ...cards[i]!,
      status: statusOf(row, now),
      description: sanitizePageHtml(row.description),
      stop_at_goal: row.stopAtGoal,
      published: row.published,
      closed_at: row.closedAt?.toISOString() ?? null,
      donations: counts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }))
  }

  const uniqueSlug = (selfId: (request: FastifyRequest) => number) =>
    defineRules<CampaignInput>(async ({ slug }, request) => {
      if (slug && (await slugTaken(db, slug, selfId(request))))
        return { slug: [encodeMessage('slug_taken')] }
    })

  await app.register(
    defineResource<CampaignRow, DashboardCampaign, CampaignInput, CampaignInput>({
      name: 'campaigns',
      table: campaigns,
      permission: 'campaigns',
      output: dashboardCampaign,
      defaultSort: '-created_at',
      columns: {
        id: { column: campaigns.id, type: 'number', filter: true, sort: true },
        title: { column: campaigns.title, type: 'text', filter: true, search: true, sort: true },
        slug: { column: campaigns.slug, type: 'text', filter: true, search: true, sort: true },
        summary: { column: campaigns.summary, type: 'text', search: true },
        status: {
          column: campaigns.id,
          type: 'enum',
          values: CAMPAIGN_STATUSES,
          filter: true,
          where: (f) => {
            const condition = statusSql[f.value as CampaignStatus]
            return f.op === 'ne' ? sql`not (${condition})` : condition
          },
        },
        published: { column: campaigns.published, type: 'boolean', filter: true, sort: true },
        featured: { column: campaigns.featured, type: 'boolean', filter: true, sort: true },
        goal: { column: campaigns.goal, type: 'number', filter: true, sort: true },
        collected: { column: campaigns.collected, type: 'number', filter: true, sort: true },
        donors: { column: campaigns.donors, type: 'number', filter: true, sort: true },
        starts_at: { column: campaigns.startsAt, type: 'date', filter: true, sort: true },
        ends_at: { column: campaigns.endsAt, type: 'date', filter: true, sort: true },
        created_at: { column: campaigns.createdAt, type: 'date', filter: true, sort: true },
      },
      totals: {
        goal: sql<string>`coalesce(sum(${campaigns.goal}), 0)::text`,
        collected: sql<string>`coalesce(sum(${campaigns.collected}), 0)::text`,
        donors: sql<number>`coalesce(sum(${campaigns.donors}), 0)::bigint`,
      },
      present: presentCampaigns,
      rules: {
        create: uniqueSlug(() => 0),
        update: uniqueSlug((r) => Number((r.params as { id?: string }).id) || 0),
      },
      create: { input: campaignInput, values: (input, { tx }) => campaignValues(input, tx) },
      update: {
        input: campaignInput,
        values: async (input, _row, { tx }) => ({
          ...(await campaignValues(input, tx)),
          version: sql`${campaigns.version} + 1`,
        }),
        after: async (row) => service.changed(row.id, row.version),
      },
      remove: {
        before: async (row, { tx }) => {
          // Gifts (paid, or with a bill that may still be paid) keep their campaign.
          const counts = await donationCounts(tx, [row.id])
          if (counts.get(row.id)) throw new AppError(409, 'campaign_has_payments')
          service.changed(row.id)
        },
      },
      audit: (row) => ({ ...row, description: row.description.slice(0, 2000) }),
    }),
  )

  const flagRoute = <K extends 'published' | 'closed'>(
    key: K,
    input: z.ZodObject<Record<K, z.ZodBoolean>>,
    summary: string,
  ) =>
    app.put(
      `/api/dashboard/campaigns/:id/${key}`,
      {
        config: { permission: 'campaigns.update' },
        schema: {
          tags: ['campaigns'],
          summary,
          params: idParams,
          body: input,
          response: { 200: dataOf(dashboardCampaign) },
        },
      },
      async (request) => {
        const on = (request.body as Record<K, boolean>)[key]
        const row = await db.transaction(async (tx) => {
          const before = await lockCampaign(tx, request.params.id)
          if (!before) throw notFound()
          const after = await setCampaignFlags(
            tx,
            before.id,
            key === 'published'
              ? { published: on }
              : { closedAt: on ? (before.closedAt ?? new Date()) : null },
          )
          service.changed(after.id, after.version)
          await recordAudit(tx, request, {
            action:
              key === 'published' ? (on ? 'published' : 'unpublished') : on ? 'closed' : 'reopened',
            resource: 'campaigns',
            recordId: before.id,
            before: { published: before.published, closed_at: before.closedAt },
            after: { published: after.published, closed_at: after.closedAt },
          })
          return after
        })
        return { data: (await presentCampaigns([row]))[0]! }
      },
    )
  flagRoute('published', campaignPublishInput, 'Publishes a campaign or takes it off the site')
  flagRoute('closed', campaignCloseInput, 'Closes a campaign to new gifts, or reopens it')

  // ---- Donations: read-only, with totals and export ---------------------------------------------

  await app.register(
    defineResource<CampaignDonationRow, CampaignDonation>({
      name: 'campaign-donations',
      table: campaignDonations,
      permission: 'campaigns',
      output: campaignDonation,
      defaultSort: '-created_at',
      tags: ['campaigns'],
      columns: {
        id: { column: campaignDonations.id, type: 'number', filter: true, sort: true },
        campaign_id: { column: campaignDonations.campaignId, type: 'number', filter: true },
        status: {
          column: campaignDonations.status,
          type: 'enum',
          values: CAMPAIGN_DONATION_STATUSES,
          filter: true,
          sort: true,
        },
        amount: { column: campaignDonations.amount, type: 'number', filter: true, sort: true },
        anonymous: { column: campaignDonations.anonymous, type: 'boolean', filter: true },
        mobile: { column: campaignDonations.mobile, type: 'text', filter: true, search: true },
        display_name: { column: campaignDonations.displayName, type: 'text', search: true },
        paid_at: { column: campaignDonations.paidAt, type: 'date', filter: true, sort: true },
        created_at: { column: campaignDonations.createdAt, type: 'date', filter: true, sort: true },
      },
      totals: {
        amount: sql<string>`coalesce(sum(${campaignDonations.amount}), 0)::text`,
        paid: sql<string>`coalesce(sum(${campaignDonations.amount}) filter (where ${campaignDonations.status} = 'paid'), 0)::text`,
        paid_count: sql<number>`count(*) filter (where ${campaignDonations.status} = 'paid')`,
      },
      present: (rows) =>
        rows.map((d) => ({
          id: d.id,
          campaign_id: d.campaignId,
          amount: d.amount,
          status: d.status,
          mobile: d.mobile,
          user_id: d.userId,
          display_name: d.displayName,
          anonymous: d.anonymous,
          bill_id: d.billId,
          paid_at: d.paidAt?.toISOString() ?? null,
          created_at: d.createdAt.toISOString(),
        })),
      export: {
        permission: 'campaigns.view',
        filename: 'campaign-donations',
        columns: [
          { header: 'id', value: (d) => d.id },
          { header: 'campaign', value: (d) => d.campaign_id },
          { header: 'amount', value: (d) => d.amount },
          { header: 'status', value: (d, lang) => notice(lang, 'values', d.status) },
          { header: 'mobile', value: (d) => d.mobile ?? '' },
          {
            header: 'display_name',
            value: (d, lang) =>
              d.anonymous ? notice(lang, 'values', 'anonymous') : (d.display_name ?? ''),
          },
          { header: 'bill', value: (d) => d.bill_id },
          { header: 'paid_at', value: (d, lang) => formatDate(d.paid_at, lang, 'datetime') },
          { header: 'created_at', value: (d, lang) => formatDate(d.created_at, lang, 'datetime') },
        ],
      },
    }),
  )

  // ---- Reports ------------------------------------------------------------------------------------

  const presentReports = async (rows: CampaignReportRow[]): Promise<DashboardCampaignReport[]> => {
    const reports = await service.presentReports(db, rows)
    return rows.map((row, i) => ({
      ...reports[i]!,
      campaign_id: row.campaignId,
      sort_order: row.sortOrder,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }))
  }
  const reportValues = (input: CampaignReportInput) => ({
    title: input.title,
    body: sanitizePageHtml(input.body),
    reportedOn: input.reported_on,
    amountSpent: input.amount_spent,
  })

  await app.register(
    defineResource<
      CampaignReportRow,
      DashboardCampaignReport,
      CampaignReportInput,
      CampaignReportInput
    >({
      name: 'campaign-reports',
      table: campaignReports,
      permission: 'campaign-reports',
      output: dashboardCampaignReport,
      defaultSort: 'sort_order',
      tags: ['campaigns'],
      columns: {
        id: { column: campaignReports.id, type: 'number', filter: true, sort: true },
        campaign_id: { column: campaignReports.campaignId, type: 'number', filter: true },
        title: {
          column: campaignReports.title,
          type: 'text',
          filter: true,
          search: true,
          sort: true,
        },
        reported_on: { column: campaignReports.reportedOn, type: 'text', sort: true },
        sort_order: { column: campaignReports.sortOrder, type: 'number', sort: true },
        created_at: { column: campaignReports.createdAt, type: 'date', filter: true, sort: true },
      },
      totals: { amount_spent: sql<string>`coalesce(sum(${campaignReports.amountSpent}), 0)::text` },
      present: presentReports,
      create: {
        input: campaignReportInput,
        values: async (input, { tx }) => {
          if (!(await campaignExists(tx, input.campaign_id))) throw invalid('campaign_id', 'in')
          await assertReportMedia(tx, input.media_ids)
          return {
            ...reportValues(input),
            campaignId: input.campaign_id,
            sortOrder: await firstSortOrder(tx, input.campaign_id),
          }
        },
        after: async (row, input, { tx }) => {
          await setReportMedia(tx, row.id, [...new Set(input.media_ids)])
          await touch(tx, row.campaignId)
        },
      },
      update: {
        // A report stays with its campaign; `campaign_id` in the body is not a move.
        input: campaignReportInput,
        values: async (input, _row, { tx }) => {
          await assertReportMedia(tx, input.media_ids)
          return reportValues(input)
        },
        after: async (row, input, _before, { tx }) => {
          await setReportMedia(tx, row.id, [...new Set(input.media_ids)])
          await touch(tx, row.campaignId)
        },
      },
      remove: { before: async (row, { tx }) => touch(tx, row.campaignId) },
      audit: (row) => ({ ...row, body: row.body.slice(0, 2000) }),
    }),
  )

  app.post(
    '/api/dashboard/campaign-reports/reorder',
    {
      config: { permission: 'campaign-reports.update' },
      schema: {
        tags: ['campaigns'],
        summary: "Puts a campaign's reports in the given order (first to last)",
        body: reorderCampaignReportsInput,
        response: { 200: z.object({ data: z.array(dashboardCampaignReport) }) },
      },
    },
    async (request) => {
      const { campaign_id, ids } = request.body
      await db.transaction(async (tx) => {
        if (!(await lockCampaign(tx, campaign_id))) throw notFound()
        const { before, after, unknown } = await reorderReports(tx, campaign_id, ids)
        if (unknown.length) throw invalid('ids', 'in')
        await touch(tx, campaign_id)
        await recordAudit(tx, request, {
          action: 'reordered',
          resource: 'campaign-reports',
          recordId: null,
          before: { campaign_id, order: before },
          after: { campaign_id, order: after },
        })
      })
      return { data: await presentReports(await reportsOf(db, campaign_id)) }
    },
  )
}
