import type { DataOf } from '@kheyr/contracts/http'
import type { RefundCase, RefundInput } from '@kheyr/contracts/reports'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { invalidateResource } from '#lib/resource.ts'
import { REPORTS_KEY } from './income.ts'

/** Second payments of a bill (`/api/dashboard/refunds`); the list comes through the data table. */
export const REFUNDS = 'refunds'

/**
 * Records that a duplicate payment was given back: the list, the reports, the home page's
 * figures and the payments list all change.
 */
export function useRecordRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...input }: RefundInput & { id: number }) =>
      api.post<DataOf<RefundCase>>(`/dashboard/refunds/${id}`, input).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        invalidateResource(queryClient, REFUNDS),
        invalidateResource(queryClient, 'transactions'),
        // The reports and the home page's figures (`['dashboard', 'reports', 'stats']`).
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
      ]),
  })
}
