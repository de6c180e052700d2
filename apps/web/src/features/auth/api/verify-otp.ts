import type { SignInResult, VerifyOtpInput } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const verifyOtp = (input: VerifyOtpInput) =>
  api.post<{ data: SignInResult }>('/auth/otp/verify', input).then((r) => r.data)
