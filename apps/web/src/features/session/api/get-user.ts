import type { Identity } from '@kheyr/contracts/identity'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, USER_ENDPOINT } from '../../../lib/api-client.ts'

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
  queryKey: ['user'],
  queryFn: getUser,
  staleTime: Infinity,
})

export const useUser = () => useQuery(userQuery).data ?? null
