import { defineModule } from '../../lib/module.ts'
import { purgeExpired } from './rate-limits.service.ts'

const PURGE_QUEUE = 'rate-limits.purge'

/**
 * Fixed-window counters every instance shares (sign-in, codes, messages): `hit`, `enforce` and
 * `assertBelow` from `rate-limits.service.ts`. Counters past their window are removed hourly.
 */
export const rateLimitsModule = defineModule({
  name: 'rate-limits',
  register: async (app) => {
    app.jobs.define(PURGE_QUEUE, { retryLimit: 0 }, () => purgeExpired(app.db), '17 * * * *')
  },
})
