import { bothLangs } from '@kheyr/contracts'
import { request as httpsRequest } from 'node:https'
import { GatewayError } from './gateway.ts'
import type { GatewayMessage, GatewayName } from './gateway.ts'

export const DEFAULT_TIMEOUT_MS = 15_000

/** TLS settings for a gateway's HTTPS calls, when its servers need other than Node's defaults. */
export type TlsOptions = {
  /** An OpenSSL cipher string, e.g. `DEFAULT@SECLEVEL=1` for SEP (a gateway setting). */
  ciphers?: string | null
  /** Extra certificate authorities to trust (tests with a self-signed fake). */
  ca?: string
}

export type JsonClient = {
  gateway: GatewayName
  timeoutMs: number
  fetch: typeof fetch
  tls: TlsOptions | null
}

/** What every driver's options may say about its HTTP calls; tests shorten the timeout. */
export type HttpOptions = {
  timeoutMs?: number
  fetch?: typeof fetch
  tls?: TlsOptions | null
}

export function jsonClient(gateway: GatewayName, options: HttpOptions): JsonClient {
  const tls = options.tls && (options.tls.ciphers || options.tls.ca) ? options.tls : null
  return {
    gateway,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
    tls,
  }
}

/**
 * An HTTPS POST with our own TLS options; `fetch` cannot take them without another HTTP
 * library, and only gateways with unusual servers (SEP) need it.
 */
function postWithTls(
  url: string,
  body: string,
  tls: TlsOptions,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        ...(tls.ciphers ? { ciphers: tls.ciphers } : {}),
        ...(tls.ca ? { ca: tls.ca } : {}),
        signal,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** The payer asked for a payment and the gateway did not answer: nothing was taken yet. */
export const requestUnreachable: GatewayMessage = bothLangs('payments', 'gateway_down')

/** The payer has paid (maybe) and we could not confirm it: the payment stays pending. */
export const confirmUnreachable: GatewayMessage = bothLangs('payments', 'verify_unanswered')

export const unreadableAnswer: GatewayMessage = bothLangs('payments', 'gateway_garbled')

/** Ends the messages about this site's own gateway setup, which the payer cannot fix. */
export const useAnotherGateway: GatewayMessage = bothLangs('payments', 'use_another_gateway')

export const notThrough: GatewayMessage = bothLangs('payments', 'not_paid')

/** The callback names another payment than the one being verified. */
export const foreignCallback: GatewayMessage = bothLangs('payments', 'foreign_answer')

/**
 * The bank may have taken money, and we could not confirm the payment: a person checks it.
 * Shown for every `review` outcome, whatever its cause, since the payer can do nothing else.
 */
export const staffWillCheck: GatewayMessage = bothLangs('payments', 'staff_will_check')

/** Whole toman to rial; a fractional or non-positive amount is a bug upstream, never rounded. */
export function toRial(toman: number): number {
  if (!Number.isSafeInteger(toman) || toman <= 0) {
    throw new RangeError(`amount must be a positive whole number of toman, got ${toman}`)
  }
  return toman * 10
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * POSTs JSON and reads the whole answer under one deadline, since a gateway that sends headers
 * and then stalls is as unreachable as one that never answers. The HTTP status is ignored on
 * purpose: gateways put their own codes in the body, whatever status they send it with.
 */
export async function postJson(
  client: JsonClient,
  url: string,
  payload: unknown,
  unreachable: GatewayMessage,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), client.timeoutMs)
  let status: number
  let text: string
  try {
    if (client.tls && url.startsWith('https:')) {
      ;({ status, text } = await postWithTls(
        url,
        JSON.stringify(payload),
        client.tls,
        controller.signal,
      ))
    } else {
      const response = await client.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
      })
      status = response.status
      text = await response.text()
    }
  } catch (error) {
    throw new GatewayError(client.gateway, 'network', unreachable, {
      url,
      timedOut: controller.signal.aborted,
      error: error instanceof Error ? error.message : String(error),
    })
  } finally {
    clearTimeout(timer)
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new GatewayError(client.gateway, 'bad_response', unreadableAnswer, {
      url,
      status,
      body: text.slice(0, 500),
    })
  }
}
