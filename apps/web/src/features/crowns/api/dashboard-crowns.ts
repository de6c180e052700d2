import type {
  CrownFilterChoices,
  CrownSettings,
  DashboardCrown,
  MarkCrownsInput,
} from '@kheyr/contracts/crowns'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceKey, resourcePath, useResourceMutation } from '#lib/resource.ts'
import { CROWN_OPTIONS_KEY } from './crowns.ts'

// Orders as staff see them (`/api/dashboard/crowns`); the list comes through the data table.

export const CROWNS = 'crowns'
const BASE = resourcePath(CROWNS)

/** Every type and location (inactive too), for the list's filters. */
export const CROWN_FILTERS_KEY = [...resourceKey(CROWNS), 'filters'] as const
/** A change to an order shows in the giver's own list too. */
const MINE = [['crowns', 'mine']]

/** The list's query without its paging: what the print sheet takes. */
export const withoutPaging = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'))

/** One order (a notification links to it: `/dashboard/crowns?id=…`). */
export const dashboardCrownQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(CROWNS), 'record', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<DashboardCrown>>(`${BASE}/${id}`, { signal }).then((r) => r.data),
  })

/** The orders for the print sheet: the list's filters, or `filter[ids]`. */
export const crownsPrintQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...resourceKey(CROWNS), 'print', query],
    queryFn: ({ signal }) =>
      api.get<DataOf<DashboardCrown[]>>(`${BASE}/print`, { query, signal }).then((r) => r.data),
  })

export const crownFilterChoicesQuery = queryOptions({
  queryKey: CROWN_FILTERS_KEY,
  queryFn: ({ signal }) =>
    api.get<DataOf<CrownFilterChoices>>(`${BASE}/filters`, { signal }).then((r) => r.data),
  staleTime: 60_000,
})

/** Marks orders printed or delivered (all or none). */
export const useMarkCrowns = (mark: 'printed' | 'delivered') =>
  useResourceMutation(
    CROWNS,
    (ids: MarkCrownsInput['ids']) =>
      api.post<DataOf<DashboardCrown[]>>(`${BASE}/${mark}`, { ids }).then((r) => r.data),
    MINE,
  )

/** Cancels an order that is not paid yet. */
export const useCancelCrown = () =>
  useResourceMutation(
    CROWNS,
    (id: number) =>
      api.post<DataOf<DashboardCrown>>(`${BASE}/${id}/cancel`, {}).then((r) => r.data),
    MINE,
  )

/** Records that a paid order's money went back to the giver. */
export const useRefundCrown = () =>
  useResourceMutation(
    CROWNS,
    ({ id, note }: { id: number; note: string }) =>
      api.post<DataOf<DashboardCrown>>(`${BASE}/${id}/refund`, { note }).then((r) => r.data),
    MINE,
  )

export const crownSettingsQuery = queryOptions({
  queryKey: [...resourceKey(CROWNS), 'settings'],
  queryFn: ({ signal }) =>
    api.get<DataOf<CrownSettings>>(`${BASE}/settings`, { signal }).then((r) => r.data),
})

/** Saves the cut-off; it shows in the settings and on the public order form. */
export function useSaveCrownSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { cutoff_hours: string | number }) =>
      api.put<DataOf<CrownSettings>>(`${BASE}/settings`, input).then((r) => r.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: crownSettingsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: CROWN_OPTIONS_KEY }),
      ]),
  })
}
