import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { afterAll, inject } from 'vitest'
import { buildApp, type App } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openDatabase, type Database, type Db, type QueryObserver } from '../src/db/client.ts'
import {
  assignRoleByName,
  insertSession,
  insertUser,
  type UserRow,
} from '../src/modules/users/users.service.ts'
import { SESSION_COOKIE } from '../src/plugins/session.ts'
import { unseal } from '../src/modules/sms/sms.seal.ts'
import { smsMessages } from '../src/modules/sms/sms.tables.ts'
import { desc, eq, inArray } from 'drizzle-orm'
import { permissions, rolePermissions, roles } from '../src/modules/users/users.tables.ts'
import { databaseUrl, freshDbName, withAdmin } from './template-db.ts'

export const fixtureWebDist = path.join(import.meta.dirname, 'fixtures/web-dist')

export type TestResponse<T = any> = {
  status: number
  headers: Headers
  body: T
  text: string
}

type RequestOptions = {
  headers?: Record<string, string>
  /** Skip fetching and sending the CSRF token (to test the 419). */
  csrf?: boolean
  /** Send the body as application/x-www-form-urlencoded. */
  form?: boolean
}

/** A browser-like client over real HTTP: keeps cookies and sends the CSRF token as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>()

  constructor(
    readonly baseUrl: string,
    public lang: 'fa' | 'en' = 'fa',
  ) {}

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options)
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, body, options)
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, body, options)
  }
  patch(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, body, options)
  }
  delete(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('DELETE', path, body, options)
  }

  /** Posts multipart form data the way a browser does (CSRF cookie first). */
  async postForm<T = any>(path: string, form: FormData): Promise<TestResponse<T>> {
    await this.request('GET', '/sanctum/csrf-cookie')
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      body: form,
      headers: {
        accept: 'application/json',
        'accept-language': this.lang,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
    const text = await res.text()
    const parsed =
      res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text
    return { status: res.status, headers: res.headers, body: parsed as T, text }
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const mutating = method !== 'GET' && method !== 'HEAD'
    if (mutating && options.csrf !== false) await this.request('GET', '/sanctum/csrf-cookie')
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.lang,
      ...options.headers,
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (mutating && xsrf && options.csrf !== false)
      headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let payload: string | undefined
    if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        payload = new URLSearchParams(body as Record<string, string>).toString()
      } else {
        headers['content-type'] = 'application/json'
        payload = JSON.stringify(body)
      }
    }
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    })
    for (const line of res.headers.getSetCookie()) this.storeCookie(line)
    const text = await res.text()
    let parsed: unknown = text
    if (res.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text)
    return { status: res.status, headers: res.headers, body: parsed as T, text }
  }

  private storeCookie(line: string) {
    const [pair, ...attributes] = line.split(';')
    const eq = pair!.indexOf('=')
    const name = pair!.slice(0, eq).trim()
    const value = pair!.slice(eq + 1).trim()
    const expired = attributes.some((a) => {
      const [k, v] = a.trim().split('=')
      if (k?.toLowerCase() === 'max-age') return Number(v) <= 0
      if (k?.toLowerCase() === 'expires') return new Date(v ?? '').getTime() < Date.now()
      return false
    })
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

export type TestContext = {
  app: App
  db: Db
  database: Database
  config: Config
  url: string
  client: (lang?: 'fa' | 'en') => TestClient
  /** A user with the given roles, signed in on the client (like Laravel's actingAs). */
  actingAs: (client: TestClient, user: UserRow) => Promise<void>
  createUser: (values?: Partial<UserRow>, roles?: string[]) => Promise<UserRow>
  /** A new role holding exactly these permissions; returns its name (for `createUser`). */
  createRole: (permissions: readonly string[]) => Promise<string>
  /** The newest text queued to `mobile` (the outbox), and the code in it if any. */
  lastSms: (mobile: string) => Promise<{ text: string; code: string | null; status: string } | null>
  /** Polls until `check` returns a truthy value (jobs run in the background). */
  waitFor: <T>(check: () => Promise<T | null | undefined | false>, timeoutMs?: number) => Promise<T>
}

/** A user in `db` (a fresh mobile unless given), holding these roles. */
export async function createUserIn(
  db: Db,
  values: Partial<UserRow> = {},
  roleNames: string[] = [],
): Promise<UserRow> {
  const user = await insertUser(db, {
    mobile: uniqueMobile(),
    firstName: 'کاربر',
    lastName: 'آزمایشی',
    ...values,
  })
  for (const role of roleNames) await assignRoleByName(db, user.id, role)
  return user
}

/** Signs `client` in as `user` on the app that uses `db` (a session row and its cookie). */
export async function signIn(db: Db, client: TestClient, user: UserRow) {
  const token = randomBytes(32).toString('base64url')
  await insertSession(db, {
    id: createHash('sha256').update(token).digest('hex'),
    userId: user.id,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    data: {},
  })
  client.cookies.set(SESSION_COOKIE, token)
}

/**
 * A second app on the test's PostgreSQL database, with its own connections and caches, listening
 * on a free port: what another server instance sees of a change made through `ctx.app`.
 */
export async function otherInstance(ctx: TestContext) {
  const database = await openDatabase({ kind: 'postgres', url: ctx.database.url!, max: 5 })
  const other = await buildApp({ config: ctx.config, database, workers: false })
  await other.listen({ port: 0, host: '127.0.0.1' })
  const address = other.server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      await other.close()
      await database.close()
    },
  }
}

let mobileCounter = 0
export const uniqueMobile = () =>
  `0912${String(process.pid % 1000).padStart(3, '0')}${String(++mobileCounter).padStart(4, '0')}`

/** A fresh database (a copy of the migrated template) and the app listening on a free port. */
export async function setupTestApp(
  env: Record<string, string> = {},
  modules: FastifyPluginAsync[] = [],
  /** `onQuery` sees every statement the app sends (`begin` included), to count them. */
  options: { workers?: boolean; onQuery?: QueryObserver } = {},
): Promise<TestContext> {
  const onQuery = options.onQuery ? { onQuery: options.onQuery } : {}
  const source = inject('testDb')
  let database: Database
  let dropDatabase: (() => Promise<void>) | null = null
  if (source.kind === 'postgres') {
    const name = freshDbName()
    await withAdmin(source.adminUrl, (c) =>
      c.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`),
    )
    database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(source.adminUrl, name),
      max: 20,
      ...onQuery,
    })
    dropDatabase = () =>
      withAdmin(source.adminUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => {})
  } else {
    const dump = new Blob([readFileSync(source.dumpFile)])
    database = await openDatabase({ kind: 'pglite', loadDataDir: dump, ...onQuery })
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), `kheyr-test-${randomBytes(4).toString('hex')}`),
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: fixtureWebDist,
    // No server render unless a test brings one (the built app's would need the real web build).
    WEB_SSR_DIR: path.join(fixtureWebDist, 'no-server-render'),
    APP_URL: 'http://localhost:3000',
    ...env,
  })
  const app = await buildApp({ config, database, modules, workers: options.workers ?? true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''

  afterAll(async () => {
    await app.close()
    await database.close()
    if (dropDatabase) await dropDatabase()
  })

  const createUser: TestContext['createUser'] = (values, roles) =>
    createUserIn(database.db, values, roles)

  let roleCounter = 0
  const createRole: TestContext['createRole'] = async (names) => {
    const name = `probe-${++roleCounter}`
    const [role] = await database.db.insert(roles).values({ name, title: name }).returning()
    if (names.length) {
      const ids = await database.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...names]))
      if (ids.length !== names.length) throw new Error(`unknown permission in ${names.join(', ')}`)
      await database.db
        .insert(rolePermissions)
        .values(ids.map((p) => ({ roleId: role!.id, permissionId: p.id })))
    }
    return name
  }

  const actingAs: TestContext['actingAs'] = (client, user) => signIn(database.db, client, user)

  const lastSms: TestContext['lastSms'] = async (mobile) => {
    const [row] = await database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, mobile))
      .orderBy(desc(smsMessages.id))
      .limit(1)
    if (!row) return null
    // Sign-in codes are stored masked; the test, holding the app's secret, opens the sealed text.
    const real = row.sealed ? unseal(config.sessionSecret, row.sealed) : null
    const code = /#(\d+)/.exec(real?.text ?? row.text)?.[1] ?? null
    return { text: row.text, code, status: row.status }
  }

  const waitFor: TestContext['waitFor'] = async (check, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs
    for (;;) {
      const value = await check()
      if (value) return value
      if (Date.now() > until) throw new Error('waitFor timed out')
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  return {
    lastSms,
    waitFor,
    app,
    db: database.db,
    database,
    config,
    url,
    client: (lang = 'fa') => new TestClient(url, lang),
    actingAs,
    createUser,
    createRole,
  }
}

export type Route = { method: string; url: string }

/**
 * Every route the router really holds, read from `printRoutes` (independent of any plugin's
 * own bookkeeping, so a route that slipped past it still shows up here). HEAD twins left out.
 */
export function registeredRoutes(app: App): Route[] {
  const routes: Route[] = []
  const parents: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const url = (depth > 0 ? parents[depth - 1]! : '') + match[2]!
    parents[depth] = url
    parents.length = depth + 1
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url })
    }
  }
  return routes
}
