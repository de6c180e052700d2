import type {
  CampaignCard,
  CampaignDetail,
  CampaignPublicStatus,
  DonateInput,
} from '@kheyr/contracts/campaigns'
import type { ListMeta } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// What visitors read and do. The query options are exported so a server can prefetch them.

export const campaignPath = (slug: string) => `/campaigns/${encodeURIComponent(slug)}`

export type CampaignsFilter = {
  status?: CampaignPublicStatus
  search?: string
  featured?: '1'
  page?: number
  per_page?: number
}

export const campaignsQuery = (query: CampaignsFilter) =>
  queryOptions({
    queryKey: ['campaigns', 'list', query],
    queryFn: ({ signal }) =>
      api.get<{ data: CampaignCard[]; meta: ListMeta }>('/campaigns', { query, signal }),
    staleTime: 30_000,
  })

/** The home page's featured campaigns that still take gifts. */
export const featuredCampaignsQuery = campaignsQuery({
  status: 'active',
  featured: '1',
  per_page: 6,
})

export const campaignQuery = (slug: string) =>
  queryOptions({
    queryKey: ['campaigns', 'detail', slug],
    queryFn: ({ signal }) =>
      api.get<{ data: CampaignDetail }>(campaignPath(slug), { signal }).then((r) => r.data),
  })

export type DonateResult = { bill: { id: number; token: string; total: number } }

/** An unpaid gift and its bill; the campaign's figures move only once the bill is paid. */
export function useDonate(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DonateInput) =>
      api.post<{ data: DonateResult }>(`${campaignPath(slug)}/donate`, input).then((r) => r.data),
    // A 409 (the campaign just ended) means the page is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  })
}
