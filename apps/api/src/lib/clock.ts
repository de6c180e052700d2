/**
 * What time it is, as the app reads it where time changes an answer (a membership's ledger, a
 * pay link's expiry). Tests move it (`app.clock.now = () => …`); everything else uses the system
 * clock.
 */
export type Clock = { now: () => Date }

export const systemClock = (): Clock => ({ now: () => new Date() })

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
