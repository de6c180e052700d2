import { describe, expect, it } from 'vitest'
import { registeredRoutes, setupTestApp, type Route, type TestClient } from '../harness.ts'

/**
 * Issue 9, findings 4 and 6: text PostgreSQL cannot store (a NUL byte, a lone surrogate) in a
 * path, a query or a JSON string, and a malformed multipart body, answered 500. They are bad
 * input: 400 or 422 with a translated message, on every route the router holds.
 */
const ctx = await setupTestApp({}, [], { workers: false })

const BAD_PATH = 'نشانی درخواست نویسه‌های نامعتبر دارد.'
const BAD_FIELD = 'این متن نویسه‌های نامعتبر دارد.'

const routes = registeredRoutes(ctx.app)
const key = (r: Route) => `${r.method} ${r.url}`
const withParams = (url: string, value: string) =>
  (url.startsWith('/') ? url : `/${url}`).replace(/:\w+/g, value).replace(/\*$/, value)
/** The API answers with its own status; other paths (pages, files) only must not fail. */
const api = (r: Route) => r.url.startsWith('/api/')

/** Field names the app's forms use, each given the bad text. */
const FIELDS = [
  'name',
  'title',
  'slug',
  'mobile',
  'code',
  'password',
  'first_name',
  'last_name',
  'email',
  'body',
  'text',
  'reply',
  'subject',
  'link',
  'content',
  'description',
  'search',
]
const badBody = (bad: string) => ({
  ...Object.fromEntries(FIELDS.map((f) => [f, `x${bad}y`])),
  nested: { list: [`a${bad}`], [`k${bad}`]: 1 },
})

async function root() {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, ['super-admin']))
  return client
}

const send = (client: TestClient, route: Route, path: string, bad: string) =>
  client.request(route.method, path, route.method === 'GET' ? undefined : badBody(bad))

// A URL cannot carry a lone surrogate (its UTF-8 bytes decode to U+FFFD, which is fine text);
// a JSON string can, as `\ud800`.
describe.each([
  ['a NUL byte', '\u0000', '%00', true],
  ['a lone surrogate', '\uD800', '%ED%A0%80', false],
])('%s', (_label, bad, encoded, inQuery) => {
  it('in a path parameter: 400 with a translated message on every route that has one', async () => {
    const client = await root()
    const withParam = routes.filter((r) => /[:*]/.test(r.url))
    expect(withParam.length).toBeGreaterThan(60)
    for (const route of withParam) {
      const res = await client.request(
        route.method,
        withParams(route.url, `S${encoded}`),
        route.method === 'GET' ? undefined : {},
      )
      expect(res.status, key(route)).toBeLessThan(500)
      if (api(route)) expect([400, 415], key(route)).toContain(res.status)
      if (res.status === 400 && bad === '\u0000')
        expect(res.body.message, key(route)).toBe(BAD_PATH)
    }
  })

  it('in the query and the JSON body: 422 on the field, on every route', async () => {
    const client = await root()
    expect(routes.length).toBeGreaterThan(150)
    const query = `?search=${encoded}&filter[name]=${encoded}&page=1&per_page=${encoded}&q=${encoded}`
    for (const route of routes) {
      const res = await send(client, route, withParams(route.url, '999999') + query, bad)
      expect(res.status, key(route)).toBeLessThan(500)
      if (!api(route) || (route.method === 'GET' && !inQuery)) continue
      // Multipart-only routes refuse a JSON body before reading it.
      expect([400, 415, 422], key(route)).toContain(res.status)
      if (res.status === 422)
        expect(res.body.errors[inQuery ? 'search' : 'title'], key(route)).toEqual([BAD_FIELD])
    }
  })

  it('from a guest, on the public routes', async () => {
    const guest = ctx.client()
    for (const route of routes.filter((r) => !r.url.startsWith('/api/dashboard'))) {
      const res = await send(guest, route, withParams(route.url, `S${encoded}`), bad)
      expect(res.status, key(route)).toBeLessThan(500)
      const json = await send(guest, route, withParams(route.url, '1') + `?q=${encoded}`, bad)
      expect(json.status, key(route)).toBeLessThan(500)
    }
  })
})

describe('the findings as reported', () => {
  it('answers the public static page and sandbox paths with 400 in Persian and English', async () => {
    const guest = ctx.client()
    for (const path of ['/api/static-pages/%00', '/api/payments/sandbox/S%00']) {
      const res = await guest.get(path)
      expect(res.status, path).toBe(400)
      expect(res.body.message).toBe(BAD_PATH)
    }
    const english = await ctx.client('en').get('/api/static-pages/%00')
    expect(english.body.message).toBe('The address contains characters that are not allowed.')
  })

  it('refuses a NUL in a form field with the field’s message and saves nothing', async () => {
    const client = await root()
    const before = (await client.get('/api/dashboard/sliders')).body.meta.total
    const res = await client.post('/api/dashboard/roles', {
      name: 'nul-role',
      title: 'نقش\u0000',
      permissions: [],
    })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ message: BAD_FIELD, errors: { title: [BAD_FIELD] } })
    expect((await client.get('/api/dashboard/roles?search=nul-role')).body.data).toEqual([])
    expect((await client.get('/api/dashboard/sliders')).body.meta.total).toBe(before)
  })
})

describe('a malformed multipart body', () => {
  const garbage = [
    // A boundary that never comes.
    '--not-the-boundary\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue',
    // A part without headers, cut short.
    '--b0undary\r\n\r\n--b0undary',
    // Headers that never end.
    '--b0undary\r\nContent-Disposition: form-data; name="body"',
  ]

  async function postRaw(client: TestClient, path: string, body: string, type: string) {
    await client.get('/sanctum/csrf-cookie')
    const res = await fetch(ctx.url + path, {
      method: 'POST',
      headers: {
        'content-type': type,
        'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'accept-language': 'fa',
      },
      body,
    })
    return { status: res.status, body: (await res.json()) as { message: string } }
  }

  it('answers 400 with a translated message on the routes that take files', async () => {
    const client = await root()
    const multipartRoutes = ['/api/contact-us', '/api/dashboard/media', '/api/user/profile']
    for (const path of multipartRoutes) {
      for (const body of garbage) {
        const res = await postRaw(client, path, body, 'multipart/form-data; boundary=b0undary')
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
        expect(res.body.message).toBe('درخواست نامعتبر است.')
      }
      const noBoundary = await postRaw(client, path, 'x', 'multipart/form-data')
      expect(noBoundary.status, path).toBe(400)
    }
  })
})
