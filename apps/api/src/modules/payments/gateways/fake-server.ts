import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isRecord } from './gateway-http.ts'

/**
 * What a fake does with the next call to one endpoint instead of answering normally:
 * `error` answers with the provider's own error code, `hang` never answers (the socket stays
 * open until `close()`), `drop` resets the connection, like a network failure, `lose` does the
 * work and then resets the connection (the provider acted; its answer never arrived), and
 * `delay` answers normally after `ms` milliseconds (a slow provider).
 */
export type FakeFault =
  | { kind: 'error'; code: number }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'lose' }
  | { kind: 'delay'; ms: number }

export type FakeRequest = { method: string; path: string; body: string }

export type FakeHandler = (
  request: FakeRequest,
  response: ServerResponse,
  incoming: IncomingMessage,
) => void | Promise<void>

export type StartedFake = { url: string; close(): Promise<void> }

export type FakeCall<Endpoint extends string> = {
  endpoint: Endpoint
  body: Record<string, unknown> | null
}

/** What every gateway fake gives a test besides its payer: the calls it got and its faults. */
export type FakeGateway<Endpoint extends string> = StartedFake & {
  /** Every API call received, parsed, in order. */
  calls: FakeCall<Endpoint>[]
  /** The next call to `endpoint` answers with the provider's error `code`. */
  failNext(endpoint: Endpoint, code: number): void
  /** The next call to `endpoint` never answers. */
  hangNext(endpoint: Endpoint): void
  /** The next call to `endpoint` has its connection reset. */
  dropNext(endpoint: Endpoint): void
  /** The next call to `endpoint` is carried out, then its connection is reset unanswered. */
  loseNext(endpoint: Endpoint): void
  /** The next call to `endpoint` is answered normally, `ms` milliseconds late. */
  delayNext(endpoint: Endpoint, ms: number): void
}

/** A local HTTP server on a free port, for tests only. */
export async function startFakeServer(handle: FakeHandler): Promise<StartedFake> {
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake')
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const fail = (error: unknown) =>
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) })
      try {
        void Promise.resolve(handle(request, response, incoming)).catch(fail)
      } catch (error) {
        fail(error)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let closing: Promise<void> | null = null
  return {
    url: `http://127.0.0.1:${port}`,
    // Idempotent, so a test may close early (to simulate an outage) and still clean up after.
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        // Hanging requests would otherwise keep the server (and the test run) alive.
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })),
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  response.end(html)
}

export function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body)
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

/** A number or a string of digits, as gateways accept amounts in either form. */
export function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null
}

/** Per-endpoint queues of faults for the next calls, in order. */
export class FaultQueue<Endpoint extends string> {
  private readonly queues = new Map<Endpoint, FakeFault[]>()

  push(endpoint: Endpoint, fault: FakeFault): void {
    const queue = this.queues.get(endpoint) ?? []
    queue.push(fault)
    this.queues.set(endpoint, queue)
  }

  take(endpoint: Endpoint): FakeFault | undefined {
    return this.queues.get(endpoint)?.shift()
  }
}

/** The `failNext` / `hangNext` / `dropNext` of a `FakeGateway`, queueing into `faults`. */
export function faultControls<Endpoint extends string>(
  faults: FaultQueue<Endpoint>,
): Pick<FakeGateway<Endpoint>, 'failNext' | 'hangNext' | 'dropNext' | 'loseNext' | 'delayNext'> {
  return {
    failNext: (endpoint, code) => faults.push(endpoint, { kind: 'error', code }),
    hangNext: (endpoint) => faults.push(endpoint, { kind: 'hang' }),
    dropNext: (endpoint) => faults.push(endpoint, { kind: 'drop' }),
    loseNext: (endpoint) => faults.push(endpoint, { kind: 'lose' }),
    delayNext: (endpoint, ms) => faults.push(endpoint, { kind: 'delay', ms }),
  }
}

/** Where a `lose` fault's handler writes its answer: nowhere. */
export const lostResponse = {
  writeHead() {
    return this
  },
  end() {},
} as unknown as ServerResponse

/**
 * Applies `hang` or `drop` and returns true when the call is handled; `lose` resets the
 * connection and returns false, so the caller still does the work into `lostResponse`; `delay`
 * waits, then returns false.
 */

export async function applyTransportFault(
  fault: FakeFault | undefined,
  incoming: IncomingMessage,
): Promise<boolean> {
  if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms))
  if (fault?.kind === 'hang') return true
  if (fault?.kind === 'drop') {
    incoming.socket.destroy()
    return true
  }
  if (fault?.kind === 'lose') incoming.socket.destroy()
  return false
}
