import type { DataOf } from '@kheyr/contracts/http'
import type { SmsSettings, SmsSettingsInput } from '@kheyr/contracts/sms'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

const PATH = '/dashboard/sms/settings'

export const smsSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'sms', 'settings'],
  queryFn: () => api.get<DataOf<SmsSettings>>(PATH).then((r) => r.data),
})

/** Saves the provider settings; the page shows what the server kept. */
export function useSaveSmsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SmsSettingsInput) =>
      api.put<DataOf<SmsSettings>>(PATH, input).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(smsSettingsQuery.queryKey, saved),
  })
}
