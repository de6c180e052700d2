import type { CampaignReportInput, DashboardCampaignReport } from '@kheyr/contracts/campaigns'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../lib/resource.ts'
import { api } from '../../../lib/api-client.ts'

const RESOURCE = 'campaign-reports'
const BASE = `/dashboard/${RESOURCE}`

/** Reports show on the campaign's public page, and their spending in its figures. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    invalidateResource(queryClient, RESOURCE),
    invalidateResource(queryClient, 'campaigns'),
    queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  ])

/** Every report of a campaign in its order (for the reorder dialog). */
export const campaignReportsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: ['dashboard', RESOURCE, 'all', campaignId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: DashboardCampaignReport[] }>(BASE, {
          query: { 'filter[campaign_id]': campaignId, sort: 'sort_order', per_page: 100 },
          signal,
        })
        .then((r) => r.data),
  })

export function useSaveReport(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CampaignReportInput) =>
      (id
        ? api.put<{ data: DashboardCampaignReport }>(`${BASE}/${id}`, input)
        : api.post<{ data: DashboardCampaignReport }>(BASE, input)
      ).then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export function useReorderReports(campaignId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) =>
      api
        .post<{ data: DashboardCampaignReport[] }>(`${BASE}/reorder`, {
          campaign_id: campaignId,
          ids,
        })
        .then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export function useDeleteReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`${BASE}/${id}`),
    onSuccess: () => refresh(queryClient),
  })
}
