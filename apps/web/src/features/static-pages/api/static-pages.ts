import type { PublicStaticPage, StaticPage, StaticPageInput } from '@kheyr/contracts/static-pages'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** A published page for visitors (`GET /api/static-pages/{slug}`). */
export const publicStaticPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['static-page', slug],
    queryFn: ({ signal }) =>
      api.get<{ data: PublicStaticPage }>(`/static-pages/${slug}`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  })

// The dashboard's pages (lists come through the data table).
export const staticPageQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'static-pages', 'record', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: StaticPage }>(`/dashboard/static-pages/${id}`, { signal })
        .then((r) => r.data),
  })

export const createStaticPage = (input: StaticPageInput) =>
  api.post<{ data: StaticPage }>('/dashboard/static-pages', input).then((r) => r.data)
export const updateStaticPage = (id: number, input: StaticPageInput) =>
  api.put<{ data: StaticPage }>(`/dashboard/static-pages/${id}`, input).then((r) => r.data)
