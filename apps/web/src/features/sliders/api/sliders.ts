import type { DataOf } from '@kheyr/contracts/http'
import type { Slide, SlideInput } from '@kheyr/contracts/sliders'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import {
  resourceKey,
  resourcePath,
  useDeleteRecordMutation,
  useResourceMutation,
  useSaveRecord,
} from '#lib/resource.ts'

// Dashboard slides (`/api/dashboard/sliders`); the list comes through the data table.

export const SLIDERS = 'sliders'

/** The home page's slider (`['slides']`) shows them too. */
const HOME_SLIDES = [['slides']]

/** Every slide in its order, for the reorder dialog. */
export const allSlidesQuery = queryOptions({
  queryKey: [...resourceKey(SLIDERS), 'all'],
  queryFn: ({ signal }) =>
    api
      .get<DataOf<Slide[]>>(resourcePath(SLIDERS), {
        query: { sort: 'sort_order', per_page: 100 },
        signal,
      })
      .then((r) => r.data),
})

export const useSaveSlide = (id?: number) =>
  useSaveRecord<SlideInput, Slide>(SLIDERS, id, HOME_SLIDES)

/** Puts the slides in this order (every slide's id, first to last). */
export const useReorderSlides = () =>
  useResourceMutation(
    SLIDERS,
    (ids: number[]) =>
      api.post<DataOf<Slide[]>>(`${resourcePath(SLIDERS)}/reorder`, { ids }).then((r) => r.data),
    HOME_SLIDES,
  )

export const useDeleteSlide = () => useDeleteRecordMutation(SLIDERS, HOME_SLIDES)
