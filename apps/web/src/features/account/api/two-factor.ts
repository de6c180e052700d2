import { api } from '../../../lib/api-client.ts'

export type TwoFactorSetup = { secret: string; otpauth_url: string; qr_svg: string }

// Two-factor settings: start, finish enabling, recovery codes, turn off.

export const startTwoFactor = () =>
  api.post<{ data: TwoFactorSetup }>('/user/two-factor').then((r) => r.data)
export const pendingTwoFactor = () =>
  api.get<{ data: TwoFactorSetup }>('/user/two-factor').then((r) => r.data)
export const confirmTwoFactor = (code: string) =>
  api
    .post<{ data: { recovery_codes: string[] } }>('/user/two-factor/confirm', { code })
    .then((r) => r.data.recovery_codes)
export const regenerateRecoveryCodes = () =>
  api
    .post<{ data: { recovery_codes: string[] } }>('/user/two-factor/recovery-codes')
    .then((r) => r.data.recovery_codes)
export const disableTwoFactor = () => api.delete<void>('/user/two-factor')
