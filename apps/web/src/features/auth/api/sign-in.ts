import type {
  LoginInput,
  OtpSent,
  ResetPasswordInput,
  SendOtpInput,
  SignInResult,
  TwoFactorChallengeInput,
  VerifyOtpInput,
} from '@kheyr/contracts/auth'
import type { DataOf } from '@kheyr/contracts/http'
import type { Identity } from '@kheyr/contracts/identity'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { getUser, setUser } from '#lib/session/user.ts'

// Signing in (`/api/auth/...`): by a texted code, by password, resetting a forgotten password,
// and the second factor.

/** Texts a sign-in code (registering the mobile when new). */
export const useSendOtp = () =>
  useMutation({
    mutationFn: (input: SendOtpInput) =>
      api.post<DataOf<OtpSent>>('/auth/otp/send', input).then((r) => r.data),
  })

/** Texts a code to reset the password. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: SendOtpInput) =>
      api.post<DataOf<OtpSent>>('/auth/password/forgot', input).then((r) => r.data),
  })

/** A first factor passed: signed in (with the identity), or a second factor is still needed. */
export type SignedIn = SignInResult & { user: Identity | null }

/** Once signed in, the identity is loaded and every page sees it. */
function useSignIn<Input>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input): Promise<SignedIn> => {
      const { data } = await api.post<DataOf<SignInResult>>(path, input)
      return { ...data, user: data.two_factor ? null : await getUser() }
    },
    onSuccess: ({ two_factor, user }) => {
      if (!two_factor) setUser(queryClient, user)
    },
  })
}

export const useLogin = () => useSignIn<LoginInput>('/auth/login')
export const useVerifyOtp = () => useSignIn<VerifyOtpInput>('/auth/otp/verify')
export const useResetPassword = () => useSignIn<ResetPasswordInput>('/auth/password/reset')
export const useTwoFactorChallenge = () =>
  useSignIn<TwoFactorChallengeInput>('/auth/two-factor-challenge')
