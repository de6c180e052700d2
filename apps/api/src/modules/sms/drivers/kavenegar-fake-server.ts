import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Kavenegar's REST API (kavenegar.com/rest.html) for tests: same URLs
 * (`/v1/{API-KEY}/sms/send.json`, `/v1/{API-KEY}/verify/lookup.json`), same GET-query or
 * POST-form parameters, same `{ return: { status, message }, entries }` envelope and the same
 * status codes, sent as the HTTP status too, as Kavenegar does.
 */

export const FAKE_KAVENEGAR_KEY = 'fake-kavenegar-api-key'
/** The account's default line, used when a request names no sender. */
export const FAKE_KAVENEGAR_LINE = '10004346'
/** Rial per message part; the real price depends on the line and the operator. */
export const FAKE_KAVENEGAR_PART_COST = 120

export type FakeKavenegarOptions = {
  apiKey?: string
  /** Remaining credit in rial, as Kavenegar keeps it. */
  credit?: number
  /** Templates defined in the panel: name -> text with `%token`, `%token2`, `%token3`. */
  templates?: Record<string, string>
  /** The account's sender lines; the first one is the default line. */
  lines?: string[]
}

/** A message Kavenegar accepted (and charged for). */
export type FakeKavenegarSms = {
  messageid: number
  /** The sender's own id for it (`localid`), when one came. */
  localid: string | null
  /** Its state at `sms/status`: 1 queued until a test delivers it (see `deliver`). */
  status: number
  receptor: string
  sender: string
  /** The text the phone shows: for a template, its text with the tokens filled in. */
  message: string
  template: string | null
  tokens: string[]
  cost: number
}

export type FakeKavenegarRequest = {
  method: string
  /** Kavenegar's method name, e.g. `sms/send`. */
  action: string
  apiKey: string
  params: Record<string, string>
}

/**
 * A Kavenegar status to answer with, or a fault below Kavenegar (a stalled or broken proxy), or
 * `lost-answer`: Kavenegar does the work, then the connection drops before its answer arrives.
 */
export type FakeKavenegarFailure = number | 'no-answer' | 'not-json' | 'lost-answer'

export type FakeKavenegar = {
  /** Base URL to give the driver, e.g. `http://127.0.0.1:41234/v1`. */
  url: string
  apiKey: string
  readonly credit: number
  sent: FakeKavenegarSms[]
  requests: FakeKavenegarRequest[]
  setCredit(credit: number): void
  /** The next request gets this failure instead of its normal answer; calls queue up. */
  failNext(failure: FakeKavenegarFailure): void
  /** The operator reports a message's fate (10 delivered, 11 not delivered, 14 blocked...). */
  deliver(messageid: number, status?: number): void
  close(): Promise<void>
}

// Kavenegar's own wording; the driver must rely on the status, never on this text.
const MESSAGES: Record<number, string> = {
  200: 'تایید شد',
  400: 'پارامترها ناقص هستند',
  401: 'حساب کاربری غیرفعال شده است',
  403: 'کد شناسائی API-Key معتبر نمی‌باشد',
  404: 'متد نامشخص است',
  405: 'متد Get/Post اشتباه است',
  406: 'پارامترهای اجباری خالی ارسال شده اند',
  409: 'سرور قادر به پاسخگوئی نیست بعدا تلاش کنید',
  411: 'دریافت کننده نامعتبر است',
  412: 'ارسال کننده نامعتبر است',
  413: 'پیام خالی است و یا طول پیام بیش از حد مجاز می‌باشد',
  418: 'اعتبار شما کافی نمی‌باشد',
  424: 'الگوی مورد نظر پیدا نشد',
  414: 'تعداد رکوردها بیش از حد مجاز است',
  431: 'ساختار کد صحیح نمی‌باشد',
  451: 'فراخوانی بیش از حد در بازه زمانی مشخص IP محدود شده',
}

/** `statustext` of the message states, as Kavenegar words them. */
const STATUS_TEXT: Record<number, string> = {
  1: 'در صف ارسال',
  2: 'زمان بندی شده',
  4: 'ارسال شده به مخابرات',
  5: 'ارسال شده به مخابرات',
  6: 'خطا در ارسال پیام',
  10: 'رسیده به گیرنده',
  11: 'نرسیده به گیرنده',
  13: 'ارسال پیام از سمت کاربر لغو شده',
  14: 'بلاک شده توسط کاربر',
  100: 'شناسه پیامک نامعتبر است',
}

const MAX_MESSAGE_LENGTH = 900
// Kavenegar takes 09xxxxxxxxx and the international forms of the same number.
const MOBILE = /^(?:\+98|0098|98|0)?9\d{9}$/
// rest.html: a token may not hold a new line, a space, an underscore or a separator.
const BAD_TOKEN = /[\s_,]/

type Answer = { status: number; entries?: unknown }

export async function startFakeKavenegar(
  options: FakeKavenegarOptions = {},
): Promise<FakeKavenegar> {
  const apiKey = options.apiKey ?? FAKE_KAVENEGAR_KEY
  const templates = options.templates ?? { verify: 'Your sign-in code: %token' }
  const lines = options.lines ?? [FAKE_KAVENEGAR_LINE]
  let credit = options.credit ?? 1_000_000
  let nextMessageId = 8_792_343
  const sent: FakeKavenegarSms[] = []
  const requests: FakeKavenegarRequest[] = []
  const failures: FakeKavenegarFailure[] = []
  const stalled = new Set<ServerResponse>()

  const entryOf = (sms: FakeKavenegarSms, date: number) => ({
    messageid: sms.messageid,
    message: sms.message,
    status: sms.status,
    statustext: STATUS_TEXT[sms.status] ?? '',
    sender: sms.sender,
    receptor: sms.receptor,
    date,
    cost: sms.cost,
  })

  function charge(
    messages: Omit<FakeKavenegarSms, 'messageid' | 'cost' | 'status' | 'localid'>[],
    localid: string | null = null,
  ): Answer {
    const priced = messages.map((sms) => ({
      ...sms,
      cost: partsOf(sms.message) * FAKE_KAVENEGAR_PART_COST,
    }))
    const total = priced.reduce((sum, sms) => sum + sms.cost, 0)
    if (total > credit) return { status: 418 }
    credit -= total
    const date = Math.floor(Date.now() / 1000)
    const entries = priced.map((sms) => {
      const accepted: FakeKavenegarSms = { ...sms, messageid: nextMessageId++, status: 1, localid }
      sent.push(accepted)
      return entryOf(accepted, date)
    })
    return { status: 200, entries }
  }

  function send(params: Record<string, string>): Answer {
    const { receptor, message, sender, localid } = params
    // rest.html: a localid seen before is not sent again; the first message is answered.
    const earlier = localid ? sent.filter((sms) => sms.localid === localid) : []
    if (earlier.length) {
      return {
        status: 200,
        entries: earlier.map((sms) => entryOf(sms, Math.floor(Date.now() / 1000))),
      }
    }
    if (receptor === undefined || message === undefined) return { status: 400 }
    if (receptor === '') return { status: 406 }
    const receptors = receptor.split(',').map((one) => one.trim())
    if (!receptors.every((one) => MOBILE.test(one))) return { status: 411 }
    if (sender && !lines.includes(sender)) return { status: 412 }
    if (message === '' || [...message].length > MAX_MESSAGE_LENGTH) return { status: 413 }
    const line = sender || (lines[0] ?? FAKE_KAVENEGAR_LINE)
    return charge(
      receptors.map((one) => ({
        receptor: one,
        sender: line,
        message,
        template: null,
        tokens: [],
      })),
      localid || null,
    )
  }

  function status(params: Record<string, string>): Answer {
    if (params.messageid === undefined) return { status: 400 }
    const ids = params.messageid.split(',').filter(Boolean)
    if (!ids.length) return { status: 406 }
    if (ids.length > 500) return { status: 414 }
    return {
      status: 200,
      entries: ids.map((id) => {
        const sms = sent.find((one) => String(one.messageid) === id)
        const code = sms?.status ?? 100
        return { messageid: Number(id), status: code, statustext: STATUS_TEXT[code] ?? '' }
      }),
    }
  }

  function lookup(params: Record<string, string>): Answer {
    const { receptor, template, token } = params
    if (receptor === undefined || template === undefined || token === undefined) {
      return { status: 400 }
    }
    if (receptor === '' || template === '' || token === '') return { status: 406 }
    if (!MOBILE.test(receptor)) return { status: 411 }
    const text = templates[template]
    if (text === undefined) return { status: 424 }
    const tokens = [token, params.token2, params.token3].filter((one) => one !== undefined)
    if (tokens.some((one) => BAD_TOKEN.test(one))) return { status: 431 }
    const slots: Record<string, string | undefined> = {
      '': token,
      2: params.token2,
      3: params.token3,
    }
    const message = text.replace(/%token(\d*)/g, (_, n: string) => slots[n] ?? '')
    return charge([
      { receptor, sender: lines[0] ?? FAKE_KAVENEGAR_LINE, message, template, tokens },
    ])
  }

  function route(method: string, action: string, key: string, params: Record<string, string>) {
    if (key !== apiKey) return { status: 403 }
    if (method !== 'GET' && method !== 'POST') return { status: 405 }
    if (action === 'sms/send') return send(params)
    if (action === 'verify/lookup') return lookup(params)
    if (action === 'sms/status') return status(params)
    return { status: 404 }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-kavenegar')
    const params = { ...Object.fromEntries(url.searchParams), ...(await readForm(request)) }
    const match = /^\/v1\/([^/]+)\/(.+)\.json$/.exec(url.pathname)
    const method = request.method ?? 'GET'
    const action = match?.[2] ?? ''
    const key = decodeURIComponent(match?.[1] ?? '')
    requests.push({ method, action, apiKey: key, params })

    const failure = failures.shift()
    if (failure === 'lost-answer') {
      if (match) route(method, action, key, params)
      response.socket?.destroy()
      return
    }
    if (failure === 'no-answer') {
      stalled.add(response)
      return
    }
    if (failure === 'not-json') {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
      return
    }
    const answer =
      failure !== undefined
        ? { status: failure }
        : match
          ? route(method, action, key, params)
          : { status: 404 }
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(
      JSON.stringify({
        return: { status: answer.status, message: MESSAGES[answer.status] ?? 'خطا' },
        entries: answer.entries ?? null,
      }),
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    get credit() {
      return credit
    },
    sent,
    requests,
    setCredit(value) {
      credit = value
    },
    failNext(failure) {
      failures.push(failure)
    },
    deliver(messageid, code = 10) {
      const sms = sent.find((one) => one.messageid === messageid)
      if (!sms) throw new Error(`fake kavenegar: no message ${messageid}`)
      sms.status = code
    },
    async close() {
      for (const response of stalled) response.destroy()
      stalled.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  if (!String(request.headers['content-type']).includes('application/x-www-form-urlencoded')) {
    return {}
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
}

/** Parts a text is billed as: 70 characters (67 when split) in Persian, 160 (153) in Latin. */
function partsOf(text: string): number {
  const characters = [...text]
  const unicode = characters.some((character) => (character.codePointAt(0) ?? 0) > 0x7f)
  const [single, split] = unicode ? [70, 67] : [160, 153]
  return characters.length <= single ? 1 : Math.ceil(characters.length / split)
}
