import type { ServerResponse } from 'node:http'
import {
  FaultQueue,
  applyTransportFault,
  faultControls,
  lostResponse,
  parseJson,
  sendHtml,
  sendJson,
  startFakeServer,
  wholeNumber,
} from './fake-server.ts'
import type { FakeCall, FakeGateway } from './fake-server.ts'
import { isRecord } from './gateway-http.ts'

/**
 * A local stand-in for Zarinpal REST v4 that follows its documented API, errors included
 * (zarinpal.com/docs/paymentGateway). Test support only: point the driver's `baseUrl` at `url`.
 *
 * The payer is simulated with `pay` / `cancel`, which return the query Zarinpal appends to the
 * callback URL when it sends the browser back.
 */
export type FakeZarinpalOptions = {
  merchantId?: string
  /** Rial; Zarinpal refuses less than 10,000 rial (1,000 toman) with -9. */
  minAmount?: number
  /** Rial; above it Zarinpal answers -41 (100,000,000 toman). */
  maxAmount?: number
  /**
   * HTTP status of error answers. The docs show only the body, so the driver must not depend
   * on it; the default is a 4xx so tests prove that.
   */
  errorStatus?: number
}

export type ZarinpalEndpoint = 'request' | 'verify' | 'inquiry'

/** Inquiry states from the docs; IN_BANK until the payer finishes. */
export type FakeZarinpalStatus = 'IN_BANK' | 'PAID' | 'VERIFIED' | 'FAILED' | 'REVERSED'

export type FakeZarinpalPayment = {
  authority: string
  /** Rial, as requested. */
  amount: number
  /** Rial the bank took; differs from `amount` only when a test says so. */
  paidAmount: number | null
  callbackUrl: string
  description: string
  metadata: Record<string, unknown>
  status: FakeZarinpalStatus
  refId: number | null
  cardPan: string
}

/** Callback query params, exactly as Zarinpal appends them to `callback_url`. */
export type ZarinpalCallbackParams = { Authority: string; Status: 'OK' | 'NOK' }

/** `failNext` codes are Zarinpal errors, e.g. -12, -52. */
export type FakeZarinpal = FakeGateway<ZarinpalEndpoint> & {
  merchantId: string
  payments: ReadonlyMap<string, FakeZarinpalPayment>
  /** The payer pays; `amount` (rial) makes the bank take a different amount than requested. */
  pay(authority: string, options?: { amount?: number; cardPan?: string }): ZarinpalCallbackParams
  /** The payer gives up (or the bank refuses): Zarinpal returns with `Status=NOK`. */
  cancel(authority: string): ZarinpalCallbackParams
  /** The bank later reverses the payment; inquiry then reports REVERSED. */
  reverse(authority: string): void
}

export const FAKE_ZARINPAL_MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be'

/** English texts from the docs' error list, as the real API puts them in `errors.message`. */
const docMessages: Record<number, string> = {
  [-9]: 'Validation error',
  [-10]: 'Terminal is not valid, please check merchant_id or ip address.',
  [-11]: 'Terminal is not active, please contact our support team.',
  [-12]: 'To many attempts, please try again later.',
  [-41]: 'Maximum amount is 100,000,000 tomans.',
  [-50]: 'Session is not valid, amounts values is not the same.',
  [-51]: 'Session is not valid, session is not active paid try.',
  [-52]: 'Oops!!, please contact our support team',
  [-53]: 'Session is not this merchant_id session',
  [-54]: 'Invalid authority.',
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function createFakeZarinpal(options: FakeZarinpalOptions = {}): Promise<FakeZarinpal> {
  const merchantId = options.merchantId ?? FAKE_ZARINPAL_MERCHANT
  const minAmount = options.minAmount ?? 10_000
  const maxAmount = options.maxAmount ?? 1_000_000_000
  const errorStatus = options.errorStatus ?? 400
  const payments = new Map<string, FakeZarinpalPayment>()
  const calls: FakeCall<ZarinpalEndpoint>[] = []
  const faults = new FaultQueue<ZarinpalEndpoint>()
  let sequence = 0
  let nextRefId = 201

  const fail = (
    response: ServerResponse,
    code: number,
    validations: Record<string, string>[] = [],
  ) =>
    sendJson(response, errorStatus, {
      data: [],
      errors: { code, message: docMessages[code] ?? 'Error', validations },
    })

  /** -9 for a missing or malformed merchant_id, -10 for a well-formed one that is not ours. */
  const merchantError = (
    body: Record<string, unknown>,
  ): [number, Record<string, string>[]] | null => {
    const given = body.merchant_id
    if (typeof given !== 'string' || !uuid.test(given)) {
      return [-9, [{ merchant_id: 'The merchant id must be a valid uuid.' }]]
    }
    return given === merchantId ? null : [-10, []]
  }

  const paymentOf = (authority: string) => {
    const payment = payments.get(authority)
    if (!payment) throw new Error(`fake zarinpal: no payment with authority ${authority}`)
    return payment
  }

  function handleRequest(body: Record<string, unknown>, response: ServerResponse) {
    const validations: Record<string, string>[] = []
    const merchant = merchantError(body)
    if (merchant) return fail(response, ...merchant)
    const amount = wholeNumber(body.amount)
    if (amount === null || amount < minAmount) {
      validations.push({ amount: `The amount must be at least ${minAmount}.` })
    }
    const callbackUrl = body.callback_url
    if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)) {
      validations.push({ callback_url: 'The callback url must be a valid url.' })
    }
    const description = body.description
    if (typeof description !== 'string' || !description || description.length > 500) {
      validations.push({ description: 'The description is required, up to 500 characters.' })
    }
    if (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT') {
      validations.push({ currency: 'The currency must be IRR or IRT.' })
    }
    const metadata =
      body.metadata === undefined ? {} : isRecord(body.metadata) ? body.metadata : null
    const mobile = metadata?.mobile
    if (metadata === null || (mobile !== undefined && !/^09\d{9}$/.test(String(mobile)))) {
      validations.push({ mobile: 'The mobile must be a valid mobile number.' })
    }
    if (validations.length > 0) return fail(response, -9, validations)
    if (amount! > maxAmount) return fail(response, -41)
    const authority = `A${String(++sequence).padStart(35, '0')}`
    payments.set(authority, {
      authority,
      amount: amount!,
      paidAmount: null,
      callbackUrl: callbackUrl as string,
      description: description as string,
      metadata: metadata ?? {},
      status: 'IN_BANK',
      refId: null,
      cardPan: '502229******5995',
    })
    sendJson(response, 200, {
      data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 100 },
      errors: [],
    })
  }

  function handleVerify(body: Record<string, unknown>, response: ServerResponse) {
    const merchant = merchantError(body)
    if (merchant) return fail(response, ...merchant)
    const amount = wholeNumber(body.amount)
    if (amount === null) return fail(response, -9, [{ amount: 'The amount must be a number.' }])
    const payment = payments.get(String(body.authority))
    if (!payment) return fail(response, -54)
    if (payment.status !== 'PAID' && payment.status !== 'VERIFIED') return fail(response, -51)
    if (amount !== payment.paidAmount) return fail(response, -50)
    const again = payment.status === 'VERIFIED'
    if (!again) {
      payment.status = 'VERIFIED'
      payment.refId = nextRefId++
    }
    sendJson(response, 200, {
      data: {
        code: again ? 101 : 100,
        message: again ? 'Verified' : 'Paid',
        card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
        card_pan: payment.cardPan,
        ref_id: payment.refId,
        fee_type: 'Merchant',
        fee: 0,
      },
      errors: [],
    })
  }

  function handleInquiry(body: Record<string, unknown>, response: ServerResponse) {
    const merchant = merchantError(body)
    if (merchant) return fail(response, ...merchant)
    const payment = payments.get(String(body.authority))
    if (!payment) return fail(response, -54)
    sendJson(response, 200, {
      data: { code: 100, message: 'Success', status: payment.status },
      errors: [],
    })
  }

  const routes: Record<string, [ZarinpalEndpoint, typeof handleRequest]> = {
    '/pg/v4/payment/request.json': ['request', handleRequest],
    '/pg/v4/payment/verify.json': ['verify', handleVerify],
    '/pg/v4/payment/inquiry.json': ['inquiry', handleInquiry],
  }

  const server = await startFakeServer(async (request, response, incoming) => {
    const startPay = /^\/pg\/StartPay\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && startPay) {
      const known = payments.has(decodeURIComponent(startPay[1]!))
      return sendHtml(response, known ? 200 : 404, known ? 'Zarinpal (fake)' : 'Not found')
    }
    const route = routes[request.path]
    if (request.method !== 'POST' || !route)
      return sendJson(response, 404, { message: 'Not found' })
    const [endpoint, handle] = route
    const body = parseJson(request.body)
    calls.push({ endpoint, body })
    const fault = faults.take(endpoint)
    if (await applyTransportFault(fault, incoming)) return
    if (fault?.kind === 'error') return fail(response, fault.code)
    if (!body) return fail(response, -9, [{ body: 'The body must be JSON.' }])
    handle(body, fault?.kind === 'lose' ? lostResponse : response)
  })

  return {
    url: server.url,
    merchantId,
    payments,
    calls,
    pay(authority, payOptions = {}) {
      const payment = paymentOf(authority)
      payment.status = 'PAID'
      payment.paidAmount = payOptions.amount ?? payment.amount
      if (payOptions.cardPan) payment.cardPan = payOptions.cardPan
      return { Authority: authority, Status: 'OK' }
    },
    cancel(authority) {
      paymentOf(authority).status = 'FAILED'
      return { Authority: authority, Status: 'NOK' }
    },
    reverse(authority) {
      paymentOf(authority).status = 'REVERSED'
    },
    ...faultControls(faults),
    close: server.close,
  }
}
