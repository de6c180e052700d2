import { defineModule } from '../../lib/module.ts'

/**
 * One-time codes sent by SMS, for sign-in and confirmations: `issueOtp`; `checkOtp`, then
 * `spendOtp` in the transaction of what the code is for (or `consumeOtp` for both at once).
 */
export const otpModule = defineModule({
  name: 'otp',
  needs: ['sms', 'rate-limits'],
  register: async () => {},
})
