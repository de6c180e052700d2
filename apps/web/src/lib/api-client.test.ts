import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  api,
  ApiError,
  configureApiClient,
  precognitiveValidate,
  PRECOGNITION_MISSING,
} from './api-client.ts'

type Call = { url: string; init: RequestInit }
let calls: Call[]
let responses: ((call: Call) => Response)[]

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

beforeEach(() => {
  calls = []
  responses = []
  vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%2E123' })
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { url, init }
    calls.push(call)
    if (url === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
    const next = responses.shift()
    if (!next) throw new Error(`unexpected call ${url}`)
    return next(call)
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('api client', () => {
  it('sends credentials, JSON accept and the language', async () => {
    responses.push(() => json(200, { ok: true }))
    await api.get('/props')
    const { url, init } = calls[0]!
    expect(url).toBe('/api/props')
    expect(init.credentials).toBe('include')
    expect(init.redirect).toBe('manual')
    expect((init.headers as Record<string, string>).Accept).toBe('application/json')
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('fa')
  })

  it('fetches the CSRF cookie before a mutation and echoes it', async () => {
    responses.push(() => json(201, { id: 1 }))
    await api.post('/things', { a: 1 })
    expect(calls.map((c) => c.url)).toEqual(['/sanctum/csrf-cookie', '/api/things'])
    expect((calls[1]!.init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc.123')
  })

  it('retries a GET once on 503, never twice', async () => {
    responses.push(
      () => json(503, { message: 'down' }),
      () => json(503, { message: 'still down' }),
    )
    await expect(api.get('/props')).rejects.toMatchObject({ status: 503, message: 'still down' })
    expect(calls).toHaveLength(2)
  })

  it('does not retry a GET on 404 or a POST on 503', async () => {
    responses.push(() => json(404, { message: 'nope' }))
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError)
    expect(calls).toHaveLength(1)
    responses.push(() => json(503, { message: 'down' }))
    await expect(api.post('/x', {})).rejects.toMatchObject({ status: 503 })
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2)
  })

  it('posts form data with _method for a PUT', async () => {
    responses.push(() => json(200, {}))
    const form = new FormData()
    form.append('title', 'x')
    await api.put('/items/1', form)
    const call = calls.find((c) => c.url === '/api/items/1')!
    expect(call.init.method).toBe('POST')
    expect((call.init.body as FormData).get('_method')).toBe('PUT')
  })

  it('keeps field errors of a 422', async () => {
    responses.push(() =>
      json(422, { message: 'bad', errors: { mobile: ['شمارهٔ موبایل معتبر نیست.'] } }),
    )
    const error = await api.post('/x', {}).catch((e: ApiError) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).errors.mobile).toEqual(['شمارهٔ موبایل معتبر نیست.'])
  })

  it('clears the identity on a 401, except for the identity call itself', async () => {
    const onUnauthenticated = vi.fn()
    configureApiClient({ onUnauthenticated })
    responses.push(
      () => json(401, { message: 'no' }),
      () => json(401, { message: 'no' }),
    )
    await api.get('/user').catch(() => {})
    expect(onUnauthenticated).not.toHaveBeenCalled()
    await api.get('/charities').catch(() => {})
    expect(onUnauthenticated).toHaveBeenCalledOnce()
  })

  it('reports no internet when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(api.get('/props')).rejects.toMatchObject({ status: 0 })
  })
})

describe('precognition', () => {
  it('sends the headers and reads 204 as valid', async () => {
    responses.push(
      () =>
        new Response(null, {
          status: 204,
          headers: { precognition: 'true', 'precognition-success': 'true' },
        }),
    )
    expect(
      await precognitiveValidate('POST', '/charities', { amount: 1 }, ['amount', 'type']),
    ).toEqual({})
    const headers = calls[1]!.init.headers as Record<string, string>
    expect(headers.Precognition).toBe('true')
    expect(headers['Precognition-Validate-Only']).toBe('amount,type')
  })

  it('returns the field errors of a 422', async () => {
    responses.push(() =>
      json(422, { message: 'x', errors: { amount: ['کم است'] } }, { precognition: 'true' }),
    )
    expect(await precognitiveValidate('POST', '/charities', {})).toEqual({ amount: ['کم است'] })
  })

  it('fails with 400 when the server did not answer precognitively', async () => {
    responses.push(() => json(200, {}))
    await expect(precognitiveValidate('POST', '/charities', {})).rejects.toMatchObject({
      status: 400,
      message: PRECOGNITION_MISSING,
    })
  })
})
