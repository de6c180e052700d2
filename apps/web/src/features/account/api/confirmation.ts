import type { CodeSent, ConfirmationStatus } from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'

// Confirming who I am before a sensitive action (`/api/user/confirm-...`).

/** How I can confirm (password, a texted code), asked afresh each time the prompt opens. */
export const confirmationQuery = queryOptions({
  queryKey: ['confirmation'],
  queryFn: () => api.get<DataOf<ConfirmationStatus>>('/user/confirmation').then((r) => r.data),
  staleTime: 0,
})

/** Both ways of confirming share this key, so the prompt knows when either is on its way. */
export const CONFIRM_KEY = ['confirmation', 'confirm'] as const

export const useConfirmPassword = () =>
  useMutation({
    mutationKey: CONFIRM_KEY,
    mutationFn: (input: { password: string }) => api.post<void>('/user/confirm-password', input),
  })

export const useConfirmOtp = () =>
  useMutation({
    mutationKey: CONFIRM_KEY,
    mutationFn: (input: { code: string }) => api.post<void>('/user/confirm-otp', input),
  })

export const useSendConfirmCode = () =>
  useMutation({
    mutationFn: () => api.post<DataOf<CodeSent>>('/user/confirm-otp/send').then((r) => r.data),
  })
