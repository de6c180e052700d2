/**
 * How the app hands a text message to an SMS provider. Drivers never touch the database: the
 * outbox and the job queue (sms.service.ts) decide what to send, when, and what to record.
 */
export type SmsDriver = {
  readonly name: 'log' | 'kavenegar'
  /**
   * A plain text to one recipient (mobile `09xxxxxxxxx`). `localId` names the message at the
   * provider for good: sending it again (a retry after an answer that never came) does not text
   * the person twice.
   */
  send(message: { to: string; text: string; localId?: string }): Promise<SmsReceipt>
  /**
   * A provider-side template (Kavenegar "verify/lookup"), e.g. the sign-in code template, with
   * its tokens in order (`token`, `token2`, `token3`).
   */
  sendTemplate(message: { to: string; template: string; tokens: string[] }): Promise<SmsReceipt>
  /**
   * Where sent messages stand at the provider, by the ids its receipts gave; providers that
   * report no delivery leave it out.
   */
  deliveries?(providerIds: string[]): Promise<Map<string, Delivery>>
}

/** A provider's word on one sent message: still on its way, delivered, or not delivered. */
export type Delivery = { state: 'sent' | 'delivered' | 'undelivered'; detail: string }

/** What the provider gave back: its id for the message (for the outbox), if any. */
export type SmsReceipt = { providerId: string | null; cost: number | null }

/**
 * A provider's refusal as a typed error: `code` is the provider's status (e.g. 418, out of
 * credit); `retryable` says whether sending the same message again later may work.
 */
export class SmsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message)
    this.name = 'SmsError'
  }
}
