import { defineModule } from '../../lib/module.ts'

/** One-time codes sent by SMS (`issueOtp`, `consumeOtp`), for sign-in and confirmations. */
export const otpModule = defineModule({
  name: 'otp',
  needs: ['sms', 'rate-limits'],
  register: async () => {},
})
