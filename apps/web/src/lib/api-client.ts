import { decodeMessage, interpolate } from '@kheyr/contracts/message-codec'
import { reportAnswered, reportUnreachable } from './connection.ts'
import { currentLang, i18n } from './i18n.ts'
import { copyTurn, keepCopy, readCopy, savedCopyOf, setCopiesOwner } from './saved-copies.ts'

export const API_BASE = '/api'
export const CSRF_ENDPOINT = '/sanctum/csrf-cookie'
export const USER_ENDPOINT = '/user'
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type FieldErrors = Record<string, string[]>

/** A failed call: the HTTP status (0 when the network failed), the server's message and fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly headers: Headers | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The server's message of a failed call, or `fallback` when it had none (a network failure). */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined | string[]>
  headers?: Record<string, string>
  signal?: AbortSignal
}

type Hooks = {
  onUnauthenticated: () => void
  /** A 423: ask the person to confirm who they are; resolves true when they did. */
  onConfirmationRequired: () => Promise<boolean>
  /** How a call goes out: the browser's `fetch`; the server render answers calls in-process. */
  fetch: (url: string, init: RequestInit) => Promise<Response>
}
const hooks: Hooks = {
  onUnauthenticated: () => {},
  onConfirmationRequired: async () => false,
  fetch: (url, init) => fetch(url, init),
}

/** The app wires what a 401 does (clear the identity) once at start. */
export function configureApiClient(next: Partial<Hooks>) {
  Object.assign(hooks, next)
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v))
    else params.set(key, String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

async function send(
  path: string,
  options: RequestOptions,
  extraHeaders: Record<string, string> = {},
) {
  let method = options.method ?? 'GET'
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLang(),
    ...options.headers,
    ...extraHeaders,
  }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
    // Browsers cannot send files with PUT forms: POST with `_method` (spec, section 7).
    if (method === 'PUT' || method === 'PATCH') {
      const form = new FormData()
      for (const [key, value] of options.body) form.append(key, value)
      form.append('_method', method)
      body = form
      method = 'POST'
    }
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  if (MUTATING.has(method)) {
    await hooks.fetch(CSRF_ENDPOINT, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    const token = readCookie('XSRF-TOKEN')
    if (token) headers['X-XSRF-TOKEN'] = token
  }
  return hooks.fetch(API_BASE + path + buildQuery(options.query), {
    method,
    headers,
    body,
    credentials: 'include',
    redirect: 'manual',
    signal: options.signal,
  })
}

async function parse(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * One call to the API, with the spec's client rules (section 7). A sensitive action answered
 * with 423 asks the person to confirm their password or a code, then runs once more.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await attempt<T>(path, options)
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 423 &&
      (await hooks.onConfirmationRequired())
    ) {
      return attempt<T>(path, options)
    }
    throw error
  }
}

async function attempt<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET'
  const copy = method === 'GET' ? savedCopyOf(path, buildQuery(options.query), currentLang()) : null
  const turn = copyTurn()
  let response: Response
  try {
    response = await send(path, options)
    if (method === 'GET' && RETRY_STATUSES.has(response.status))
      response = await send(path, options)
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    if (method !== 'GET') return unreachable()
    try {
      response = await send(path, options)
    } catch {
      // No network: a read kept from an earlier answer shows (the page says it is a copy).
      reportUnreachable()
      const saved = copy ? await readCopy(copy) : undefined
      return saved === undefined ? unreachable() : (saved as T)
    }
  }
  reportAnswered()
  const data = await parse(response)
  if (path === USER_ENDPOINT) learnIdentity(response.status, data)
  if (response.ok || response.status === 304) {
    // The identity answer opens its own turn (it may have just changed the person).
    if (copy && response.status === 200)
      keepCopy(copy, data, path === USER_ENDPOINT ? copyTurn() : turn)
    return data as T
  }
  const payload = (data ?? {}) as { message?: string; errors?: FieldErrors }
  if (response.status === 401 && path !== USER_ENDPOINT) hooks.onUnauthenticated()
  throw new ApiError(
    response.status,
    payload.message ?? i18n.t('common:errors.unexpected'),
    payload.errors ?? {},
    response.headers,
  )
}

/** No answer at all: the connection is gone (or our server cannot be reached). */
function unreachable(): never {
  reportUnreachable()
  throw new ApiError(0, i18n.t('common:errors.offline'))
}

/** The server said who is signed in: the copies kept for anyone else go. */
function learnIdentity(status: number, data: unknown) {
  if (status === 200) setCopiesOwner((data as { id: number }).id)
  else if (status === 401 || status === 419) setCopiesOwner(null)
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
}

export const PRECOGNITION_MISSING =
  'Did not receive a Precognition response. Ensure you have the Precognition middleware in place for the route.'

/**
 * Live validation (Laravel Precognition): asks the server to validate without acting. Resolves
 * with the field errors (empty when valid); GET and DELETE send the data as a query.
 */
export async function precognitiveValidate(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  data: Record<string, unknown>,
  only?: string[],
): Promise<FieldErrors> {
  const headers: Record<string, string> = { Precognition: 'true' }
  if (only?.length) headers['Precognition-Validate-Only'] = only.join(',')
  const asQuery = method === 'GET' || method === 'DELETE'
  const response = await send(
    path,
    {
      method,
      ...(asQuery ? { query: data as RequestOptions['query'] } : { body: data }),
    },
    headers,
  )
  if (response.headers.get('precognition') !== 'true') throw new ApiError(400, PRECOGNITION_MISSING)
  if (response.status === 204) return {}
  const payload = (await parse(response)) as { message?: string; errors?: FieldErrors } | undefined
  if (response.status === 422) return payload?.errors ?? {}
  throw new ApiError(response.status, payload?.message ?? i18n.t('common:errors.unexpected'))
}

/**
 * Translates a message the client produced from a shared zod schema (react-hook-form), from the
 * `validation` namespace, which loads with the form's first check (`useApiForm`); an unknown key
 * is shown as it is.
 */
export function translateValidation(message: string | undefined): string {
  if (!message) return ''
  const lang = currentLang()
  const { key, params } = decodeMessage(message)
  const template: unknown = i18n.getResource(lang, 'validation', key)
  return typeof template === 'string' ? interpolate(template, params, lang) : message
}

/** The keys of the messages that say a field was left empty (`required`, `gender_required`…). */
const REQUIRED_KEY = /^(?:.+_)?required$/

/**
 * Whether a field's message says it was left empty: the key a shared schema gives, or the words
 * a server's 422 gives for one of those keys in the page's language.
 */
export function isRequiredMessage(message: string | undefined): boolean {
  if (!message) return false
  if (REQUIRED_KEY.test(decodeMessage(message).key)) return true
  const texts = (i18n.getResourceBundle(currentLang(), 'validation') ?? {}) as Record<
    string,
    unknown
  >
  return Object.entries(texts).some(([key, text]) => text === message && REQUIRED_KEY.test(key))
}
