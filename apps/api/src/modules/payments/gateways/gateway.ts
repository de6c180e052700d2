/**
 * One interface for every payment gateway (DOMAIN.md, "Money"): request a payment and get where
 * to send the browser, verify it when the browser comes back, and inquire about it later
 * (reconciliation). Amounts given to a driver are whole toman; a driver that speaks rial
 * multiplies by 10 itself. Drivers never touch the database.
 */
import type { TransactionFlag } from '@kheyr/contracts'

export type GatewayName = 'sandbox' | 'zarinpal' | 'sep'

export type PaymentRequest = {
  /** Whole toman, decided by the server from its own records. */
  amount: number
  /** Our own id for this attempt (the transaction id), sent where the gateway takes one. */
  orderId: string
  /** Absolute URL the gateway sends the browser back to. */
  callbackUrl: string
  description: string
  mobile?: string | null
}

export type Redirect = {
  url: string
  method: 'GET' | 'POST'
  /** Form fields for a POST redirect (SEP posts `Token`); empty for GET. */
  fields: Record<string, string>
}

export type RequestResult = {
  /** The gateway's handle for this payment (Zarinpal authority, SEP token, sandbox authority). */
  token: string
  redirect: Redirect
  raw: unknown
}

/** Messages shown to the payer, in both languages. */
export type GatewayMessage = { fa: string; en: string }

export type VerifyResult =
  | {
      status: 'paid'
      /** The bank's reference number shown on the receipt (Zarinpal ref_id, SEP RefNum/RRN). */
      referenceId: string
      /** e.g. `502229******5995`, when the gateway tells it. */
      cardMask: string | null
      /** True when the gateway says this payment had already been verified (Zarinpal 101). */
      alreadyVerified: boolean
      raw: unknown
    }
  | {
      /** canceled: the payer gave up; failed: the bank says nothing was paid;
       *  pending: not decided yet (inquiry only). */
      status: 'failed' | 'canceled' | 'pending'
      code: string
      message: GatewayMessage
      raw: unknown
    }
  | {
      /**
       * The bank may hold money for this payment, but what it says disagrees with our records
       * (another amount, another reference, a foreign callback) or leaves them unconfirmed (a
       * repeated verify without its details). Nothing is credited and nothing is reversed: the
       * payment is failed with a flag, and a person settles it from the bank's own panel.
       */
      status: 'review'
      code: TransactionFlag
      message: GatewayMessage
      raw: unknown
    }

export type VerifyInput = {
  token: string
  /** Our id for the attempt, as sent with the request (SEP echoes it as `ResNum`). */
  orderId: string
  /** Whole toman we expect, from our own records; never from the callback. */
  amount: number
  /** Query and form fields of the callback request, as received. */
  params: Record<string, string>
}

export type InquireInput = {
  token: string
  orderId: string
  amount: number
  /** When we asked the gateway for this payment (the transaction's creation time). */
  issuedAt: Date
  /** The callback's fields, when one arrived (kept on the transaction), e.g. SEP's RefNum. */
  params?: Record<string, string> | null
}

export type GatewayDriver = {
  readonly name: GatewayName
  request(input: PaymentRequest): Promise<RequestResult>
  verify(input: VerifyInput): Promise<VerifyResult>
  inquire(input: InquireInput): Promise<VerifyResult>
  /**
   * The bank reference a callback claims before anyone asks the bank (SEP's RefNum), so the
   * caller can refuse one that already paid for another of our transactions without verifying
   * it. Gateways whose reference comes only from verification leave this out.
   */
  callbackReference?(params: Record<string, string>): string | null
}

/**
 * The gateway could not be reached or answered something we cannot read, or refused the
 * request. `message` is for the payer; `code` is the gateway's own code when it gave one.
 */
export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    readonly code: string,
    readonly userMessage: GatewayMessage,
    readonly raw: unknown = null,
  ) {
    super(`${gateway} error ${code}: ${userMessage.en}`)
    this.name = 'GatewayError'
  }
}
