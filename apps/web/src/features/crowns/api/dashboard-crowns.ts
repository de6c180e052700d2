import type { CrownFilterChoices, CrownSettings, DashboardCrown } from '@kheyr/contracts/crowns'
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { api, buildQuery } from '../../../lib/api-client.ts'

export const CROWNS_RESOURCE = 'crowns'
const BASE = `/dashboard/${CROWNS_RESOURCE}`

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    invalidateResource(queryClient, CROWNS_RESOURCE),
    queryClient.invalidateQueries({ queryKey: ['crowns'] }),
  ])

/** The list's query without its paging: what export and print take. */
export const withoutPaging = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'))

/** Downloads the orders the list shows (its filters and search), as CSV or Excel. */
export const crownsExportHref = (query: Record<string, string>, format: 'csv' | 'xlsx') =>
  `/api${BASE}/export${buildQuery({ ...withoutPaging(query), format })}`

/** One order (a notification links to it: `/dashboard/crowns?id=…`). */
export const dashboardCrownQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', CROWNS_RESOURCE, 'record', id],
    queryFn: ({ signal }) =>
      api.get<{ data: DashboardCrown }>(`${BASE}/${id}`, { signal }).then((r) => r.data),
  })

/** The orders for the print sheet: the list's filters, or `filter[ids]`. */
export const crownsPrintQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['dashboard', CROWNS_RESOURCE, 'print', query],
    queryFn: ({ signal }) =>
      api.get<{ data: DashboardCrown[] }>(`${BASE}/print`, { query, signal }).then((r) => r.data),
  })

/** Marks orders printed or delivered (all or none). */
export function useMarkCrowns(mark: 'printed' | 'delivered') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ data: DashboardCrown[] }>(`${BASE}/${mark}`, { ids }).then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export function useCancelCrown() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ data: DashboardCrown }>(`${BASE}/${id}/cancel`, {}).then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export function useRefundCrown() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<{ data: DashboardCrown }>(`${BASE}/${id}/refund`, { note }).then((r) => r.data),
    onSuccess: () => refresh(queryClient),
  })
}

export const crownSettingsQuery = queryOptions({
  queryKey: ['dashboard', CROWNS_RESOURCE, 'settings'],
  queryFn: ({ signal }) =>
    api.get<{ data: CrownSettings }>(`${BASE}/settings`, { signal }).then((r) => r.data),
})

export const saveCrownSettings = (input: { cutoff_hours: string | number }) =>
  api.put<{ data: CrownSettings }>(`${BASE}/settings`, input).then((r) => r.data)

/** The cut-off shows in the settings and on the public order form. */
export const refreshCrownSettings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: crownSettingsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['crowns', 'options'] }),
  ])

/** Every type and location (inactive too), for the list's filters. */
export const crownFilterChoicesQuery = queryOptions({
  queryKey: ['dashboard', CROWNS_RESOURCE, 'filters'],
  queryFn: ({ signal }) =>
    api.get<{ data: CrownFilterChoices }>(`${BASE}/filters`, { signal }).then((r) => r.data),
  staleTime: 60_000,
})
