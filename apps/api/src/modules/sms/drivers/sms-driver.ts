/**
 * How the app hands a text message to an SMS provider. Drivers never touch the database: the
 * outbox and the job queue (sms.service.ts) decide what to send, when, and what to record.
 */
export type SmsDriver = {
  readonly name: 'log' | 'kavenegar'
  /** A plain text to one recipient (mobile `09xxxxxxxxx`). */
  send(message: { to: string; text: string }): Promise<SmsReceipt>
  /**
   * A provider-side template (Kavenegar "verify/lookup"), e.g. the sign-in code template, with
   * its tokens in order (`token`, `token2`, `token3`).
   */
  sendTemplate(message: { to: string; template: string; tokens: string[] }): Promise<SmsReceipt>
}

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
