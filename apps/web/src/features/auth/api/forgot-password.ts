import type { OtpSent, SendOtpInput } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const forgotPassword = (input: SendOtpInput) =>
  api.post<{ data: OtpSent }>('/auth/password/forgot', input).then((r) => r.data)
