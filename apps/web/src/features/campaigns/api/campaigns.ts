import type {
  CampaignCard,
  CampaignDetail,
  CampaignListQuery,
  DonateInput,
  DonateResponse,
} from '@kheyr/contracts/campaigns'
import type { DataOf, Paginated } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// What visitors read and do (`/api/campaigns`). The query options are exported so a server can
// prefetch them.

/** Every public campaign query (lists, pages) starts with this key; staff changes refresh it. */
export const PUBLIC_CAMPAIGNS = ['campaigns'] as const

export const campaignPath = (slug: string) => `/campaigns/${encodeURIComponent(slug)}`
export const donatePath = (slug: string) => `${campaignPath(slug)}/donate`

export type CampaignsFilter = Omit<CampaignListQuery, 'page' | 'per_page'> & {
  page?: number
  per_page?: number
}

export const campaignsQuery = (query: CampaignsFilter) =>
  queryOptions({
    queryKey: [...PUBLIC_CAMPAIGNS, 'list', query],
    queryFn: ({ signal }) => api.get<Paginated<CampaignCard>>('/campaigns', { query, signal }),
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
    queryKey: [...PUBLIC_CAMPAIGNS, 'detail', slug],
    queryFn: ({ signal }) =>
      api.get<DataOf<CampaignDetail>>(campaignPath(slug), { signal }).then((r) => r.data),
  })

/** An unpaid gift and its bill; the campaign's figures move only once the bill is paid. */
export function useDonate(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DonateInput) =>
      api.post<DonateResponse>(donatePath(slug), input).then((r) => r.data),
    // A 409 (the campaign just ended) means the page is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: PUBLIC_CAMPAIGNS }),
  })
}
