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
 * Zarinpal REST v4 (zarinpal.com/docs/paymentGateway): request an authority, send the browser to
 * StartPay, verify on return. Every answer is `{ data, errors }`; on failure `data` is an empty
 * array and `errors` is `{ code, message, validations }` with a negative code.
 */
export type ZarinpalOptions = HttpOptions & {
  merchantId: string
  baseUrl?: string
}

export const ZARINPAL_BASE_URL = 'https://payment.zarinpal.com'

const wagesMessage: GatewayMessage = {
  fa: `تنظیمات تسهیم (تقسیم مبلغ) در زرین‌پال نادرست است. ${useAnotherGateway.fa}`,
  en: `The payment split (wages) settings at Zarinpal are invalid. ${useAnotherGateway.en}`,
}

/**
 * Every code on Zarinpal's error list (docs: paymentGateway/errorList), worded for the payer:
 * most request-time codes are about this site's merchant account, which the payer cannot fix.
 */
export const zarinpalMessages: Readonly<Record<string, GatewayMessage>> = {
  '-9': {
    fa: 'زرین‌پال اطلاعات پرداخت را نپذیرفت. لطفاً مبلغ را بررسی کنید یا با پشتیبانی تماس بگیرید.',
    en: 'Zarinpal rejected the payment details. Please check the amount or contact support.',
  },
  '-10': {
    fa: `زرین‌پال حساب پذیرنده این سایت را نشناخت. ${useAnotherGateway.fa}`,
    en: `Zarinpal did not recognise this site's merchant account. ${useAnotherGateway.en}`,
  },
  '-11': {
    fa: `درگاه زرین‌پال این سایت فعال نیست. ${useAnotherGateway.fa}`,
    en: `This site's Zarinpal gateway is not active. ${useAnotherGateway.en}`,
  },
  '-12': {
    fa: 'تعداد درخواست‌ها بیش از حد مجاز بود. لطفاً چند دقیقه دیگر دوباره تلاش کنید.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  '-13': {
    fa: `سقف تراکنش‌های این سایت در زرین‌پال پر شده است. ${useAnotherGateway.fa}`,
    en: `This site has reached its Zarinpal transaction limit. ${useAnotherGateway.en}`,
  },
  '-14': {
    fa: `نشانی بازگشت با دامنه ثبت‌شده در زرین‌پال یکی نیست. ${useAnotherGateway.fa}`,
    en: `The return address does not match the domain registered at Zarinpal. ${useAnotherGateway.en}`,
  },
  '-15': {
    fa: `درگاه زرین‌پال این سایت معلق شده است. ${useAnotherGateway.fa}`,
    en: `This site's Zarinpal gateway is suspended. ${useAnotherGateway.en}`,
  },
  '-16': {
    fa: `سطح حساب زرین‌پال این سایت برای دریافت پرداخت کافی نیست. ${useAnotherGateway.fa}`,
    en: `This site's Zarinpal account level is too low to take payments. ${useAnotherGateway.en}`,
  },
  '-17': {
    fa: `حساب زرین‌پال این سایت در سطح آبی محدود شده است. ${useAnotherGateway.fa}`,
    en: `This site's Zarinpal account is restricted at the blue level. ${useAnotherGateway.en}`,
  },
  '-18': {
    fa: `این درگاه زرین‌پال برای دامنه دیگری ثبت شده است. ${useAnotherGateway.fa}`,
    en: `This Zarinpal gateway is registered for another domain. ${useAnotherGateway.en}`,
  },
  '-19': {
    fa: `زرین‌پال فعلاً اجازه تراکنش به این سایت نمی‌دهد. ${useAnotherGateway.fa}`,
    en: `Zarinpal does not allow transactions for this site at the moment. ${useAnotherGateway.en}`,
  },
  '-30': wagesMessage,
  '-31': wagesMessage,
  '-32': wagesMessage,
  '-33': wagesMessage,
  '-34': wagesMessage,
  '-35': wagesMessage,
  '-36': wagesMessage,
  '-37': wagesMessage,
  '-38': wagesMessage,
  '-39': wagesMessage,
  '-40': {
    fa: 'درخواست پرداخت پارامتر نادرستی داشت. لطفاً با پشتیبانی تماس بگیرید.',
    en: 'The payment request carried an invalid parameter. Please contact support.',
  },
  '-41': {
    fa: 'مبلغ از سقف پرداخت زرین‌پال (۱۰۰ میلیون تومان) بیشتر است. لطفاً مبلغ کمتری بپردازید.',
    en: "The amount is above Zarinpal's limit of 100,000,000 Toman. Please pay a smaller amount.",
  },
  '-50': {
    fa: 'مبلغ پرداخت‌شده با مبلغ سفارش یکی نیست، پس پرداخت ثبت نشد. اگر مبلغی از حسابتان کم شده، به حسابتان برمی‌گردد.',
    en: 'The amount paid does not match the order, so the payment was not recorded. Any amount taken will be returned to your account.',
  },
  '-51': notThrough,
  '-52': {
    fa: 'زرین‌پال با خطای پیش‌بینی‌نشده‌ای روبه‌رو شد. لطفاً کمی بعد دوباره تلاش کنید.',
    en: 'Zarinpal ran into an unexpected error. Please try again shortly.',
  },
  '-53': {
    fa: 'این پرداخت به این سایت تعلق ندارد.',
    en: 'This payment does not belong to this site.',
  },
  '-54': {
    fa: 'شناسه پرداخت معتبر نیست. لطفاً دوباره پرداخت کنید.',
    en: 'The payment reference is not valid. Please pay again.',
  },
  '-55': {
    fa: 'زرین‌پال این تراکنش را پیدا نکرد.',
    en: 'Zarinpal could not find this transaction.',
  },
  '-60': {
    fa: 'برگشت این تراکنش از سوی بانک ممکن نیست.',
    en: 'The bank cannot reverse this transaction.',
  },
  '-61': {
    fa: 'این تراکنش موفق نبوده یا پیش‌تر برگشت خورده است.',
    en: 'This transaction was not successful or has already been reversed.',
  },
  '-62': {
    fa: 'برای برگشت تراکنش باید محدودیت نشانی IP درگاه فعال باشد.',
    en: "Reversing needs the gateway's IP restriction to be active.",
  },
  '-63': {
    fa: 'مهلت ۳۰ دقیقه‌ای برگشت این تراکنش گذشته است.',
    en: 'The 30-minute window for reversing this transaction has passed.',
  },
}

const unknownError: GatewayMessage = {
  fa: 'زرین‌پال خطای ناشناخته‌ای برگرداند. لطفاً کمی بعد دوباره تلاش کنید.',
  en: 'Zarinpal returned an unknown error. Please try again shortly.',
}

export function zarinpalMessage(code: string | number): GatewayMessage {
  return zarinpalMessages[String(code)] ?? unknownError
}

const canceled: GatewayMessage = {
  fa: 'پرداخت لغو شد یا به پایان نرسید. اگر مبلغی از حسابتان کم شده، به‌زودی به حسابتان برمی‌گردد.',
  en: 'The payment was canceled or did not complete. Any amount taken will be returned to your account shortly.',
}

/** Inquiry `data.status` values (docs: paymentGateway/otherMethods/Inquiry). */
const inquiryMessages: Record<string, GatewayMessage> = {
  IN_BANK: {
    fa: 'پرداخت هنوز در درگاه بانک در جریان است.',
    en: 'The payment is still in progress at the bank.',
  },
  FAILED: {
    fa: 'پرداخت انجام نشد.',
    en: 'The payment did not go through.',
  },
  REVERSED: {
    fa: 'این پرداخت برگشت خورده و مبلغ آن به حساب پرداخت‌کننده برگشته است.',
    en: "This payment was reversed and the money returned to the payer's account.",
  },
}

/**
 * Answers that settle a payment as not paid. Every other code (our merchant setup, rate limits,
 * Zarinpal's own faults) leaves the outcome unknown, so it is thrown and the payment stays
 * pending for reconciliation rather than being failed while the payer's money may be taken.
 */
const NOT_PAID_CODES = new Set(['-50', '-51', '-53', '-54', '-55'])

type Envelope = { data: Record<string, unknown> | null; errorCode: string | null }

function readEnvelope(body: unknown): Envelope {
  if (!isRecord(body)) return { data: null, errorCode: null }
  const data = isRecord(body.data) ? body.data : null
  const errors = body.errors
  const code = isRecord(errors) ? errors.code : null
  return {
    data,
    errorCode: typeof code === 'number' || typeof code === 'string' ? String(code) : null,
  }
}

export function createZarinpalDriver(options: ZarinpalOptions): GatewayDriver {
  const baseUrl = trimSlash(options.baseUrl ?? ZARINPAL_BASE_URL)
  const client = jsonClient('zarinpal', options)
  const endpoint = (name: string) => `${baseUrl}/pg/v4/payment/${name}.json`

  function refusal(body: unknown, envelope: Envelope): GatewayError {
    const code = envelope.errorCode ?? 'bad_response'
    const message = envelope.errorCode ? zarinpalMessage(code) : unreadableAnswer
    return new GatewayError('zarinpal', code, message, body)
  }

  /** Verify is idempotent at Zarinpal (a second call answers 101), so inquiry reuses it. */
  async function settle(token: string, amount: number): Promise<VerifyResult> {
    const body = await postJson(
      client,
      endpoint('verify'),
      { merchant_id: options.merchantId, amount: toRial(amount), authority: token },
      confirmUnreachable,
    )
    const envelope = readEnvelope(body)
    const { data } = envelope
    if (data && (data.code === 100 || data.code === 101) && data.ref_id != null) {
      return {
        status: 'paid',
        referenceId: String(data.ref_id),
        cardMask: typeof data.card_pan === 'string' && data.card_pan ? data.card_pan : null,
        alreadyVerified: data.code === 101,
        raw: body,
      }
    }
    if (envelope.errorCode && NOT_PAID_CODES.has(envelope.errorCode)) {
      const code = envelope.errorCode
      return { status: 'failed', code, message: zarinpalMessage(code), raw: body }
    }
    throw refusal(body, envelope)
  }

  return {
    name: 'zarinpal',

    async request(input: PaymentRequest): Promise<RequestResult> {
      const body = await postJson(
        client,
        endpoint('request'),
        {
          merchant_id: options.merchantId,
          amount: toRial(input.amount),
          // Stated, not left to the default, so a change of default cannot move money tenfold.
          currency: 'IRR',
          callback_url: input.callbackUrl,
          // Zarinpal refuses descriptions over 500 characters with -9.
          description: input.description.slice(0, 500),
          metadata: {
            order_id: input.orderId,
            ...(input.mobile ? { mobile: input.mobile } : {}),
          },
        },
        requestUnreachable,
      )
      const envelope = readEnvelope(body)
      const authority = envelope.data?.authority
      if (envelope.data?.code === 100 && typeof authority === 'string' && authority) {
        return {
          token: authority,
          redirect: {
            url: `${baseUrl}/pg/StartPay/${encodeURIComponent(authority)}`,
            method: 'GET',
            fields: {},
          },
          raw: body,
        }
      }
      throw refusal(body, envelope)
    },

    async verify(input: VerifyInput): Promise<VerifyResult> {
      const { Authority: authority, Status: status } = input.params
      // Always verify our own authority; a callback carrying another one is not this payment's.
      if (authority && authority !== input.token) {
        return {
          status: 'failed',
          code: 'authority_mismatch',
          message: foreignCallback,
          raw: input.params,
        }
      }
      if (status !== 'OK') {
        return { status: 'canceled', code: status || 'NOK', message: canceled, raw: input.params }
      }
      return settle(input.token, input.amount)
    },

    async inquire(input: InquireInput): Promise<VerifyResult> {
      const body = await postJson(
        client,
        endpoint('inquiry'),
        { merchant_id: options.merchantId, authority: input.token },
        confirmUnreachable,
      )
      const envelope = readEnvelope(body)
      const status = envelope.data?.status
      if (envelope.data?.code === 100 && typeof status === 'string') {
        switch (status) {
          // PAID is settled only by verify; VERIFIED answers 101 with the ref_id we need.
          case 'PAID':
          case 'VERIFIED':
            return settle(input.token, input.amount)
          case 'IN_BANK':
            return { status: 'pending', code: status, message: inquiryMessages.IN_BANK!, raw: body }
          case 'FAILED':
          case 'REVERSED':
            return { status: 'failed', code: status, message: inquiryMessages[status]!, raw: body }
        }
        throw new GatewayError('zarinpal', 'bad_response', unreadableAnswer, body)
      }
      if (envelope.errorCode && NOT_PAID_CODES.has(envelope.errorCode)) {
        const code = envelope.errorCode
        return { status: 'failed', code, message: zarinpalMessage(code), raw: body }
      }
      throw refusal(body, envelope)
    },
  }
}
