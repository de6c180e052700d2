import type { CrownLocation, CrownLocationInput } from '@kheyr/contracts/crowns'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { api } from '../../../lib/api-client.ts'

export const CROWN_LOCATIONS_RESOURCE = 'crown-locations'
const BASE = `/dashboard/${CROWN_LOCATIONS_RESOURCE}`

/** Locations show in the table and on the order form. */
export function useSaveCrownLocation(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CrownLocationInput) =>
      (id
        ? api.put<{ data: CrownLocation }>(`${BASE}/${id}`, input)
        : api.post<{ data: CrownLocation }>(BASE, input)
      ).then((r) => r.data),
    onSuccess: () => refreshCrownLocations(queryClient),
  })
}

export const refreshCrownLocations = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    invalidateResource(queryClient, CROWN_LOCATIONS_RESOURCE),
    queryClient.invalidateQueries({ queryKey: ['crowns', 'options'] }),
  ])
