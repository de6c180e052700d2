import type { ResolveFlagInput } from '@kheyr/contracts/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { api } from '../../../lib/api-client.ts'

/** Staff settled a flagged payment at the bank's panel: the flag goes, the note is audited. */
export function useResolveFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: ResolveFlagInput & { id: number }) =>
      api.post<{ data: { id: number } }>(`/dashboard/transactions/${id}/resolve`, input),
    onSuccess: () => invalidateResource(queryClient, 'transactions'),
  })
}
