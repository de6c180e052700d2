import type { DataOf } from '@kheyr/contracts/http'
import type { GatewaySettings } from '@kheyr/contracts/payments'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

const PATH = '/dashboard/settings/gateways'

export const gatewaySettingsQuery = queryOptions({
  queryKey: ['dashboard', 'settings', 'gateways'],
  queryFn: () => api.get<DataOf<GatewaySettings>>(PATH).then((r) => r.data),
})

/** Saves the gateways; payers' choices come from the start-up props, which refetch. */
export function useSaveGatewaySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: unknown) =>
      api.put<DataOf<GatewaySettings>>(PATH, input).then((r) => r.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(gatewaySettingsQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['props'] })
    },
  })
}
