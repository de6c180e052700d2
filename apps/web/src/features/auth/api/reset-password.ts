import type { ResetPasswordInput, SignInResult } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ data: SignInResult }>('/auth/password/reset', input).then((r) => r.data)
