import type { DataOf } from '@kheyr/contracts/http'
import type { PublicStaticPage, StaticPage, StaticPageInput } from '@kheyr/contracts/static-pages'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import {
  invalidateResource,
  resourceKey,
  resourcePath,
  useDeleteRecordMutation,
} from '#lib/resource.ts'

const PUBLIC = ['static-page'] as const

/** A published page for visitors (`GET /api/static-pages/{slug}`). */
export const publicStaticPageQuery = (slug: string) =>
  queryOptions({
    queryKey: [...PUBLIC, slug],
    queryFn: ({ signal }) =>
      api.get<DataOf<PublicStaticPage>>(`/static-pages/${slug}`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  })

// The dashboard's pages (`/api/dashboard/static-pages`); the list comes through the data table.

export const STATIC_PAGES = 'static-pages'

export const staticPageQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(STATIC_PAGES), 'record', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<StaticPage>>(resourcePath(STATIC_PAGES, id), { signal }).then((r) => r.data),
  })

/** Writes a new page, or page `id`; its list, its record and its public page refresh. */
export function useSaveStaticPage(id?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StaticPageInput) =>
      (id === undefined
        ? api.post<DataOf<StaticPage>>(resourcePath(STATIC_PAGES), input)
        : api.put<DataOf<StaticPage>>(resourcePath(STATIC_PAGES, id), input)
      ).then((r) => r.data),
    onSuccess: async (saved) => {
      await invalidateResource(queryClient, STATIC_PAGES)
      void queryClient.invalidateQueries({ queryKey: [...PUBLIC, saved.slug] })
      queryClient.setQueryData(staticPageQuery(saved.id).queryKey, saved)
    },
  })
}

export const useDeleteStaticPage = () => useDeleteRecordMutation(STATIC_PAGES, [[...PUBLIC]])
