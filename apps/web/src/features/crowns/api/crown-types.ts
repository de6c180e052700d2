import type { CrownType, CrownTypeInput } from '@kheyr/contracts/crowns'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { api } from '../../../lib/api-client.ts'

export const CROWN_TYPES_RESOURCE = 'crown-types'
const BASE = `/dashboard/${CROWN_TYPES_RESOURCE}`

/** Types show in the table, in props `CrownTypes` and on the order form. */
export function useSaveCrownType(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CrownTypeInput) =>
      (id
        ? api.put<{ data: CrownType }>(`${BASE}/${id}`, input)
        : api.post<{ data: CrownType }>(BASE, input)
      ).then((r) => r.data),
    onSuccess: () => refreshCrownTypes(queryClient),
  })
}

export const refreshCrownTypes = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    invalidateResource(queryClient, CROWN_TYPES_RESOURCE),
    queryClient.invalidateQueries({ queryKey: ['props'] }),
    queryClient.invalidateQueries({ queryKey: ['crowns', 'options'] }),
  ])
