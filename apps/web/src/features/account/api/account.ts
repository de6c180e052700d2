import type {
  ChangeMobileInput,
  ChangePasswordInput,
  CodeSent,
  UpdateProfileInput,
} from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import type { Identity } from '@kheyr/contracts/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { setUser, useUser } from '#lib/session/user.ts'

// The signed-in user's own account (`/api/user/...`): each change shows in the identity at once.

/** A mutation answering the new identity, which replaces the cached one. */
function useIdentityMutation<Variables>(fn: (variables: Variables) => Promise<Identity>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: (user) => setUser(queryClient, user) })
}

export const useUpdateProfile = () =>
  useIdentityMutation((input: UpdateProfileInput) => api.put<Identity>('/user/profile', input))

export const useChangeMobile = () =>
  useIdentityMutation((input: ChangeMobileInput) => api.put<Identity>('/user/mobile', input))

/** Texts a code to the new mobile. */
export const useSendMobileCode = () =>
  useMutation({
    mutationFn: (mobile: string) =>
      api.post<DataOf<CodeSent>>('/user/mobile/send', { mobile }).then((r) => r.data),
  })

/** Sets or changes the password; the account then has one. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  const user = useUser()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put<void>('/user/password', input),
    onSuccess: () => user && setUser(queryClient, { ...user, has_password: true }),
  })
}

/** Deletes the account: nothing of it stays cached on this device. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>('/user'),
    onSuccess: () => {
      queryClient.clear()
      setUser(queryClient, null)
    },
  })
}
