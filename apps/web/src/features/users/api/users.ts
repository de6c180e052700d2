import type { BrowserSession } from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import type { Identity } from '@kheyr/contracts/identity'
import type { DashboardUser, UserInput } from '@kheyr/contracts/users'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceKey, resourcePath, useResourceMutation, useSaveRecord } from '#lib/resource.ts'
import { switchUser } from '#lib/session/user.ts'

// Dashboard users (`/api/dashboard/users`); their list comes through the data table.

export const USERS = 'users'

/** Creates a user, or updates user `id`. */
export const useSaveUser = (id?: number) => useSaveRecord<UserInput, DashboardUser>(USERS, id)

export const useSetUserRoles = (id: number) =>
  useResourceMutation(USERS, (roles: number[]) =>
    api.put<DataOf<DashboardUser>>(`${resourcePath(USERS, id)}/roles`, { roles }),
  )

export const useBlockUser = () =>
  useResourceMutation(USERS, ({ id, blocked }: { id: number; blocked: boolean }) =>
    api.post<void>(`${resourcePath(USERS, id)}/${blocked ? 'block' : 'unblock'}`),
  )

export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(USERS), id, 'sessions'],
    queryFn: () =>
      api.get<DataOf<BrowserSession[]>>(`${resourcePath(USERS, id)}/sessions`).then((r) => r.data),
  })

/** Signs the user out everywhere. */
export function useEndUserSessions(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(`${resourcePath(USERS, id)}/sessions`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsQuery(id).queryKey }),
  })
}

/** Signs in as the user: nothing cached for the admin shows any more. */
export function useImpersonate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<Identity>(`${resourcePath(USERS, id)}/impersonate`),
    onSuccess: (identity) => switchUser(queryClient, identity),
  })
}
