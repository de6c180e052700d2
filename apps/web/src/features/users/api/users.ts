import type { BrowserSession } from '@kheyr/contracts/auth'
import type { Identity } from '@kheyr/contracts/identity'
import type { DashboardRole, DashboardUser, RoleInput, UserInput } from '@kheyr/contracts/users'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// Dashboard users and roles (lists come through the data table).

export const createUser = (input: UserInput) =>
  api.post<{ data: DashboardUser }>('/dashboard/users', input)
export const updateUser = (id: number, input: UserInput) =>
  api.put<{ data: DashboardUser }>(`/dashboard/users/${id}`, input)
export const setUserRoles = (id: number, roles: number[]) =>
  api.put<{ data: DashboardUser }>(`/dashboard/users/${id}/roles`, { roles })
export const blockUser = (id: number, blocked: boolean) =>
  api.post<void>(`/dashboard/users/${id}/${blocked ? 'block' : 'unblock'}`)
export const userSessionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'users', id, 'sessions'],
    queryFn: () =>
      api.get<{ data: BrowserSession[] }>(`/dashboard/users/${id}/sessions`).then((r) => r.data),
  })
export const endUserSessions = (id: number) => api.delete<void>(`/dashboard/users/${id}/sessions`)
export const impersonate = (id: number) => api.post<Identity>(`/dashboard/users/${id}/impersonate`)

export const allRolesQuery = queryOptions({
  queryKey: ['dashboard', 'roles', 'all'],
  queryFn: () =>
    api
      .get<{ data: DashboardRole[] }>('/dashboard/roles', { query: { per_page: 100 } })
      .then((r) => r.data),
})
export const permissionCatalogueQuery = queryOptions({
  queryKey: ['dashboard', 'permissions'],
  queryFn: () =>
    api
      .get<{ data: { group: string; permissions: { name: string; action: string }[] }[] }>(
        '/dashboard/permissions',
      )
      .then((r) => r.data),
  staleTime: Infinity,
})
export const createRole = (input: RoleInput) =>
  api.post<{ data: DashboardRole }>('/dashboard/roles', input)
export const updateRole = (id: number, input: RoleInput) =>
  api.put<{ data: DashboardRole }>(`/dashboard/roles/${id}`, input)
