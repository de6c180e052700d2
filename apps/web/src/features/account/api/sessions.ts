import type { BrowserSession } from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

/** The browsers signed in to my account (`/api/user/sessions`), this one marked. */
export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api.get<DataOf<BrowserSession[]>>('/user/sessions').then((r) => r.data),
})

function useSessionsMutation<Variables>(fn: (variables: Variables) => Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}

export const useSignOutOthers = () =>
  useSessionsMutation(() => api.delete<void>('/user/sessions/others'))

export const useSignOutSession = () =>
  useSessionsMutation((id: string) => api.delete<void>(`/user/sessions/${id}`))
