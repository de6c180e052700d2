import type { DataOf } from '@kheyr/contracts/http'
import type { DashboardRole, PermissionCatalogue, RoleInput } from '@kheyr/contracts/users'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { useSaveRecord } from '#lib/resource.ts'

// Roles (`/api/dashboard/roles`); their list comes through the data table.

export const ROLES = 'roles'

export const permissionCatalogueQuery = queryOptions({
  queryKey: ['dashboard', 'permissions'],
  queryFn: () => api.get<DataOf<PermissionCatalogue>>('/dashboard/permissions').then((r) => r.data),
  staleTime: Infinity,
})

/** Creates a role, or updates role `id` (the pickers' list refreshes too). */
export const useSaveRole = (id?: number) => useSaveRecord<RoleInput, DashboardRole>(ROLES, id)
