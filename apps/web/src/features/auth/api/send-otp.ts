import type { OtpSent, SendOtpInput } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const sendOtp = (input: SendOtpInput) =>
  api.post<{ data: OtpSent }>('/auth/otp/send', input).then((r) => r.data)
