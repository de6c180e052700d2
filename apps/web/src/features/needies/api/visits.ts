import type { Visit, VisitInput } from '@kheyr/contracts/needies'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { NEEDIES_KEY } from './needies.ts'

/** A person's visits, newest first. */
export const visitsQuery = (needyId: number) =>
  queryOptions({
    queryKey: [...NEEDIES_KEY, needyId, 'visits'],
    queryFn: () =>
      api.get<{ data: Visit[] }>(`/dashboard/needies/${needyId}/visits`).then((r) => r.data),
  })

/** Records a visit; the person's final status (and every list showing it) changes with it. */
export function useRecordVisit(needyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VisitInput) =>
      api.post<{ data: Visit }>(`/dashboard/needies/${needyId}/visits`, input).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEEDIES_KEY }),
  })
}
