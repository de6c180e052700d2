import type { TransactionFlag } from '@kheyr/contracts'
import { GatewayError } from './gateway.ts'
import type {
  GatewayDriver,
  GatewayMessage,
  InquireInput,
  PaymentRequest,
  RequestResult,
  VerifyInput,
  VerifyResult,
} from './gateway.ts'
import {
  confirmUnreachable,
  foreignCallback,
  staffWillCheck,
  isRecord,
  jsonClient,
  notThrough,
  postJson,
  requestUnreachable,
  toRial,
  trimSlash,
  unreadableAnswer,
  useAnotherGateway,
} from './gateway-http.ts'
import type { HttpOptions } from './gateway-http.ts'

/**
 * Saman Electronic Payment (SEP), token flow of its IPG manual: get a token, form-post the
 * browser to the payment page with it, and on return verify the transaction by its RefNum,
 * checking the amount; SEP reverses a payment nobody verified within 30 minutes by itself.
 */
export type SepOptions = HttpOptions & {
  terminalId: string
  baseUrl?: string
  verifyBaseUrl?: string
  /** How long after a token is issued its payment may still be undecided; see `inquire`. */
  sessionWindowMs?: number
  now?: () => number
}

export const SEP_BASE_URL = 'https://sep.shaparak.ir'

/**
 * A token lives 20 minutes by default and SEP reverses any payment left unverified 30 minutes
 * after it was made, so 50 minutes after the token was issued no payment can still hold money.
 */
export const SEP_SESSION_WINDOW_MS = (20 + 30) * 60_000

/**
 * The manual's transaction status table: `Status` (with its `State` name) in the callback, and
 * the same numbers as `errorCode` when a token is refused.
 */
export const sepStatusMessages: Readonly<Record<string, GatewayMessage>> = {
  '1': { fa: 'پرداخت را لغو کردید.', en: 'You canceled the payment.' },
  '3': notThrough,
  '4': {
    fa: 'زمان پرداخت به پایان رسید. لطفاً دوباره تلاش کنید.',
    en: 'The payment session timed out. Please try again.',
  },
  '5': {
    fa: 'درگاه سامان اطلاعات پرداخت را نپذیرفت. لطفاً دوباره تلاش کنید.',
    en: 'Saman rejected the payment details. Please try again.',
  },
  '8': {
    fa: `نشانی سرور این سایت نزد درگاه سامان ثبت نشده است. ${useAnotherGateway.fa}`,
    en: `This site's server address is not registered with Saman. ${useAnotherGateway.en}`,
  },
  '10': {
    fa: 'این پرداخت در درگاه سامان پیدا نشد. لطفاً دوباره پرداخت کنید.',
    en: 'Saman could not find this payment. Please pay again.',
  },
  '11': {
    fa: 'درگاه سامان این سایت فقط پرداخت با توکن را می‌پذیرد. لطفاً دوباره پرداخت کنید.',
    en: "This site's Saman terminal accepts token payments only. Please pay again.",
  },
  '12': {
    fa: `درگاه سامان پایانه این سایت را نشناخت. ${useAnotherGateway.fa}`,
    en: `Saman did not recognise this site's terminal. ${useAnotherGateway.en}`,
  },
  '21': {
    fa: 'این پرداخت با قواعد تسهیم (چندحسابی) درگاه سامان سازگار نبود. لطفاً با پشتیبانی تماس بگیرید.',
    en: "The payment broke Saman's multi-account settlement rules. Please contact support.",
  },
}

/** The manual's result codes of VerifyTransaction and ReverseTransaction. */
export const sepResultMessages: Readonly<Record<string, GatewayMessage>> = {
  '-2': {
    fa: 'درگاه سامان این تراکنش را پیدا نکرد.',
    en: 'Saman could not find this transaction.',
  },
  '-6': {
    fa: 'بیش از نیم ساعت از پرداخت گذشته و دیگر نمی‌توان آن را تأیید کرد؛ مبلغ به حسابتان برمی‌گردد.',
    en: 'More than half an hour has passed since the payment, so it can no longer be confirmed; the money will be returned to your account.',
  },
  '2': {
    fa: 'این تراکنش پیش‌تر تأیید شده است.',
    en: 'This transaction was already confirmed.',
  },
  '5': {
    fa: 'این تراکنش برگشت خورده و مبلغ آن به حساب پرداخت‌کننده برگشته است.',
    en: "This transaction was reversed and the money returned to the payer's account.",
  },
  '-104': {
    fa: `درگاه سامان این سایت غیرفعال است. ${useAnotherGateway.fa}`,
    en: `This site's Saman terminal is inactive. ${useAnotherGateway.en}`,
  },
  '-105': {
    fa: `درگاه سامان پایانه این سایت را نشناخت. ${useAnotherGateway.fa}`,
    en: `Saman did not recognise this site's terminal. ${useAnotherGateway.en}`,
  },
  '-106': {
    fa: 'درگاه سامان درخواست سرور این سایت را نپذیرفت. نتیجه پرداخت شما را به‌زودی بررسی می‌کنیم.',
    en: "Saman refused requests from this site's server. We will check your payment shortly.",
  },
}

const unknownError: GatewayMessage = {
  fa: 'درگاه سامان خطای ناشناخته‌ای برگرداند. لطفاً کمی بعد دوباره تلاش کنید.',
  en: 'Saman returned an unknown error. Please try again shortly.',
}

export function sepStatusMessage(status: string | number): GatewayMessage {
  return sepStatusMessages[String(status)] ?? notThrough
}

export function sepResultMessage(code: string | number): GatewayMessage {
  return sepResultMessages[String(code)] ?? unknownError
}

const amountMismatch: GatewayMessage = {
  fa: 'مبلغی که بانک گزارش داد با مبلغ سفارش یکی نیست، پس پرداخت ثبت نشد. همکاران ما آن را بررسی می‌کنند و مبلغ کسرشده را به حسابتان برمی‌گردانند.',
  en: 'The amount the bank reported does not match the order, so the payment was not recorded. Our staff will check it and return the amount taken to your account.',
}

const incompleteCallback: GatewayMessage = {
  fa: 'پاسخ درگاه ناقص بود و پرداخت تأیید نشد. اگر مبلغی از حسابتان کم شده، به حسابتان برمی‌گردد.',
  en: "The gateway's answer was incomplete, so the payment was not confirmed. Any amount taken will be returned to your account.",
}

const stillOpen: GatewayMessage = {
  fa: 'پرداخت ممکن است هنوز در درگاه سامان در جریان باشد.',
  en: 'The payment may still be in progress at Saman.',
}

const windowPassed: GatewayMessage = {
  fa: 'تأییدی از درگاه سامان نرسید و مهلت پرداخت گذشته است. اگر مبلغی کم شده باشد، بانک خودکار آن را برمی‌گرداند.',
  en: 'No confirmation came from Saman and the payment window has passed. Any amount taken is returned by the bank automatically.',
}

/** Callback `State` names, for a callback that carries no numeric `Status`. */
const statusOfState: Record<string, string> = {
  CanceledByUser: '1',
  OK: '2',
  Failed: '3',
  SessionIsNull: '4',
  InvalidParameters: '5',
  MerchantIpAddressIsInvalid: '8',
  TokenNotFound: '10',
  TokenRequired: '11',
  TerminalNotFound: '12',
  MultisettlePolicyErrors: '21',
}

/**
 * Verify answers that settle a payment as not paid: unknown RefNum, past the 30 minutes (SEP
 * has reversed it), already reversed. Terminal and IP refusals say nothing about the payment,
 * so they are thrown and the payment stays pending.
 */
const NOT_PAID_RESULTS = new Set([-2, -6, 5])

const asNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
    ? Number(value)
    : Number.NaN

/**
 * Why a verify answer's TransactionDetail does not describe the payment we asked about, or
 * null when it does. Every amount SEP sends must equal ours: multipay and Parbad compare
 * `AffectiveAmount` (what the card paid), SEP's v3.6 manual `OrginalAmount` (what the token was
 * issued for); a payment is ours only when both agree with our records
 * (docs/decisions/010-payments-hardening.md).
 */
function detailMismatch(
  detail: Record<string, unknown>,
  refNum: string,
  terminalId: string,
  expected: number,
): TransactionFlag | null {
  if (typeof detail.RefNum === 'string' && detail.RefNum && detail.RefNum !== refNum) {
    return 'reference_mismatch'
  }
  if (detail.TerminalNumber != null && String(detail.TerminalNumber) !== terminalId) {
    return 'terminal_mismatch'
  }
  const amounts = [detail.OrginalAmount ?? detail.OriginalAmount, detail.AffectiveAmount]
    .map(asNumber)
    .filter(Number.isFinite)
  if (!amounts.length) return 'unconfirmed'
  return amounts.every((amount) => amount === expected) ? null : 'amount_mismatch'
}

export function createSepDriver(options: SepOptions): GatewayDriver {
  const baseUrl = trimSlash(options.baseUrl ?? SEP_BASE_URL)
  const verifyBaseUrl = trimSlash(options.verifyBaseUrl ?? SEP_BASE_URL)
  const sessionWindowMs = options.sessionWindowMs ?? SEP_SESSION_WINDOW_MS
  const now = options.now ?? Date.now
  const client = jsonClient('sep', options)
  // The token API takes TerminalId as a string, verify takes TerminalNumber as a number.
  const terminalNumber = /^\d+$/.test(options.terminalId)
    ? Number(options.terminalId)
    : options.terminalId
  const verifyUrl = `${verifyBaseUrl}/verifyTxnRandomSessionkey/ipg/VerifyTransaction`

  const review = (code: TransactionFlag, raw: unknown, message = staffWillCheck): VerifyResult => ({
    status: 'review',
    code,
    message,
    raw,
  })

  /**
   * Asks SEP to verify a RefNum and credits it only when SEP's own record of it matches ours.
   * Nothing here ever reverses: a RefNum we cannot tie to this payment may be another payer's
   * settled money, and reversing it would refund a payment we credited (a forged callback
   * carrying a paid bill's RefNum). Mismatches go to a person instead.
   */
  async function confirm(refNum: string, amount: number): Promise<VerifyResult> {
    const expected = toRial(amount)
    const body = await postJson(
      client,
      verifyUrl,
      { RefNum: refNum, TerminalNumber: terminalNumber },
      confirmUnreachable,
    )
    const code = isRecord(body) ? Number(body.ResultCode) : Number.NaN
    if (!isRecord(body) || !Number.isInteger(code)) {
      throw new GatewayError('sep', 'bad_response', unreadableAnswer, body)
    }
    if (code === 0 || code === 2) {
      // 0 verified now; 2 "repeated request": verified before (our own earlier verify whose
      // answer was lost, or anyone's). Either way SEP holds the money and will not reverse it
      // by itself, so an answer we cannot match is never failed silently.
      const detail = isRecord(body.TransactionDetail) ? body.TransactionDetail : null
      if (!detail) return review('unconfirmed', body)
      const mismatch = detailMismatch(detail, refNum, options.terminalId, expected)
      if (mismatch) {
        return review(mismatch, body, mismatch === 'amount_mismatch' ? amountMismatch : undefined)
      }
      const maskedPan = detail.MaskedPan
      return {
        status: 'paid',
        referenceId: refNum,
        cardMask: typeof maskedPan === 'string' && maskedPan ? maskedPan : null,
        alreadyVerified: code === 2,
        raw: body,
      }
    }
    if (NOT_PAID_RESULTS.has(code)) {
      return { status: 'failed', code: String(code), message: sepResultMessage(code), raw: body }
    }
    throw new GatewayError('sep', String(code), sepResultMessage(code), body)
  }

  /**
   * A callback's own fields must name this payment before its RefNum is verified: SEP echoes
   * the ResNum (our order id) and the terminal we asked with. A callback naming another
   * payment is not verified at all (SEP reverses an unverified payment by itself).
   */
  function foreignFields(params: Record<string, string>, orderId: string) {
    if (params.ResNum && params.ResNum !== orderId) return true
    return Boolean(params.TerminalId && params.TerminalId !== options.terminalId)
  }

  return {
    name: 'sep',

    async request(input: PaymentRequest): Promise<RequestResult> {
      const body = await postJson(
        client,
        `${baseUrl}/onlinepg/onlinepg`,
        {
          action: 'token',
          TerminalId: options.terminalId,
          Amount: toRial(input.amount),
          ResNum: input.orderId,
          RedirectUrl: input.callbackUrl,
          ...(input.mobile ? { CellNumber: input.mobile } : {}),
        },
        requestUnreachable,
      )
      if (isRecord(body) && Number(body.status) === 1 && typeof body.token === 'string') {
        return {
          token: body.token,
          redirect: {
            url: `${baseUrl}/OnlinePG/OnlinePG`,
            method: 'POST',
            fields: { Token: body.token },
          },
          raw: body,
        }
      }
      const errorCode = isRecord(body) ? body.errorCode : undefined
      if (typeof errorCode === 'number' || (typeof errorCode === 'string' && errorCode)) {
        throw new GatewayError('sep', String(errorCode), sepStatusMessage(errorCode), body)
      }
      throw new GatewayError('sep', 'bad_response', unreadableAnswer, body)
    },

    async verify(input: VerifyInput): Promise<VerifyResult> {
      const { params } = input
      if (params.Token && params.Token !== input.token) {
        return { status: 'failed', code: 'token_mismatch', message: foreignCallback, raw: params }
      }
      const status = params.Status || statusOfState[params.State ?? ''] || 'unknown'
      if (status === '1') {
        return { status: 'canceled', code: status, message: sepStatusMessage(status), raw: params }
      }
      if (status !== '2') {
        return { status: 'failed', code: status, message: sepStatusMessage(status), raw: params }
      }
      const refNum = params.RefNum
      if (!refNum) {
        return {
          status: 'failed',
          code: 'invalid_callback',
          message: incompleteCallback,
          raw: params,
        }
      }
      if (foreignFields(params, input.orderId)) return review('callback_mismatch', params)
      return confirm(refNum, input.amount)
    },

    /**
     * SEP's token API has no inquiry: a payment is known only by the RefNum its callback brings.
     * The caller keeps each callback's fields on the transaction and hands them back here, so
     * any instance can settle it: with a RefNum we ask VerifyTransaction (a repeat answers 2).
     * Without one the payment is pending while its token may still be in use, and failed after
     * the session window, when SEP has reversed any payment nobody verified.
     */
    async inquire(input: InquireInput): Promise<VerifyResult> {
      const params = input.params ?? null
      const refNum = params?.RefNum
      const status = params?.Status || statusOfState[params?.State ?? ''] || null
      if (params && refNum && status === '2') {
        if (foreignFields(params, input.orderId)) return review('callback_mismatch', params)
        return confirm(refNum, input.amount)
      }
      const raw = { token: input.token, issuedAt: input.issuedAt.toISOString(), params }
      if (now() - input.issuedAt.getTime() < sessionWindowMs) {
        return { status: 'pending', code: 'in_progress', message: stillOpen, raw }
      }
      return { status: 'failed', code: 'expired', message: windowPassed, raw }
    },

    callbackReference: (params) => params.RefNum || null,
  }
}
