import {
  bothLangs,
  DEFAULT_GATEWAY_SETTINGS,
  PAYER_GATEWAYS,
  type GatewayName,
  type GatewaySettings,
  type PayerGatewayName,
} from '@kheyr/contracts'
import type { GatewayDriver } from './gateway.ts'
import { createSandboxDriver } from './sandbox.ts'
import { createSepDriver } from './sep.ts'
import { createZarinpalDriver } from './zarinpal.ts'

/** The gateway settings from the `payments` settings group, defaults filled in. */
export function gatewaySettingsOf(group: Record<string, unknown> | undefined): GatewaySettings {
  const stored = group?.gateways as Partial<GatewaySettings> | undefined
  return {
    ...DEFAULT_GATEWAY_SETTINGS,
    ...stored,
    sandbox: { ...DEFAULT_GATEWAY_SETTINGS.sandbox, ...stored?.sandbox },
    zarinpal: { ...DEFAULT_GATEWAY_SETTINGS.zarinpal, ...stored?.zarinpal },
    sep: { ...DEFAULT_GATEWAY_SETTINGS.sep, ...stored?.sep },
  }
}

const configured = (s: GatewaySettings, name: PayerGatewayName) =>
  name === 'zarinpal'
    ? s.zarinpal.enabled && Boolean(s.zarinpal.merchant_id)
    : name === 'sep'
      ? s.sep.enabled && Boolean(s.sep.terminal_id)
      : false

/**
 * The gateways payers may use, in the staff's order. The built-in sandbox only stands in while
 * no real gateway is set up: once one is, nobody can "pay" without money.
 */
export function enabledGateways(s: GatewaySettings): PayerGatewayName[] {
  const real = PAYER_GATEWAYS.filter((g) => g !== 'sandbox' && configured(s, g))
  const names = real.length ? real : s.sandbox.enabled ? (['sandbox'] as PayerGatewayName[]) : []
  return [...names].sort((a, b) => s[a].order - s[b].order)
}

export function defaultGateway(s: GatewaySettings): PayerGatewayName | null {
  const enabled = enabledGateways(s)
  return s.default && enabled.includes(s.default) ? s.default : (enabled[0] ?? null)
}

export function driverFor(s: GatewaySettings, name: GatewayName, appUrl: string): GatewayDriver {
  switch (name) {
    case 'zarinpal':
      return createZarinpalDriver({
        merchantId: s.zarinpal.merchant_id ?? '',
        ...(s.zarinpal.base_url ? { baseUrl: s.zarinpal.base_url } : {}),
      })
    case 'sep':
      return createSepDriver({
        terminalId: s.sep.terminal_id ?? '',
        ...(s.sep.base_url ? { baseUrl: s.sep.base_url } : {}),
        ...(s.sep.verify_base_url ? { verifyBaseUrl: s.sep.verify_base_url } : {}),
        ...(s.sep.tls_ciphers ? { tls: { ciphers: s.sep.tls_ciphers } } : {}),
      })
    case 'cash':
      // Never asked anything: staff record the money in one transaction (`recordCashPayment`).
      throw new Error('The cash gateway has no driver')
    default:
      return createSandboxDriver({ appUrl })
  }
}

/** Which callback field names the payment, per gateway. */
export const callbackToken: Record<
  GatewayName,
  (params: Record<string, string>) => string | undefined
> = {
  sandbox: (p) => p.Authority,
  zarinpal: (p) => p.Authority,
  sep: (p) => p.Token,
  // Staff record cash themselves: no bank ever sends anyone back for it.
  cash: () => undefined,
}

export const GATEWAY_TITLES: Record<GatewayName, { fa: string; en: string }> = {
  sandbox: bothLangs('gateways', 'sandbox'),
  zarinpal: bothLangs('gateways', 'zarinpal'),
  sep: bothLangs('gateways', 'sep'),
  cash: bothLangs('gateways', 'cash'),
}
