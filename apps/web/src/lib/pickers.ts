import type { DataOf, Paginated } from '@kheyr/contracts/http'
import type { DashboardRole, DashboardUser } from '@kheyr/contracts/users'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { resourceKey, resourcePath } from './resource.ts'

// What pickers in several dashboard features choose from: roles and people.

/** Every role (there are few), under the roles resource so a role's change refreshes it. */
export const allRolesQuery = queryOptions({
  queryKey: [...resourceKey('roles'), 'all'],
  queryFn: () =>
    api
      .get<DataOf<DashboardRole[]>>(resourcePath('roles'), { query: { per_page: 100 } })
      .then((r) => r.data),
})

export type UserOption = Pick<DashboardUser, 'id' | 'name' | 'mobile'>

/** The first people whose name or mobile matches `search`. */
export const userSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...resourceKey('users'), 'search', search],
    queryFn: ({ signal }) =>
      api
        .get<Paginated<DashboardUser>>(resourcePath('users'), {
          query: { search, per_page: 20 },
          signal,
        })
        .then((r) => r.data.map(({ id, name, mobile }): UserOption => ({ id, name, mobile }))),
    enabled: search.trim().length > 1,
  })
