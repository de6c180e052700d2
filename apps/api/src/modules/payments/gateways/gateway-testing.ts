import { expect } from 'vitest'
import { GatewayError } from './gateway.ts'
import type { GatewayMessage, PaymentRequest } from './gateway.ts'

/** What the driver tests pay for; test support only. */
export const order: PaymentRequest = {
  amount: 25_000,
  orderId: 'tx-42',
  callbackUrl: 'https://kheyr.test/api/payments/callback/tx-42',
  description: 'کمک به پویش آب‌رسانی',
  mobile: '09121234567',
}

/** The GatewayError `promise` rejects with; fails the test if it resolves or throws another. */
export async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(GatewayError)
  return error as GatewayError
}

/**
 * Expects `call` to give up with a timed-out network error well within the test's own timeout,
 * which a gateway that never answers would otherwise run into.
 */
export async function expectGivesUpInTime(call: () => Promise<unknown>): Promise<void> {
  const started = Date.now()

  const error = await gatewayError(call())

  expect(error.code).toBe('network')
  expect(error.raw).toMatchObject({ timedOut: true })
  expect(Date.now() - started).toBeLessThan(5_000)
}

/** Persian text uses Persian ی and ک, and joins می/نمی to the verb with a ZWNJ. */
export function expectGoodPersian(message: GatewayMessage) {
  expect(message.fa).not.toMatch(/[\u064a\u0643]/)
  expect(message.fa).not.toMatch(/(^|\s)ن?می\s/)
  expect(message.en).toMatch(/^[\x20-\x7e]+$/)
}
