import type { SendSmsInput, SmsSettingsInput } from '@kheyr/contracts/users'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export type SmsSettings = {
  provider: 'log' | 'kavenegar'
  api_key_set: boolean
  api_key_hint: string | null
  sender: string | null
  otp_template: string | null
}

export const sendSms = (input: SendSmsInput) =>
  api.post<{ data: { queued: number } }>('/dashboard/sms/send', input).then((r) => r.data)

export const smsSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'sms', 'settings'],
  queryFn: () => api.get<{ data: SmsSettings }>('/dashboard/sms/settings').then((r) => r.data),
})
export const saveSmsSettings = (input: SmsSettingsInput) =>
  api.put<{ data: SmsSettings }>('/dashboard/sms/settings', input).then((r) => r.data)

export type UserOption = { id: number; name: string; mobile: string }
export const searchUsers = (search: string) =>
  api
    .get<{ data: UserOption[] }>('/dashboard/users', { query: { search, per_page: 20 } })
    .then((r) => r.data.map((u) => ({ id: u.id, name: u.name, mobile: u.mobile })))
