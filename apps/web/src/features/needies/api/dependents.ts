import type { Dependent, DependentInput, DependentUpdateInput } from '@kheyr/contracts/needies'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const DEPENDENTS_RESOURCE = 'needies-dependents'
/** Every dependents query starts with this key (the data table's list too). */
export const DEPENDENTS_KEY = ['dashboard', DEPENDENTS_RESOURCE] as const

/** One household's dependents (a family has far fewer than a page's hundred). */
export const dependentsOfQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...DEPENDENTS_KEY, 'of', needyId],
    queryFn: () =>
      api
        .get<{ data: Dependent[] }>('/dashboard/needies-dependents', {
          query: { 'filter[needy_id]': needyId, per_page: 100, sort: 'created_at' },
        })
        .then((r) => r.data),
  })

/** Adds a dependent to a household, or saves one (`id`). */
export function useSaveDependent(id?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DependentInput | DependentUpdateInput) =>
      (id
        ? api.put<{ data: Dependent }>(`/dashboard/needies-dependents/${id}`, input)
        : api.post<{ data: Dependent }>('/dashboard/needies-dependents', input)
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPENDENTS_KEY }),
  })
}

export function useDeleteDependent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/dashboard/needies-dependents/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPENDENTS_KEY }),
  })
}
