import {
  campaignCard,
  campaignDetail,
  campaignListQuery,
  donateInput,
  donateResponse,
  encodeMessage,
  paginated,
  type DonateInput,
} from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageMeta } from '../../lib/pagination.ts'
import { normalizeSearch } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { listVisibleCampaigns } from './campaigns.repository.ts'
import type { CampaignsService } from './campaigns.service.ts'

const slugParams = z.object({ slug: z.string().trim().min(1).max(100) })

/** What visitors see and do: the list, a campaign's page, and giving to it (guests too). */
export const campaignRoutes: FastifyPluginAsyncZod<{ service: CampaignsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Published campaigns, featured first (status=active|finished, search, page)',
        querystring: campaignListQuery,
        response: { 200: paginated(campaignCard) },
      },
    },
    async (request) => {
      const { status, search, featured, page, per_page } = request.query
      const { rows, total } = await listVisibleCampaigns(app.db, {
        status,
        search: search ? normalizeSearch(search) : null,
        featured,
        page,
        perPage: per_page,
      })
      return { data: await service.cards(rows), meta: pageMeta(page, per_page, total) }
    },
  )

  app.get(
    '/api/campaigns/:slug',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A campaign with its reports and latest donations (ETag, revalidated)',
        params: slugParams,
        response: { 200: z.object({ data: campaignDetail }), 304: z.null() },
      },
    },
    async (request, reply) => {
      const { body, etag } = await service.page(request.params.slug)
      reply.header('etag', etag).header('cache-control', 'public, no-cache')
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
      // Serialised once per change of the page, like the props.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((v) => v as string)
        .send(body as never)
    },
  )

  app.post(
    '/api/campaigns/:slug/donate',
    {
      config: {
        precognition: true,
        rules: defineRules<DonateInput>(async ({ amount }, request) => {
          const { slug } = request.params as { slug: string }
          const campaign = await service.givable(slug)
          if (amount !== undefined && amount < campaign.minAmount)
            return { amount: [encodeMessage('amount_min', { min: campaign.minAmount })] }
        }),
      },
      schema: {
        tags: ['campaigns'],
        summary: 'Gives to a campaign (guests too): an unpaid gift and its bill, then pay the bill',
        params: slugParams,
        body: donateInput,
        response: { 201: donateResponse },
      },
    },
    async (request, reply) => {
      const bill = await service.donate(request, request.params.slug, request.body)
      return reply
        .code(201)
        .send({ data: { bill: { id: bill.id, token: bill.token, total: bill.total } } })
    },
  )
}
