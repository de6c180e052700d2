import type { Identity } from '@kheyr/contracts/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../api-client.ts'
import { switchUser } from './user.ts'

// Ending a session, or an admin's turn as someone else. Apart from `user.ts`, which the first
// page loads: these come with the account menu and the dashboard.

export const logout = () => api.post<void>('/logout')

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => switchUser(queryClient, null),
  })
}

/** Back to the admin's own account after acting as someone else. */
export function useLeaveImpersonation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<Identity>('/impersonate/leave'),
    onSuccess: (admin) => switchUser(queryClient, admin),
  })
}
