import type {
  BrowserSession,
  ChangeMobileInput,
  ChangePasswordInput,
  UpdateProfileInput,
} from '@kheyr/contracts/auth'
import type { Identity } from '@kheyr/contracts/identity'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// The signed-in user's own account endpoints (`/api/user/...`).

export const updateProfile = (input: UpdateProfileInput) =>
  api.put<Identity>('/user/profile', input)
export const changePassword = (input: ChangePasswordInput) => api.put<void>('/user/password', input)
export const sendMobileCode = (mobile: string) =>
  api.post<{ data: { expires_in: number; resend_in: number } }>('/user/mobile/send', { mobile })
export const changeMobile = (input: ChangeMobileInput) => api.put<Identity>('/user/mobile', input)
export const deleteAccount = () => api.delete<void>('/user')

export const sessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api.get<{ data: BrowserSession[] }>('/user/sessions').then((r) => r.data),
})
export const signOutOthers = () => api.delete<void>('/user/sessions/others')
export const signOutSession = (id: string) => api.delete<void>(`/user/sessions/${id}`)
