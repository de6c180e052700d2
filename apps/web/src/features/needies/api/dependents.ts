import type { DataOf } from '@kheyr/contracts/http'
import type { Dependent, DependentInput, DependentUpdateInput } from '@kheyr/contracts/needies'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceKey, resourcePath, useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'

// Dependents of the registry's households (`/api/dashboard/needies-dependents`).

export const DEPENDENTS = 'needies-dependents'

/** One household's dependents (a family has far fewer than a page's hundred). */
export const dependentsOfQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...resourceKey(DEPENDENTS), 'of', needyId],
    queryFn: () =>
      api
        .get<DataOf<Dependent[]>>(resourcePath(DEPENDENTS), {
          query: { 'filter[needy_id]': needyId, per_page: 100, sort: 'created_at' },
        })
        .then((r) => r.data),
  })

/** Adds a dependent to a household, or saves one (`id`). */
export const useSaveDependent = (id?: number) =>
  useSaveRecord<DependentInput | DependentUpdateInput, Dependent>(DEPENDENTS, id)

export const useDeleteDependent = () => useDeleteRecordMutation(DEPENDENTS)
