import { SmsError } from './sms-driver.ts'
import type { Delivery, SmsDriver, SmsReceipt } from './sms-driver.ts'

export const KAVENEGAR_BASE_URL = 'https://api.kavenegar.com/v1'

/**
 * Kavenegar's `return.status` codes (kavenegar.com/rest.html, "status codes"), in English for
 * the dashboard's SMS log. Kavenegar's own `return.message` is Persian and worded differently
 * per endpoint, so the code is what we keep and explain.
 */
export const KAVENEGAR_STATUS: Readonly<Record<number, string>> = {
  200: 'Accepted',
  400: 'Missing parameters',
  401: 'Account disabled',
  402: 'Operation failed',
  403: 'Invalid API key',
  404: 'Unknown method',
  405: 'Wrong HTTP method (GET/POST)',
  406: 'A required parameter was sent empty',
  407: 'This account may not access the requested data',
  409: 'Server cannot answer now, try again later',
  411: 'Invalid receptor',
  412: 'Invalid sender line',
  413: 'Message empty or too long (900 characters at most)',
  414: 'Too many records in one request',
  415: 'Start index beyond the number of records',
  416: 'Caller IP does not match the account settings',
  417: 'Invalid or past send date',
  418: 'Insufficient credit',
  419: 'Receptor, sender and message arrays differ in length',
  420: 'Links in the message are restricted for this account',
  422: 'Text holds characters that cannot be processed',
  424: 'Template not found (wrong name or not approved yet)',
  426: 'This method needs the advanced service',
  427: 'This sender line needs an access level set up',
  428: 'Code cannot be sent as a voice call (token must be digits only)',
  429: 'IP restricted',
  431: 'Invalid token (no spaces, new lines, underscores or separators)',
  432: 'Template text has no %token parameter',
  451: 'Too many calls in a short time: IP limited',
  501: "Test account: messages may only go to the account owner's number",
  604: 'Too many receptors',
  607: 'Invalid tag name',
}

/**
 * Message states of `sms/status` (kavenegar.com/rest.html, "message status"): 1 queued,
 * 2 scheduled, 4 and 5 sent to the operator, 6 failed at the line, 10 delivered, 11 not
 * delivered, 13 canceled, 14 blocked by the recipient, 100 unknown message id.
 */
export const KAVENEGAR_DELIVERY: Readonly<Record<number, Delivery>> = {
  1: { state: 'sent', detail: 'Queued at Kavenegar' },
  2: { state: 'sent', detail: 'Scheduled' },
  4: { state: 'sent', detail: 'Sent to the operator' },
  5: { state: 'sent', detail: 'Sent to the operator' },
  6: { state: 'undelivered', detail: 'The sender line failed to send it' },
  10: { state: 'delivered', detail: 'Delivered' },
  11: { state: 'undelivered', detail: 'Not delivered (phone off or unreachable)' },
  13: { state: 'undelivered', detail: 'Canceled' },
  14: { state: 'undelivered', detail: 'Blocked: the recipient refuses advertising texts' },
  100: { state: 'undelivered', detail: 'Kavenegar does not know this message id' },
}

/** Network errors raised before a request could reach Kavenegar, so it surely sent nothing. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

/**
 * Refusals where the very same request may succeed later without anyone changing our settings
 * or the message:
 * - 409: Kavenegar itself says "try again later".
 * - 429, 451: IP limits that Kavenegar lifts after a while (451 is its rate limit). The IP
 *   allow-list of the account is a separate code (416), which needs a person, so it is not here.
 * - 402: "operation failed" names no fault in the request, so it is treated as transient.
 * - 418 (out of credit): the account is prepaid and staff top it up; retrying with backoff lets
 *   queued reminders go out once they do, where a permanent failure would drop them silently.
 *   Whether a late message (a sign-in code past its expiry) is still worth sending is the
 *   outbox's call, not the driver's.
 * Everything else (bad key, disabled account, bad receptor, unknown template...) fails the same
 * way every time until a person changes something.
 */
const RETRYABLE_STATUS = new Set([402, 409, 418, 429, 451])

// 501 is Kavenegar's "test account" refusal, not a server fault.
const isRetryable = (status: number) =>
  RETRYABLE_STATUS.has(status) || (status >= 500 && status !== 501)

export type KavenegarOptions = {
  apiKey: string
  /** The account's sender line; without it Kavenegar uses the account's default line. */
  sender?: string | null
  baseUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type Envelope = { status: number; message: string; entries: unknown }

/**
 * Kavenegar's REST API: `{baseUrl}/{API-KEY}/sms/send.json` for a text and
 * `{baseUrl}/{API-KEY}/verify/lookup.json` for a panel template. Parameters go as a POST form,
 * as Kavenegar's own SDKs send them. The receipt's `cost` is Kavenegar's, in rial.
 */
export function createKavenegarDriver(options: KavenegarOptions): SmsDriver {
  const { apiKey, sender = null, timeoutMs = 10_000 } = options
  if (!apiKey) throw new SmsError('not_configured', 'Kavenegar API key is not set', false)
  const baseUrl = (options.baseUrl ?? KAVENEGAR_BASE_URL).replace(/\/+$/, '')
  const fetchFn = options.fetch ?? globalThis.fetch
  // Errors end up in logs and the dashboard; the key is part of every URL, so keep it out.
  const redact = (text: string) => text.replaceAll(apiKey, '***')

  /**
   * `repeatable` says whether sending the same request again is harmless after an answer we did
   * not get: a text carries its `localid`, so Kavenegar sends it once; a lookup template has no
   * such field, so after a timeout or an unreadable answer (Kavenegar may have sent it) it is not
   * retried, and the person asks for a new code instead of getting two.
   */
  async function call(
    method: string,
    params: Record<string, string>,
    repeatable: boolean,
  ): Promise<unknown> {
    const url = `${baseUrl}/${encodeURIComponent(apiKey)}/${method}.json`
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let httpStatus: number
    let body: string
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(params),
        signal: controller.signal,
      })
      httpStatus = response.status
      // The timer also covers the body: a server may send headers and then stall.
      body = await response.text()
    } catch (error) {
      const reason = controller.signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : redact(explain(error))
      const surelyNotSent = !controller.signal.aborted && NOT_SENT.has(causeCode(error) ?? '')
      throw withCause(
        new SmsError(
          'network',
          `Could not reach Kavenegar: ${reason}`,
          repeatable || surelyNotSent,
        ),
        error,
      )
    } finally {
      clearTimeout(timer)
    }

    const envelope = parseEnvelope(body)
    if (!envelope) {
      throw new SmsError(
        'bad_response',
        `Kavenegar answered HTTP ${httpStatus} with a body that is not its JSON envelope`,
        repeatable,
        httpStatus,
      )
    }
    if (envelope.status !== 200) {
      const meaning = KAVENEGAR_STATUS[envelope.status] ?? `unknown status (${envelope.message})`
      throw new SmsError(
        String(envelope.status),
        `Kavenegar refused ${method} with ${envelope.status}: ${redact(meaning)}`,
        isRetryable(envelope.status),
        httpStatus,
      )
    }
    return envelope.entries
  }

  return {
    name: 'kavenegar',
    async send({ to, text, localId }) {
      const entries = await call(
        'sms/send',
        {
          receptor: to,
          message: text,
          ...(sender ? { sender } : {}),
          ...(localId ? { localid: localId } : {}),
        },
        Boolean(localId),
      )
      return toReceipt(entries)
    },
    async sendTemplate({ to, template, tokens }) {
      if (tokens.length < 1 || tokens.length > 3) {
        throw new SmsError(
          'invalid_tokens',
          `Kavenegar templates take 1 to 3 tokens here, got ${tokens.length}`,
          false,
        )
      }
      const [token = '', token2, token3] = tokens
      const entries = await call(
        'verify/lookup',
        {
          receptor: to,
          template,
          token,
          ...(token2 === undefined ? {} : { token2 }),
          ...(token3 === undefined ? {} : { token3 }),
        },
        false,
      )
      return toReceipt(entries)
    },
    async deliveries(providerIds) {
      const found = new Map<string, Delivery>()
      // Kavenegar takes up to 500 message ids per call.
      for (let i = 0; i < providerIds.length; i += 500) {
        const entries = await call(
          'sms/status',
          { messageid: providerIds.slice(i, i + 500).join(',') },
          true,
        )
        for (const entry of Array.isArray(entries) ? entries : []) {
          if (!isObject(entry) || entry.messageid == null) continue
          const code = Number(entry.status)
          const known = KAVENEGAR_DELIVERY[code]
          found.set(
            String(entry.messageid),
            known ?? { state: 'sent', detail: `Status ${code}: ${String(entry.statustext ?? '')}` },
          )
        }
      }
      return found
    },
  }
}

function parseEnvelope(body: string): Envelope | null {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  if (!isObject(json) || !isObject(json.return)) return null
  const status = Number(json.return.status)
  if (!Number.isInteger(status)) return null
  const message = typeof json.return.message === 'string' ? json.return.message : ''
  return { status, message, entries: json.entries }
}

/**
 * A 200 means Kavenegar took the message, so an odd `entries` still counts as sent: throwing
 * here would make the outbox retry and text the person twice.
 */
function toReceipt(entries: unknown): SmsReceipt {
  const entry: unknown = Array.isArray(entries) ? entries[0] : entries
  if (!isObject(entry)) return { providerId: null, cost: null }
  const id = entry.messageid
  const cost = Number(entry.cost)
  return {
    providerId: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
    cost: entry.cost != null && Number.isFinite(cost) ? cost : null,
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

// fetch reports "fetch failed" and hides the useful part (ECONNREFUSED, DNS...) in `cause`.
function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}

function causeCode(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : null
  const code = isObject(cause) ? cause.code : null
  return typeof code === 'string' ? code : null
}

function withCause(error: SmsError, cause: unknown): SmsError {
  error.cause = cause
  return error
}
