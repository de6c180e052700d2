import type { DataOf } from '@kheyr/contracts/http'
import type { SettingsOutputs, SettingsSection } from '@kheyr/contracts/settings'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// `/api/dashboard/settings/{section}`: each section read and saved on its own.

export const settingsSectionQuery = <S extends SettingsSection>(section: S) =>
  queryOptions({
    queryKey: ['dashboard', 'settings', section],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<SettingsOutputs[S]>>(`/dashboard/settings/${section}`, { signal })
        .then((r) => r.data),
  })

/**
 * Saves a section, answering what the server kept: the section shows it, its history gains an
 * entry, and the site's start-up props are refetched so the change shows at once.
 */
export function useSaveSettingsSection<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: unknown) =>
      api
        .put<DataOf<SettingsOutputs[S]>>(`/dashboard/settings/${section}`, input)
        .then((r) => r.data),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsSectionQuery(section).queryKey, data)
      void queryClient.invalidateQueries({
        queryKey: ['dashboard', 'settings', 'history', section],
      })
      void queryClient.invalidateQueries({ queryKey: ['props'] })
    },
  })
}
