import type { DataOf, Paginated } from '@kheyr/contracts/http'
import type {
  Needy,
  NeedyInput,
  NeedyStatusInput,
  ResearcherOption,
} from '@kheyr/contracts/needies'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import {
  exportHref,
  invalidateResource,
  resourceKey,
  resourcePath,
  useResourceMutation,
  useSaveRecord,
} from '#lib/resource.ts'

// The registry's people (`/api/dashboard/needies`); the list comes through the data table.

export const NEEDIES = 'needies'

export const needyQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(NEEDIES), id],
    queryFn: () => api.get<DataOf<Needy>>(resourcePath(NEEDIES, id)).then((r) => r.data),
    // Opening a file is an audited read: refetch when something changed, not on every focus.
    refetchOnWindowFocus: false,
  })

export const researchersQuery = queryOptions({
  queryKey: [...resourceKey(NEEDIES), 'researchers'],
  queryFn: () =>
    api.get<DataOf<ResearcherOption[]>>(`${resourcePath(NEEDIES)}/researchers`).then((r) => r.data),
  staleTime: 5 * 60 * 1000,
})

/** One page of the list (at most 100) with the list's own query, for the map of households. */
export const neediesPageQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...resourceKey(NEEDIES), 'page', query],
    queryFn: () => api.get<Paginated<Needy>>(resourcePath(NEEDIES), { query }),
    placeholderData: keepPreviousData,
  })

/** The file that already holds a national code (for the "exists" link on the form), or null. */
export const fileWithNationalCodeQuery = (code: string) =>
  queryOptions({
    queryKey: [...resourceKey(NEEDIES), 'national-code', code],
    queryFn: async () => {
      const found = await api.get<Paginated<Needy>>(resourcePath(NEEDIES), {
        query: { 'filter[national_code]': code, per_page: 1 },
      })
      return found.data[0]?.id ?? null
    },
    staleTime: 30_000,
  })

/** The export link of what the list shows (`format` csv or xlsx). */
export const exportPath = (query: Record<string, string>, format: 'csv' | 'xlsx') =>
  exportHref(NEEDIES, query, format)

/** Registers a person (no `id`) or saves their info form. */
export const useSaveNeedy = (id?: number) => useSaveRecord<NeedyInput, Needy>(NEEDIES, id)

/** The status form: priority and a proposed final status. */
export const useProposeStatus = (id: number) =>
  useResourceMutation(NEEDIES, (input: NeedyStatusInput) =>
    api.put<DataOf<Needy>>(`${resourcePath(NEEDIES, id)}/status`, input).then((r) => r.data),
  )

export const useArchiveNeedy = (id: number) =>
  useResourceMutation(NEEDIES, (archive: boolean) =>
    api
      .post<DataOf<Needy>>(`${resourcePath(NEEDIES, id)}/${archive ? 'archive' : 'unarchive'}`)
      .then((r) => r.data),
  )

/** Deletes a person's file; its page is left, so its own query goes rather than refetching. */
export function useDeleteNeedy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(resourcePath(NEEDIES, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...resourceKey(NEEDIES), id] })
      return invalidateResource(queryClient, NEEDIES)
    },
  })
}
