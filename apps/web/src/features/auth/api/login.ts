import type { LoginInput, SignInResult } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const login = (input: LoginInput) =>
  api.post<{ data: SignInResult }>('/auth/login', input).then((r) => r.data)
