import type { Slide, SlideInput } from '@kheyr/contracts/sliders'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// Dashboard slides (the list comes through the data table).

export const createSlide = (input: SlideInput) =>
  api.post<{ data: Slide }>('/dashboard/sliders', input).then((r) => r.data)
export const updateSlide = (id: number, input: SlideInput) =>
  api.put<{ data: Slide }>(`/dashboard/sliders/${id}`, input).then((r) => r.data)
export const reorderSlides = (ids: number[]) =>
  api.post<{ data: Slide[] }>('/dashboard/sliders/reorder', { ids }).then((r) => r.data)

/** Every slide in its order, for the reorder dialog. */
export const allSlidesQuery = queryOptions({
  queryKey: ['dashboard', 'sliders', 'all'],
  queryFn: ({ signal }) =>
    api
      .get<{ data: Slide[] }>('/dashboard/sliders', {
        query: { sort: 'sort_order', per_page: 100 },
        signal,
      })
      .then((r) => r.data),
})
