import { bothLangs } from '@kheyr/contracts'
import { randomBytes, randomInt } from 'node:crypto'
import type { GatewayDriver, VerifyResult } from './gateway.ts'

const WINDOW_MS = 15 * 60 * 1000

const canceled = bothLangs('payments', 'sandbox_canceled')
const expired = bothLangs('payments', 'sandbox_expired')

/**
 * A bank that lives in the app (DOMAIN.md, "Gateways"): it behaves like Zarinpal (an authority,
 * a redirect, a callback with `Authority` and `Status=OK|NOK`) so a fresh install can complete a
 * payment offline. The bank page is served by the payments routes at `/api/payments/sandbox/{authority}`.
 */
export function createSandboxDriver(options: { appUrl: string }): GatewayDriver {
  const paid = (params: Record<string, string>): VerifyResult => ({
    status: 'paid',
    referenceId: params.RefId ?? `SB${randomInt(10 ** 9, 10 ** 10)}`,
    cardMask: '603799******0000',
    alreadyVerified: false,
    raw: params,
  })
  return {
    name: 'sandbox',
    async request() {
      const token = `S${randomBytes(16).toString('hex')}`
      return {
        token,
        redirect: {
          url: `${options.appUrl}/api/payments/sandbox/${token}`,
          method: 'GET',
          fields: {},
        },
        raw: { token },
      }
    },
    async verify({ token, params }) {
      if (params.Authority !== token)
        return { status: 'failed', code: 'authority_mismatch', message: expired, raw: params }
      return params.Status === 'OK'
        ? paid(params)
        : { status: 'canceled', code: 'NOK', message: canceled, raw: params }
    },
    async inquire({ issuedAt, params }) {
      if (params?.Status === 'OK') return paid(params)
      if (Date.now() - issuedAt.getTime() < WINDOW_MS) {
        return { status: 'pending', code: 'in_progress', message: expired, raw: params ?? null }
      }
      return { status: 'failed', code: 'expired', message: expired, raw: params ?? null }
    },
  }
}
