import type { PublicSlides } from '@kheyr/contracts/sliders'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

/** The home slider's slides and timing (`GET /api/sliders`, revalidated by ETag). */
export const slidesQuery = queryOptions({
  queryKey: ['slides'],
  queryFn: ({ signal }) => api.get<PublicSlides>('/sliders', { signal }),
  staleTime: 60_000,
})

export const useSlides = () => useQuery(slidesQuery)
