import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const logout = () => api.post<void>('/logout')

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(['user'], null)
      // Anything cached for the old account must not show to the next person on this device.
      queryClient.removeQueries({
        predicate: (q) => !['props', 'user'].includes(String(q.queryKey[0])),
      })
    },
  })
}
