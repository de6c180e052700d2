import { errorMessage, type Lang } from '@kheyr/contracts'
import type { PaymentRedirect } from '@kheyr/contracts/payments'
import type { PostedForm } from '@kheyr/contracts/server-render'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { escapeHtml } from '../lib/html.ts'
import { XSRF_COOKIE } from './csrf.ts'
import { pageLang } from './web-render.ts'

/**
 * Where a plain form's post leads: a page of the site or the bank (a visit), or a bank's form; or
 * the same page again with `page` as the form's values (200), for a step the form takes on the
 * server before it is sent to be done (a point chosen on the map without script, decision 038).
 */
export type FormOutcome =
  { redirect: string } | { bank: PaymentRedirect } | { page: Record<string, string> }

/**
 * The JSON API refused what a form posted: the page comes back with `message` and a message per
 * field, answered with `status` (422 for invalid values).
 */
export class FormRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** A plain form's post, and how to act on it as the visitor. */
export type FormSubmission = {
  request: FastifyRequest
  /** The page path's parameters (`/charity/create/:slug` → `slug`). */
  params: Record<string, string>
  /** What the form posted, each field's last value (the token left out). */
  fields: Record<string, string>
  /**
   * Calls the JSON API as the visitor (their cookies, address and language, and the token
   * their form posted): the same route, schema, rules and messages as the page's script uses.
   * A refusal is thrown as `FormRejected`.
   */
  call: <T>(method: 'POST' | 'PUT', url: string, body?: unknown) => Promise<T>
  /** Starts paying a bill at the gateway the form chose, and leads there. */
  pay: (bill: { id: number; token?: string | null }) => Promise<FormOutcome>
}

/**
 * The amount a giving form posted: the one typed, else the suggested amount chosen (radio
 * buttons named `suggested` beside the typed `amount`, apps/web's `AmountField`).
 */
export const postedAmount = (fields: Record<string, string>) =>
  fields.amount?.trim() || fields.suggested || ''

export type FormPageHandler = (form: FormSubmission) => Promise<FormOutcome>

/**
 * A page's form that pays a bill it shows (the web's `PayWithGateway` given the bill: pay again
 * after a canceled payment): the bill and its token as the page had them, and the gateway.
 */
export const payBillForm: FormPageHandler = (form) => {
  const id = Number(form.fields.bill)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new FormRejected(404, errorMessage('not_found', pageLang(form.request)))
  return form.pay({ id, token: form.fields.bill_token || null })
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Takes the plain HTML form of the page at `pattern` (`/charity/create/:slug`), posted to the
     * page's own path before the page's script has taken the form over, or without script:
     * `handler` acts on it through the JSON API and says where to go; a refusal sends the page
     * back with the values kept and the messages (see `registerFormPages`).
     */
    formPage: (pattern: string, handler: FormPageHandler) => void
    formPageHandlers: ReadonlyArray<{ pattern: string; handler: FormPageHandler }>
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The registry of form pages; registered before the feature modules that fill it. */
export const formPages = fp(
  async (app) => {
    const handlers: Array<{ pattern: string; handler: FormPageHandler }> = []
    app.decorate('formPage', (pattern: string, handler: FormPageHandler) => {
      handlers.push({ pattern, handler })
    })
    app.decorate('formPageHandlers', handlers)
  },
  { name: 'form-pages' },
)

type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  form: { posted: PostedForm | null; status?: number },
) => Promise<unknown>

/**
 * A POST route at each form page's path. Valid, the handler's outcome: 303 to where it leads, the
 * bank's form for a bank that takes a post, or the page again with the values of a step. Refused, the page rendered again with the values
 * kept and each message under its field (422, or the API's status: 409, 429…); a missing or
 * wrong token, 419 with the page and its message. The cookies the API set on the way (a guest's
 * session) reach the browser either way.
 */
export function registerFormPages(app: FastifyInstance, sendPage: SendPage) {
  for (const { pattern, handler } of app.formPageHandlers) {
    app.post(
      pattern,
      // The token comes in the body; checked here, so a bad one still gets the page back.
      { config: { csrf: false }, schema: { hide: true } },
      async (request, reply) => {
        const lang = pageLang(request)
        const { _token: token, ...fields } = formFields(request.body)
        const posted = (
          errors: Record<string, string>,
          message: string | null,
          values = fields,
        ): PostedForm => ({
          action: request.url.split('?')[0] ?? '/',
          values: withoutSecrets(values),
          errors,
          message,
        })
        if (!app.csrfMatches(request, token)) {
          const message = errorMessage('csrf_mismatch', lang)
          return sendPage(request, reply, { posted: posted({}, message), status: 419 })
        }
        const cookies = new CookieJar(request.headers.cookie)
        const submission: FormSubmission = {
          request,
          params: request.params as Record<string, string>,
          fields,
          call: (method, url, body) => callApi(app, request, lang, cookies, method, url, body),
          pay: async (bill) => {
            const { data } = await submission.call<{ data: { redirect: PaymentRedirect } }>(
              'POST',
              `/api/bills/${bill.id}/pay`,
              { gateway: fields.gateway ?? '', token: bill.token ?? null },
            )
            return data.redirect.method === 'GET'
              ? { redirect: data.redirect.url }
              : { bank: data.redirect }
          },
        }
        try {
          const outcome = await handler(submission)
          cookies.forward(reply)
          if ('redirect' in outcome) return reply.redirect(outcome.redirect, 303)
          if ('page' in outcome)
            return sendPage(request, reply, { posted: posted({}, null, outcome.page), status: 200 })
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
          return bankForm(outcome.bank, lang)
        } catch (err) {
          if (!(err instanceof FormRejected)) throw err
          cookies.forward(reply)
          const message = Object.keys(err.errors).length ? null : err.message
          return sendPage(request, reply, {
            posted: posted(err.errors, message),
            status: err.status,
          })
        }
      },
    )
  }

  // A bank that takes a post: the form above goes there on its own where script runs.
  app.get('/bank-form.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8')
    return 'document.forms[0].submit()\n'
  })
}

/** What is posted back into the page: never a password (it would stand in the HTML). */
const withoutSecrets = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !name.includes('password')))

/** A urlencoded body's fields as strings: the last of a repeated name, nothing but text. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!body || typeof body !== 'object') return fields
  for (const [name, value] of Object.entries(body)) {
    const last: unknown = Array.isArray(value) ? value.at(-1) : value
    if (typeof last === 'string') fields[name] = last
  }
  return fields
}

/** The visitor's cookies, with those the API set on the way (one call's session for the next). */
class CookieJar {
  private readonly sent = new Map<string, string>()
  private readonly set: string[] = []

  constructor(header: string | undefined) {
    for (const part of (header ?? '').split(';')) {
      const at = part.indexOf('=')
      if (at > 0) this.sent.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
    }
  }

  header() {
    return [...this.sent].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string) {
    return this.sent.get(name)
  }

  take(setCookie: string | string[] | undefined) {
    for (const cookie of [setCookie ?? []].flat()) {
      this.set.push(cookie)
      const pair = cookie.split(';')[0] ?? ''
      const at = pair.indexOf('=')
      if (at > 0) this.sent.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
  }

  forward(reply: FastifyReply) {
    for (const cookie of this.set) reply.header('set-cookie', cookie)
  }
}

async function callApi<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  lang: Lang,
  cookies: CookieJar,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': lang,
    'content-type': 'application/json',
    cookie: cookies.header(),
    'x-xsrf-token': cookies.get(XSRF_COOKIE) ?? '',
  }
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent']
  const res = await app.inject({
    method,
    url,
    headers,
    payload: JSON.stringify(body ?? {}),
    remoteAddress: request.ip,
  })
  cookies.take(res.headers['set-cookie'])
  let answer: { message?: string; errors?: Record<string, string[]> } = {}
  try {
    answer = res.json()
  } catch {
    // No JSON (a 204): nothing to read.
  }
  if (res.statusCode < 400) return answer as T
  const errors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(answer.errors ?? {}))
    if (messages[0]) errors[field] = messages[0]
  throw new FormRejected(
    res.statusCode,
    answer.message ?? errorMessage('server_error', lang),
    errors,
  )
}

const BANK_TEXTS: Record<Lang, { title: string; note: string; button: string }> = {
  fa: {
    title: 'رفتن به درگاه بانک',
    note: 'برای پرداخت به صفحهٔ بانک می‌روید.',
    button: 'رفتن به درگاه بانک',
  },
  en: {
    title: 'Going to the bank',
    note: 'You are going to the bank’s payment page.',
    button: 'Go to the bank',
  },
}

/** A page that posts the bank's fields to the bank: on its own with script, by its button without. */
function bankForm(redirect: PaymentRedirect, lang: Lang) {
  const texts = BANK_TEXTS[lang]
  const inputs = Object.entries(redirect.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'fa' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${texts.title}</title></head>
<body style="font-family: Vazirmatn, Tahoma, sans-serif; text-align: center; padding: 3rem 1rem">
<form method="post" action="${escapeHtml(redirect.url)}">${inputs}
<p>${texts.note}</p>
<button type="submit" style="font: inherit; font-size: 1.1rem; padding: .75rem 2rem">${texts.button}</button>
</form>
<script src="/bank-form.js"></script>
</body>
</html>
`
}
