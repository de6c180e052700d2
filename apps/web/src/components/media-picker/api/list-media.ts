import type { ListMeta } from '@kheyr/contracts/http'
import type { Media, MediaKind, MediaSort } from '@kheyr/contracts/media'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type MediaListParams = {
  kind: MediaKind | null
  sort: MediaSort
  search: string
  page: number
  perPage: number
}

/** Every media list query starts with this key: invalidate it after an upload, edit or delete. */
export const MEDIA_LIST_KEY = ['dashboard', 'media'] as const

export const mediaListQuery = (params: MediaListParams) =>
  queryOptions({
    queryKey: [...MEDIA_LIST_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<{ data: Media[]; meta: ListMeta }>('/dashboard/media', {
        query: {
          page: params.page,
          per_page: params.perPage,
          sort: params.sort,
          search: params.search.trim(),
          'filter[kind]': params.kind,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useMediaList = (params: MediaListParams) => useQuery(mediaListQuery(params))
