import { randomBytes } from 'node:crypto'
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

/**
 * A local stand-in for SEP's token IPG that follows its manual, errors included. Test support
 * only: point the driver's `baseUrl` and `verifyBaseUrl` at `url`.
 *
 * The payer is simulated with `pay` / `cancel` / `fail`, which return the form fields SEP posts
 * to the RedirectUrl when it sends the browser back.
 */
export type FakeSepOptions = {
  terminalId?: string
  /** Clock of the fake bank, for the 30-minute verify window. */
  now?: () => number
  verifyWindowMs?: number
  /** How a repeated verify is answered; see `FakeSep.repeatedVerify`. */
  repeatedVerify?: RepeatedVerify
}

/**
 * SEP answers a second VerifyTransaction of the same RefNum with ResultCode 2 ("repeated
 * request"); deployments differ in whether that answer still carries the TransactionDetail, so
 * the fake answers either way and tests cover both.
 */
export type RepeatedVerify = 'with-details' | 'without-details'

export type SepEndpoint = 'token' | 'verify' | 'reverse'

export type FakeSepPayment = {
  token: string
  /** Rial, as requested. */
  amount: number
  resNum: string
  redirectUrl: string
  cellNumber: string | null
  state: 'open' | 'paid' | 'canceled' | 'failed'
  refNum: string | null
  /** Rial the bank took; differs from `amount` only when a test says so. */
  affectiveAmount: number | null
  rrn: string | null
  traceNo: string | null
  maskedPan: string
  paidAt: number | null
  verified: boolean
  reversed: boolean
}

/** Form fields SEP posts to the RedirectUrl; every value is a string. */
export type SepCallbackParams = Record<string, string>

/** `failNext` codes are a token errorCode or a ResultCode. */
export type FakeSep = FakeGateway<SepEndpoint> & {
  terminalId: string
  payments: ReadonlyMap<string, FakeSepPayment>
  /** The payer pays; `amount` (rial) makes the bank take a different amount (AffectiveAmount). */
  pay(token: string, options?: { amount?: number; cardPan?: string }): SepCallbackParams
  /** The payer presses cancel: Status 1, CanceledByUser. */
  cancel(token: string): SepCallbackParams
  /** The payment ends with another status of the manual's table (3 Failed by default). */
  fail(token: string, status?: number): SepCallbackParams
  /** How the next repeated verifies are answered (code 2 with or without the details). */
  repeatedVerify: RepeatedVerify
}

export const FAKE_SEP_TERMINAL = '13812345'

/** The manual's transaction status table (`Status` number to `State` name). */
export const sepStates: Record<number, string> = {
  1: 'CanceledByUser',
  2: 'OK',
  3: 'Failed',
  4: 'SessionIsNull',
  5: 'InvalidParameters',
  8: 'MerchantIpAddressIsInvalid',
  10: 'TokenNotFound',
  11: 'TokenRequired',
  12: 'TerminalNotFound',
  21: 'MultisettlePolicyErrors',
}

/** ResultDescription texts as the manual lists them. */
const resultDescriptions: Record<number, string> = {
  [-2]: 'تراکنش یافت نشد.',
  [-6]: 'بیش از نیم ساعت از زمان اجرای تراکنش گذشته است.',
  0: 'موفق',
  2: 'درخواست تکراری می‌باشد.',
  5: 'تراکنش برگشت خورده می‌باشد.',
  [-104]: 'ترمینال ارسالی غیرفعال می‌باشد.',
  [-105]: 'ترمینال ارسالی در سیستم موجود نمی‌باشد.',
  [-106]: 'آدرس آی‌پی درخواستی غیرمجاز می‌باشد.',
}

function timestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
}

export async function createFakeSep(options: FakeSepOptions = {}): Promise<FakeSep> {
  const terminalId = options.terminalId ?? FAKE_SEP_TERMINAL
  const now = options.now ?? Date.now
  const verifyWindowMs = options.verifyWindowMs ?? 30 * 60_000
  const payments = new Map<string, FakeSepPayment>()
  const byRefNum = new Map<string, FakeSepPayment>()
  const calls: FakeCall<SepEndpoint>[] = []
  const faults = new FaultQueue<SepEndpoint>()
  let sequence = 0

  const paymentOf = (token: string) => {
    const payment = payments.get(token)
    if (!payment) throw new Error(`fake sep: no payment with token ${token}`)
    return payment
  }

  const refuseToken = (response: ServerResponse, errorCode: number) =>
    sendJson(response, 200, {
      status: -1,
      errorCode,
      errorDesc: sepStates[errorCode] ?? 'Error',
    })

  let repeatedVerify: RepeatedVerify = options.repeatedVerify ?? 'with-details'

  const result = (response: ServerResponse, code: number, payment: FakeSepPayment | null) =>
    sendJson(response, 200, {
      TransactionDetail:
        payment && payment.refNum
          ? {
              RRN: payment.rrn,
              RefNum: payment.refNum,
              MaskedPan: payment.maskedPan,
              HashedPan: 'A1B2C3D4E5F6'.repeat(5) + 'A1B2',
              TerminalNumber: Number(terminalId),
              OrginalAmount: payment.amount,
              AffectiveAmount: payment.affectiveAmount,
              StraceDate: timestamp(payment.paidAt ?? now()),
              StraceNo: payment.traceNo,
            }
          : null,
      ResultCode: code,
      ResultDescription: resultDescriptions[code] ?? 'خطا',
      Success: code === 0,
    })

  function handleToken(body: Record<string, unknown>, response: ServerResponse) {
    if (body.action !== 'token') return refuseToken(response, 5)
    if (String(body.TerminalId) !== terminalId) return refuseToken(response, 12)
    const amount = wholeNumber(body.Amount)
    const { ResNum: resNum, RedirectUrl: redirectUrl, CellNumber: cellNumber } = body
    const valid =
      amount !== null &&
      amount > 0 &&
      typeof resNum === 'string' &&
      resNum.length > 0 &&
      resNum.length <= 50 &&
      typeof redirectUrl === 'string' &&
      /^https?:\/\//.test(redirectUrl) &&
      (cellNumber === undefined || typeof cellNumber === 'string')
    if (!valid) return refuseToken(response, 5)
    const token = randomBytes(16).toString('hex')
    payments.set(token, {
      token,
      amount: amount!,
      resNum: resNum as string,
      redirectUrl: redirectUrl as string,
      cellNumber: (cellNumber as string | undefined) ?? null,
      state: 'open',
      refNum: null,
      affectiveAmount: null,
      rrn: null,
      traceNo: null,
      maskedPan: '621986****8080',
      paidAt: null,
      verified: false,
      reversed: false,
    })
    sendJson(response, 200, { status: 1, token })
  }

  /** Verify and reverse share their request and answer; the terminal is checked first. */
  function transactionOf(body: Record<string, unknown>, response: ServerResponse) {
    if (String(body.TerminalNumber) !== terminalId) {
      result(response, -105, null)
      return null
    }
    const payment = byRefNum.get(String(body.RefNum))
    if (!payment) result(response, -2, null)
    return payment ?? null
  }

  function handleVerify(body: Record<string, unknown>, response: ServerResponse) {
    const payment = transactionOf(body, response)
    if (!payment) return
    if (payment.reversed) return result(response, 5, null)
    if (payment.verified) {
      return result(response, 2, repeatedVerify === 'with-details' ? payment : null)
    }
    if (now() - payment.paidAt! > verifyWindowMs) {
      // The bank has already given the money back, as the manual says it does.
      payment.reversed = true
      return result(response, -6, null)
    }
    payment.verified = true
    result(response, 0, payment)
  }

  function handleReverse(body: Record<string, unknown>, response: ServerResponse) {
    const payment = transactionOf(body, response)
    if (!payment) return
    if (payment.reversed) return result(response, 2, payment)
    payment.reversed = true
    result(response, 0, payment)
  }

  const routes: Record<string, [SepEndpoint, typeof handleToken]> = {
    '/onlinepg/onlinepg': ['token', handleToken],
    '/verifyTxnRandomSessionkey/ipg/VerifyTransaction': ['verify', handleVerify],
    '/verifyTxnRandomSessionkey/ipg/ReverseTransaction': ['reverse', handleReverse],
  }

  const server = await startFakeServer(async (request, response, incoming) => {
    if (request.method === 'POST' && request.path === '/OnlinePG/OnlinePG') {
      const token = new URLSearchParams(request.body).get('Token') ?? ''
      const known = payments.get(token)?.state === 'open'
      return sendHtml(response, known ? 200 : 404, known ? 'SEP (fake)' : 'TokenNotFound')
    }
    const route = routes[request.path]
    if (request.method !== 'POST' || !route)
      return sendJson(response, 404, { message: 'Not found' })
    const [endpoint, handle] = route
    const body = parseJson(request.body)
    calls.push({ endpoint, body })
    const fault = faults.take(endpoint)
    if (await applyTransportFault(fault, incoming)) return
    if (fault?.kind === 'error') {
      return endpoint === 'token'
        ? refuseToken(response, fault.code)
        : result(response, fault.code, null)
    }
    if (!body) return endpoint === 'token' ? refuseToken(response, 5) : result(response, -2, null)
    handle(body, fault?.kind === 'lose' ? lostResponse : response)
  })

  /** The fields SEP posts back, whatever the outcome; the unpaid ones are empty. */
  function callback(payment: FakeSepPayment, status: number): SepCallbackParams {
    return {
      MID: terminalId,
      TerminalId: terminalId,
      State: sepStates[status] ?? 'Failed',
      Status: String(status),
      RRN: payment.rrn ?? '',
      RefNum: payment.refNum ?? '',
      ResNum: payment.resNum,
      TraceNo: payment.traceNo ?? '',
      Amount: String(payment.amount),
      AffectiveAmount: payment.affectiveAmount === null ? '' : String(payment.affectiveAmount),
      Wage: '0',
      SecurePan: payment.refNum ? payment.maskedPan : '',
      HashedCardNumber: payment.refNum ? 'A1B2C3D4E5F6'.repeat(5) + 'A1B2' : '',
      Token: payment.token,
    }
  }

  return {
    url: server.url,
    terminalId,
    payments,
    calls,
    get repeatedVerify() {
      return repeatedVerify
    },
    set repeatedVerify(mode: RepeatedVerify) {
      repeatedVerify = mode
    },
    pay(token, payOptions = {}) {
      const payment = paymentOf(token)
      sequence += 1
      payment.state = 'paid'
      payment.refNum = `GmshtyjwKSu${String(sequence).padStart(20, '0')}`
      payment.rrn = String(14226761800 + sequence)
      payment.traceNo = String(100400 + sequence)
      payment.affectiveAmount = payOptions.amount ?? payment.amount
      payment.paidAt = now()
      if (payOptions.cardPan) payment.maskedPan = payOptions.cardPan
      byRefNum.set(payment.refNum, payment)
      return callback(payment, 2)
    },
    cancel(token) {
      const payment = paymentOf(token)
      payment.state = 'canceled'
      return callback(payment, 1)
    },
    fail(token, status = 3) {
      const payment = paymentOf(token)
      payment.state = 'failed'
      return callback(payment, status)
    },
    ...faultControls(faults),
    close: server.close,
  }
}
