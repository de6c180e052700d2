import type { SignInResult, TwoFactorChallengeInput } from '@kheyr/contracts/auth'
import { api } from '../../../lib/api-client.ts'

export const twoFactorChallenge = (input: TwoFactorChallengeInput) =>
  api.post<{ data: SignInResult }>('/auth/two-factor-challenge', input).then((r) => r.data)
