import type { ResolveFlagInput } from '@kheyr/contracts/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '#lib/resource.ts'
import { api } from '#lib/api-client.ts'
import { TRANSACTIONS } from './bills.ts'

/** Staff settled a flagged payment at the bank's panel: the flag goes, the note is audited. */
export function useResolveFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: ResolveFlagInput & { id: number }) =>
      api.post<{ data: { id: number } }>(`/dashboard/transactions/${id}/resolve`, input),
    onSuccess: () => invalidateResource(queryClient, TRANSACTIONS),
  })
}
