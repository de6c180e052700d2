import type { CampaignInput, DashboardCampaign } from '@kheyr/contracts/campaigns'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../lib/resource.ts'
import { api } from '../../../lib/api-client.ts'

const BASE = '/dashboard/campaigns'

/** A change to a campaign shows in the dashboard's lists and on the public pages. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    invalidateResource(queryClient, 'campaigns'),
    queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  ])

export const dashboardCampaignQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'campaigns', 'record', id],
    queryFn: ({ signal }) =>
      api.get<{ data: DashboardCampaign }>(`${BASE}/${id}`, { signal }).then((r) => r.data),
  })

export function useSaveCampaign(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      (id
        ? api.put<{ data: DashboardCampaign }>(`${BASE}/${id}`, input)
        : api.post<{ data: DashboardCampaign }>(BASE, input)
      ).then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

/** Publishes or unpublishes; closes to new gifts or reopens. */
export function useCampaignFlag(flag: 'published' | 'closed') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      api
        .put<{ data: DashboardCampaign }>(`${BASE}/${id}/${flag}`, { [flag]: on })
        .then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export function useDeleteCampaigns() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: (number | string)[]) =>
      api.post<{ data: { deleted: number } }>(`${BASE}/bulk-delete`, { ids }),
    onSuccess: () => refresh(queryClient),
  })
}
