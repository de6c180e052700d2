import type { SettingsOutputs, SettingsSection } from '@kheyr/contracts/settings'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// `/api/dashboard/settings/{section}`: each section read and saved on its own.

export const settingsSectionQuery = <S extends SettingsSection>(section: S) =>
  queryOptions({
    queryKey: ['dashboard', 'settings', section],
    queryFn: ({ signal }) =>
      api
        .get<{ data: SettingsOutputs[S] }>(`/dashboard/settings/${section}`, { signal })
        .then((r) => r.data),
  })

/** Saves a section; the site's start-up props are refetched so the change shows at once. */
export async function saveSettingsSection<S extends SettingsSection>(
  queryClient: QueryClient,
  section: S,
  input: unknown,
): Promise<SettingsOutputs[S]> {
  const { data } = await api.put<{ data: SettingsOutputs[S] }>(
    `/dashboard/settings/${section}`,
    input,
  )
  queryClient.setQueryData(settingsSectionQuery(section).queryKey, data)
  void queryClient.invalidateQueries({ queryKey: ['dashboard', 'settings', 'history', section] })
  void queryClient.invalidateQueries({ queryKey: ['props'] })
  return data
}
