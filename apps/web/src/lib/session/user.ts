import type { Identity } from '@kheyr/contracts/identity'
import { can, SUPER_ADMIN } from '@kheyr/contracts/permissions'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { api, ApiError, USER_ENDPOINT } from '../api-client.ts'
import { currentLang } from '../i18n.ts'
import { keepCopyOf, setCopiesOwner } from '../saved-copies.ts'

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

/**
 * The identity changed (signed in or out, profile saved): show the new one everywhere. Another
 * person's copies kept for offline use go, and this identity is kept for the next offline start.
 */
export function setUser(queryClient: QueryClient, user: Identity | null) {
  setCopiesOwner(user?.id ?? null)
  if (user) keepCopyOf(USER_ENDPOINT, user, currentLang())
  queryClient.setQueryData<Identity | null>(USER_KEY, user)
}

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
