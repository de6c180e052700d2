import type { BulkDeleted, DataOf, HistoryEntry, Paginated } from '@kheyr/contracts/http'
import { MAX_PAGE_SIZE } from '@kheyr/contracts/list'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { API_BASE, api, buildQuery } from './api-client.ts'

// The dashboard's generic resources (`/api/dashboard/{resource}`): lists, records, history,
// create, update, delete and bulk delete, as the server's resource layer offers them.

export type RowId = number | string

/** Every cached list, record and history of a resource sits under this key. */
export const resourceKey = (resource: string) => ['dashboard', resource] as const

export const resourcePath = (resource: string, id?: RowId) =>
  id === undefined ? `/dashboard/${resource}` : `/dashboard/${resource}/${id}`

/**
 * The download of what a list shows (its filters, search and sort, every page) as CSV or Excel:
 * `GET /dashboard/{resource}/export`, for resources that offer it.
 */
export function exportHref(
  resource: string,
  query: Record<string, string>,
  format: 'csv' | 'xlsx',
) {
  const rest = Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && key !== 'per_page'),
  )
  return `${API_BASE}${resourcePath(resource)}/export${buildQuery({ ...rest, format })}`
}

/** Refetches every list (and record, and history) of a resource after a change. */
export const invalidateResource = (queryClient: QueryClient, resource: string) =>
  queryClient.invalidateQueries({ queryKey: resourceKey(resource) })

/** One page of a resource's list for the list query (page, sort, search, filters). */
export const resourceListQuery = <T>(
  resource: string,
  query: Record<string, string>,
  extraKey: readonly unknown[] = [],
) =>
  queryOptions({
    queryKey: [...resourceKey(resource), query, ...extraKey],
    queryFn: ({ signal }) => api.get<Paginated<T>>(resourcePath(resource), { query, signal }),
    placeholderData: keepPreviousData,
  })

/** A record's audit trail, under the resource's key so an edit refreshes it too. */
export const historyQuery = (resource: string, id: RowId) =>
  queryOptions({
    queryKey: [...resourceKey(resource), 'history', id],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<HistoryEntry[]>>(`${resourcePath(resource, id)}/history`, { signal })
        .then((response) => response.data),
  })

/** Deletes records in batches (the server takes a page's worth per call, each all or nothing). */
export async function bulkDelete(resource: string, ids: RowId[]) {
  let deleted = 0
  for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
    const result = await api.post<BulkDeleted>(`${resourcePath(resource)}/bulk-delete`, {
      ids: ids.slice(i, i + MAX_PAGE_SIZE),
    })
    deleted += result.data.deleted
  }
  return deleted
}

/**
 * A mutation on a resource that refetches the resource's lists when it settles (failed bulk
 * runs may have changed some rows), and `also` these keys (the start-up props, a public list).
 */
export function useResourceMutation<Variables, Result>(
  resource: string,
  mutationFn: (variables: Variables) => Promise<Result>,
  also: QueryKey[] = [],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        invalidateResource(queryClient, resource),
        ...also.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  })
}

/**
 * Creates a record, or updates record `id`: `POST /dashboard/{resource}` or
 * `PUT /dashboard/{resource}/{id}` with the form's values, answering the saved record.
 */
export const useSaveRecord = <Input, Output>(
  resource: string,
  id: RowId | null | undefined,
  also: QueryKey[] = [],
) =>
  useResourceMutation<Input, Output>(
    resource,
    (input) =>
      (id === null || id === undefined
        ? api.post<DataOf<Output>>(resourcePath(resource), input)
        : api.put<DataOf<Output>>(resourcePath(resource, id), input)
      ).then((r) => r.data),
    also,
  )

/** Deletes one record: `DELETE /dashboard/{resource}/{id}`. */
export const useDeleteRecordMutation = (resource: string, also: QueryKey[] = []) =>
  useResourceMutation(resource, (id: RowId) => api.delete<void>(resourcePath(resource, id)), also)

/** Deletes the checked records, in batches; answers how many went. */
export const useBulkDelete = (resource: string, also: QueryKey[] = []) =>
  useResourceMutation(resource, (ids: RowId[]) => bulkDelete(resource, ids), also)
