import type { ListMeta } from '@kheyr/contracts/http'
import type {
  Needy,
  NeedyInput,
  NeedyStatusInput,
  ResearcherOption,
} from '@kheyr/contracts/needies'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const RESOURCE = 'needies'
/** Every query of the registry's people starts with this key (the data table's lists too). */
export const NEEDIES_KEY = ['dashboard', RESOURCE] as const

export const needyQuery = (id: number) =>
  queryOptions({
    queryKey: [...NEEDIES_KEY, id],
    queryFn: () => api.get<{ data: Needy }>(`/dashboard/needies/${id}`).then((r) => r.data),
    // Opening a file is an audited read: refetch when something changed, not on every focus.
    refetchOnWindowFocus: false,
  })

export const researchersQuery = queryOptions({
  queryKey: [...NEEDIES_KEY, 'researchers'],
  queryFn: () =>
    api.get<{ data: ResearcherOption[] }>('/dashboard/needies/researchers').then((r) => r.data),
  staleTime: 5 * 60 * 1000,
})

/** One page of the list (at most 100) with the list's own query, for the map of households. */
export const neediesPageQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...NEEDIES_KEY, 'page', query],
    queryFn: () => api.get<{ data: Needy[]; meta: ListMeta }>('/dashboard/needies', { query }),
    placeholderData: keepPreviousData,
  })

/** The file that already holds a national code (for the "exists" link on the form), or null. */
export async function fileWithNationalCode(code: string): Promise<number | null> {
  const found = await api.get<{ data: Needy[] }>('/dashboard/needies', {
    query: { 'filter[national_code]': code, per_page: 1 },
  })
  return found.data[0]?.id ?? null
}

/** The export link of what the list shows (`format` csv or xlsx). */
export const exportPath = (query: Record<string, string>, format: 'csv' | 'xlsx') => {
  const params = new URLSearchParams(
    Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'),
  )
  params.set('format', format)
  return `/api/dashboard/needies/export?${params}`
}

function useInvalidateNeedies() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: NEEDIES_KEY })
}

/** Registers a person (no `id`) or saves their info form. */
export function useSaveNeedy(id?: number) {
  const invalidate = useInvalidateNeedies()
  return useMutation({
    mutationFn: (input: NeedyInput) =>
      (id
        ? api.put<{ data: Needy }>(`/dashboard/needies/${id}`, input)
        : api.post<{ data: Needy }>('/dashboard/needies', input)
      ).then((r) => r.data),
    onSuccess: invalidate,
  })
}

/** The status form: priority and a proposed final status. */
export function useProposeStatus(id: number) {
  const invalidate = useInvalidateNeedies()
  return useMutation({
    mutationFn: (input: NeedyStatusInput) =>
      api.put<{ data: Needy }>(`/dashboard/needies/${id}/status`, input).then((r) => r.data),
    onSuccess: invalidate,
  })
}

export function useArchiveNeedy(id: number) {
  const invalidate = useInvalidateNeedies()
  return useMutation({
    mutationFn: (archive: boolean) =>
      api
        .post<{ data: Needy }>(`/dashboard/needies/${id}/${archive ? 'archive' : 'unarchive'}`)
        .then((r) => r.data),
    onSuccess: invalidate,
  })
}

export function useDeleteNeedy(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(`/dashboard/needies/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...NEEDIES_KEY, id] })
      return queryClient.invalidateQueries({ queryKey: NEEDIES_KEY })
    },
  })
}
