import type { Identity } from '@kheyr/contracts/identity'
import { can, SUPER_ADMIN } from '@kheyr/contracts/permissions'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { api, ApiError, USER_ENDPOINT } from '../api-client.ts'

const USER_KEY = ['user'] as const

/**
 * The signed-in user, or null for a guest. A 401 or 419 is a guest, silently; any other failure
 * is logged and also leaves the identity empty (spec, section 4).
 */
export async function getUser(): Promise<Identity | null> {
  try {
    return await api.get<Identity>(USER_ENDPOINT)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null
    console.error('Unable to load user identity', error)
    return null
  }
}

export const userQuery = queryOptions({
  queryKey: USER_KEY,
  queryFn: getUser,
  staleTime: Infinity,
})

export const useUser = () => useQuery(userQuery).data ?? null

/** Whether the signed-in user holds `permission` (the server checks again on every call). */
export function useCan() {
  const user = useUser()
  return (permission: string) => can(user, permission)
}

/**
 * Whether the signed-in user is the super-admin, who alone sees the advanced settings (raw JSON,
 * the map's tile template); the server refuses others' changes to them too.
 */
export const useIsSuperAdmin = () => Boolean(useUser()?.roles.includes(SUPER_ADMIN))

/** The identity changed (profile saved, mobile changed): show the new one everywhere. */
export const setUser = (queryClient: QueryClient, user: Identity | null) =>
  queryClient.setQueryData<Identity | null>(USER_KEY, user)

/**
 * Another person is now signed in on this device (sign-out, acting as someone): anything cached
 * for the previous one must not show, so only the start-up props stay.
 */
export function switchUser(queryClient: QueryClient, user: Identity | null) {
  queryClient.removeQueries({
    predicate: (q) => !['props', 'user'].includes(String(q.queryKey[0])),
  })
  setUser(queryClient, user)
}
