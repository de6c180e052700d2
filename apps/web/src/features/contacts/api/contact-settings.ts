import type { ContactSettings, ContactSettingsInput } from '@kheyr/contracts/contacts'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

const PATH = '/dashboard/contacts/settings'

/** The subjects people choose from, and who hears of new messages. */
export const contactSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'contacts', 'settings'],
  queryFn: ({ signal }) => api.get<DataOf<ContactSettings>>(PATH, { signal }).then((r) => r.data),
})

export function useSaveContactSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactSettingsInput) =>
      api.put<DataOf<ContactSettings>>(PATH, input).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(contactSettingsQuery.queryKey, saved),
  })
}
