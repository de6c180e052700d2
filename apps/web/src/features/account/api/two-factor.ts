import type { RecoveryCodes, TwoFactorSetup } from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { userQuery } from '#lib/session/user.ts'

// Two-factor sign-in (`/api/user/two-factor`): start, finish enabling, recovery codes, turn off.
// Each step changes the identity's two-factor state, so the identity is loaded again.

/** The setup being finished (its QR code and secret). */
export const pendingTwoFactorQuery = queryOptions({
  queryKey: ['account', 'two-factor'],
  queryFn: () => api.get<DataOf<TwoFactorSetup>>('/user/two-factor').then((r) => r.data),
  retry: false,
})

function useTwoFactorMutation<Variables, Result>(
  fn: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result) => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      onDone?.(result)
      await queryClient.invalidateQueries({ queryKey: userQuery.queryKey })
    },
  })
}

export function useStartTwoFactor() {
  const queryClient = useQueryClient()
  return useTwoFactorMutation(
    () => api.post<DataOf<TwoFactorSetup>>('/user/two-factor').then((r) => r.data),
    (setup) => queryClient.setQueryData(pendingTwoFactorQuery.queryKey, setup),
  )
}

/** Finishes enabling with a code from the app; answers the recovery codes. */
export const useConfirmTwoFactor = () =>
  useTwoFactorMutation((code: string) =>
    api
      .post<DataOf<RecoveryCodes>>('/user/two-factor/confirm', { code })
      .then((r) => r.data.recovery_codes),
  )

export const useRegenerateRecoveryCodes = () =>
  useMutation({
    mutationFn: () =>
      api
        .post<DataOf<RecoveryCodes>>('/user/two-factor/recovery-codes')
        .then((r) => r.data.recovery_codes),
  })

export const useDisableTwoFactor = () =>
  useTwoFactorMutation(() => api.delete<void>('/user/two-factor'))
