import { encodeMessage } from '@kheyr/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError, conflict, confirmationRequired, invalid } from '../src/lib/errors.ts'
import { defineRules } from '../src/plugins/precognition.ts'
import { putSetting } from '../src/modules/settings/settings.service.ts'
import { setupTestApp } from './harness.ts'

/** Probe routes that exercise the contract's machinery the way feature routes use it. */
const writes: unknown[] = []
const probeInput = z.object({
  name: z.string().trim().min(1),
  mobile: z.string().min(1),
  age: z.coerce.number().int().min(18),
})

const probes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe/items',
    {
      config: {
        precognition: true,
        rules: defineRules<z.infer<typeof probeInput>>(({ mobile }) =>
          mobile === '09120000000' ? { mobile: [encodeMessage('mobile_taken')] } : undefined,
        ),
      },
      schema: { body: probeInput },
    },
    async (request, reply) => {
      writes.push(request.body)
      return reply.code(201).send({ data: request.body })
    },
  )
  app.post(
    '/api/probe/plain',
    { schema: { body: z.object({ x: z.string() }) } },
    async (request) => {
      writes.push(request.body)
      return { ok: true }
    },
  )
  app.put(
    '/api/probe/items/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number() }),
        body: z.object({ name: z.string().min(1) }),
      },
    },
    async (request) => ({ id: request.params.id, name: request.body.name, method: request.method }),
  )
  app.get('/api/probe/conflict', async () => {
    throw conflict()
  })
  app.get('/api/probe/locked', async () => {
    throw confirmationRequired()
  })
  app.get('/api/probe/crash', async () => {
    throw new Error('secret internals at /srv/app.ts:42')
  })
  app.get('/api/probe/field', async () => {
    throw invalid('amount', 'amount_min', { min: 5000 })
  })
  app.get('/api/probe/teapot', async () => {
    throw new AppError(403, 'forbidden')
  })
  app.get('/api/probe/admin', { config: { permission: 'users.view' } }, async () => ({ ok: true }))
  app.post('/api/probe/session/start', async (request) => {
    await request.startSession(null, { note: 'guest' })
    return { ok: true }
  })
}

const ctx = await setupTestApp({}, [probes])

describe('CSRF', () => {
  it('sets a readable XSRF-TOKEN cookie', async () => {
    const client = ctx.client()
    const res = await client.get('/sanctum/csrf-cookie')
    expect(res.status).toBe(204)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))
    expect(cookie).toBeDefined()
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('answers 419 to a POST without the token, in Persian', async () => {
    const res = await ctx.client().post('/api/probe/plain', { x: 'a' }, { csrf: false })
    expect(res.status).toBe(419)
    expect(res.body.message).toBe(
      'نشست شما منقضی شده است. لطفاً صفحه را تازه کنید و دوباره تلاش کنید.',
    )
  })

  it('answers 419 when the header does not match the cookie', async () => {
    const client = ctx.client()
    await client.get('/sanctum/csrf-cookie')
    const res = await client.post(
      '/api/probe/plain',
      { x: 'a' },
      { csrf: false, headers: { 'x-xsrf-token': 'forged.value' } },
    )
    expect(res.status).toBe(419)
  })

  it('answers 419 to a forged token sent as both cookie and header', async () => {
    const client = ctx.client()
    client.cookies.set('XSRF-TOKEN', 'made-up.signature')
    const res = await client.post(
      '/api/probe/plain',
      { x: 'a' },
      { csrf: false, headers: { 'x-xsrf-token': 'made-up.signature' } },
    )
    expect(res.status).toBe(419)
  })

  it('accepts a matching token and keeps it across refetches', async () => {
    const client = ctx.client()
    await client.get('/sanctum/csrf-cookie')
    const first = client.cookies.get('XSRF-TOKEN')
    await client.get('/sanctum/csrf-cookie')
    expect(client.cookies.get('XSRF-TOKEN')).toBe(first)
    const res = await client.post('/api/probe/plain', { x: 'a' })
    expect(res.status).toBe(200)
  })
})

describe('method override', () => {
  it('turns a form POST with _method=PUT into the PUT route', async () => {
    const res = await ctx
      .client()
      .post('/api/probe/items/7', { _method: 'PUT', name: 'کتاب' }, { form: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 7, name: 'کتاب' })
  })

  it('refuses a POST to a PUT route without _method', async () => {
    const res = await ctx.client().post('/api/probe/items/7', { name: 'x' }, { form: true })
    expect(res.status).toBe(405)
  })

  it('still serves the real PUT', async () => {
    const res = await ctx.client().put('/api/probe/items/3', { name: 'قلم' })
    expect(res.body).toMatchObject({ id: 3, name: 'قلم', method: 'PUT' })
  })
})

describe('errors', () => {
  it('answers 422 with message and field errors in Persian by default', async () => {
    const res = await ctx.client().post('/api/probe/items', { name: '', mobile: '0912', age: 10 })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      name: ['این فیلد نباید خالی باشد.'],
      age: ['مقدار نباید کمتر از ۱۸ باشد.'],
    })
    expect(res.body.message).toBe('این فیلد نباید خالی باشد. (و ۱ خطای دیگر)')
  })

  it('answers in English on Accept-Language: en', async () => {
    const res = await ctx.client('en').post('/api/probe/items', {})
    expect(res.status).toBe(422)
    expect(res.body.errors.name).toEqual(['This field must not be empty.'])
    expect(res.body.message).toBe('This field must not be empty. (and 2 more errors)')
  })

  it('treats a missing body like an empty form', async () => {
    const res = await ctx.client().post('/api/probe/items')
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['age', 'mobile', 'name'])
  })

  it('runs database rules after the schema and reports their field', async () => {
    const res = await ctx
      .client()
      .post('/api/probe/items', { name: 'علی', mobile: '09120000000', age: 30 })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ mobile: ['شمارهٔ موبایل واردشده قبلاً ثبت شده است.'] })
  })

  it('carries message parameters with Persian digits', async () => {
    const res = await ctx.client().get('/api/probe/field')
    expect(res.body.errors.amount).toEqual(['مبلغ باید دست‌کم ۵٬۰۰۰ تومان باشد.'])
  })

  it('answers 400 to malformed JSON', async () => {
    const client = ctx.client()
    await client.get('/sanctum/csrf-cookie')
    const res = await fetch(`${ctx.url}/api/probe/plain`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN')!),
      },
      body: '{"x":',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe('درخواست نامعتبر است.')
  })

  it('answers 401 to a guest on a protected route', async () => {
    const res = await ctx.client().get('/api/probe/admin')
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('لطفاً ابتدا وارد حساب کاربری خود شوید.')
  })

  it('answers 403 to a user without the permission, and 200 with it', async () => {
    const client = ctx.client()
    await ctx.actingAs(client, await ctx.createUser())
    expect((await client.get('/api/probe/admin')).status).toBe(403)
    const admin = ctx.client()
    await ctx.actingAs(admin, await ctx.createUser({}, ['admin']))
    expect((await admin.get('/api/probe/admin')).status).toBe(200)
  })

  it('answers 409 and 423 with translated messages', async () => {
    const c = ctx.client('en')
    expect((await c.get('/api/probe/conflict')).status).toBe(409)
    const locked = await c.get('/api/probe/locked')
    expect(locked.status).toBe(423)
    expect(locked.body.message).toBe('Please confirm your identity again to continue.')
  })

  it('hides the details of a server error', async () => {
    const res = await ctx.client().get('/api/probe/crash')
    expect(res.status).toBe(500)
    expect(res.text).not.toContain('secret internals')
    expect(res.text).not.toContain('.ts')
    expect(res.body.message).toBe('خطایی در سرور رخ داد. لطفاً کمی بعد دوباره تلاش کنید.')
  })

  it('answers unknown API paths with JSON 404', async () => {
    const res = await ctx.client().get('/api/no/such/thing')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/json/)
    expect(res.body.message).toBe('مسیر /api/no/such/thing وجود ندارد.')
  })
})

describe('precognition', () => {
  const precog = (only?: string) => ({
    headers: { precognition: 'true', ...(only ? { 'precognition-validate-only': only } : {}) },
  })

  it('answers 204 with the success headers for valid input and writes nothing', async () => {
    const before = writes.length
    const res = await ctx
      .client()
      .post('/api/probe/items', { name: 'علی', mobile: '0912', age: 20 }, precog())
    expect(res.status).toBe(204)
    expect(res.headers.get('precognition')).toBe('true')
    expect(res.headers.get('precognition-success')).toBe('true')
    expect(res.headers.get('vary')).toMatch(/Precognition/)
    expect(writes.length).toBe(before)
  })

  it('answers 422 with the Precognition header for invalid input', async () => {
    const res = await ctx.client().post('/api/probe/items', { name: '' }, precog())
    expect(res.status).toBe(422)
    expect(res.headers.get('precognition')).toBe('true')
    expect(Object.keys(res.body.errors).sort()).toEqual(['age', 'mobile', 'name'])
  })

  it('validates only the named fields', async () => {
    const ok = await ctx.client().post('/api/probe/items', { name: 'علی' }, precog('name'))
    expect(ok.status).toBe(204)
    const bad = await ctx
      .client()
      .post('/api/probe/items', { name: '', age: 3 }, precog('name,mobile'))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['mobile', 'name'])
  })

  it('runs database rules for a named field even when other fields are still empty', async () => {
    const res = await ctx
      .client()
      .post('/api/probe/items', { mobile: '09120000000' }, precog('mobile'))
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ mobile: ['شمارهٔ موبایل واردشده قبلاً ثبت شده است.'] })
  })

  it('never runs a route that has not opted in', async () => {
    const before = writes.length
    const res = await ctx.client().post('/api/probe/plain', { x: 'a' }, precog())
    expect(res.status).toBe(400)
    expect(res.headers.get('precognition')).toBeNull()
    expect(writes.length).toBe(before)
  })

  it('marks the route responses with Vary: Precognition', async () => {
    const res = await ctx.client().post('/api/probe/items', { name: 'a', mobile: 'b', age: 30 })
    expect(res.status).toBe(201)
    expect(res.headers.get('vary')).toMatch(/Precognition/)
  })
})

describe('props', () => {
  const FIELDS = [
    'PaymentMethods',
    'charityTypes',
    'subscriptionTypes',
    'CrownTypes',
    'defaultGateway',
    'islamic',
    'notifications',
    'NeshanMap',
    'Banner',
    'defaultImage',
    'logo',
    'social',
    'contact_us',
    'app',
  ]
  /** Ours beside the spec's: the charity's licence and trust badges, and charity categories. */
  const OURS = ['trust', 'charityCategories']

  it('answers the spec fourteen fields (and ours) with an ETag', async () => {
    const res = await ctx.client().get('/api/props')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual([...FIELDS, ...OURS].sort())
    expect(res.headers.get('etag')).toMatch(/^".+"$/)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const client = ctx.client()
    const first = await client.get('/api/props')
    const again = await client.get('/api/props', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('changes its ETag when a setting changes', async () => {
    const before = await ctx.client().get('/api/props')
    await putSetting(ctx.db, 'social', 'links', { telegram: 'https://t.me/changed' })
    ctx.app.settings.invalidate()
    const after = await ctx.client().get('/api/props')
    expect(after.body.social).toEqual({ telegram: 'https://t.me/changed' })
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
  })
})

describe('identity and sessions', () => {
  it('answers 401 to a guest asking for the user', async () => {
    expect((await ctx.client().get('/api/user')).status).toBe(401)
  })

  it('answers the signed-in user with roles, permissions and panel access', async () => {
    const client = ctx.client()
    const user = await ctx.createUser({ firstName: 'زهرا', lastName: 'کریمی' }, ['accountant'])
    await ctx.actingAs(client, user)
    const res = await client.get('/api/user')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: user.id,
      name: 'زهرا کریمی',
      mobile: user.mobile,
      roles: ['accountant'],
      panel_access: true,
      two_factor: 'disabled',
      impersonator: null,
    })
    expect(res.body.permissions).toContain('transactions.export')
  })

  it('gives a user without permissions no panel access', async () => {
    const client = ctx.client()
    await ctx.actingAs(client, await ctx.createUser())
    const res = await client.get('/api/user')
    expect(res.body.panel_access).toBe(false)
    expect(res.body.permissions).toEqual([])
  })

  it('ends the session on logout', async () => {
    const client = ctx.client()
    await ctx.actingAs(client, await ctx.createUser())
    expect((await client.get('/api/user')).status).toBe(200)
    const session = client.cookies.get('kheyr_session')
    expect((await client.post('/api/logout')).status).toBe(204)
    expect(client.cookies.get('kheyr_session')).toBeUndefined()
    // Even the old cookie no longer opens the account.
    client.cookies.set('kheyr_session', session!)
    expect((await client.get('/api/user')).status).toBe(401)
  })

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const res = await ctx.client().post('/api/probe/session/start')
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kheyr_session='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('never clears the cookie for a stale session: a request racing a sign-in keeps the new one', async () => {
    const client = ctx.client()
    await client.post('/api/probe/session/start')
    const old = client.cookies.get('kheyr_session')!
    await client.post('/api/probe/session/start')
    // A request that left with the old cookie (say, an asset the service worker fetched) comes back.
    for (const path of ['/api/user', '/assets/app-abc123.js']) {
      const res = await fetch(`${ctx.url}${path}`, { headers: { cookie: `kheyr_session=${old}` } })
      expect(res.headers.getSetCookie().some((c) => c.startsWith('kheyr_session='))).toBe(false)
    }
  })

  it('rotates the session id when a new session starts', async () => {
    const client = ctx.client()
    await client.post('/api/probe/session/start')
    const first = client.cookies.get('kheyr_session')
    await client.post('/api/probe/session/start')
    const second = client.cookies.get('kheyr_session')
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
  })
})

describe('site', () => {
  it('answers the build id at /latest.json', async () => {
    const res = await ctx.client().get('/latest.json?timestamp=123')
    expect(res.body).toEqual({ id: 'test-build', timestamp: 1 })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('serves the web app for any other path and caches hashed assets', async () => {
    const page = await ctx.client().get('/charity/create/sadaqa')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div id="root">')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const asset = await ctx.client().get('/assets/app-abc123.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await ctx.client().get('/assets/missing.js')).status).toBe(404)
  })

  it('sends security headers', async () => {
    const res = await ctx.client().get('/')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('serves OpenAPI docs', async () => {
    const ui = await ctx.client().get('/api/docs')
    expect([200, 302]).toContain(ui.status)
    const spec = await ctx.client().get('/api/docs/json')
    expect(spec.body.openapi).toMatch(/^3/)
    expect(spec.body.paths['/api/props']).toBeDefined()
    expect(spec.body.paths['/api/user']).toBeDefined()
  })

  it('reports health with the database kind', async () => {
    const res = await ctx.client().get('/api/health')
    expect(res.body.status).toBe('ok')
  })
})

describe('rate limit', async () => {
  const limited = await setupTestApp({ RATE_LIMIT_MAX: '3' })

  it('answers 429 with Retry-After past the global limit', async () => {
    const client = limited.client()
    for (let i = 0; i < 3; i++) expect((await client.get('/api/props')).status).toBe(200)
    const res = await client.get('/api/props')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(res.body.message).toMatch(/^تعداد درخواست‌ها بیش از حد مجاز است/)
  })
})
