import {
  expect,
  request,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ADMIN, E2E_DATA_DIR } from '../playwright.config.ts'

/**
 * Waits until React has taken over the server-rendered element `locator` (React marks each node
 * it has hydrated with its props). Until then a link is a plain link: a tap is a full page load,
 * not a step inside the running app.
 */
export const takenOver = (locator: Locator) => expect.poll(() => isTakenOver(locator)).toBe(true)

/** Whether React has taken the element over yet (see `takenOver`). */
export const isTakenOver = (locator: Locator) =>
  locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))

let counter = 0
/** A mobile no other test (or earlier run on this database) has used. */
export const freshMobile = () =>
  `0935${String(Date.now() % 1_000_000).padStart(6, '0')}${++counter % 10}`.slice(0, 11)

async function xsrf(context: APIRequestContext) {
  await context.get('/sanctum/csrf-cookie')
  const state = await context.storageState()
  return decodeURIComponent(state.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
}

/**
 * Signs `mobile` in on `context` (registering it when new) through the browser tests' own route
 * (`POST /api/testing/session`, which exists only on their server): no code, no password, no
 * waiting. The sign-in page itself is tested in accounts.spec.ts.
 */
async function startSession(context: APIRequestContext, mobile: string, name?: string[]) {
  const res = await context.post('/api/testing/session', {
    data: { mobile, first_name: name?.[0], last_name: name?.[1] },
    headers: { 'x-xsrf-token': await xsrf(context) },
  })
  if (!res.ok()) throw new Error(`test sign-in of ${mobile} failed: ${res.status()}`)
}

/** Starts the page's browser signed in as `mobile` (a new account gets `name`). */
export const signIn = (page: Page, mobile: string, name = ['مریم', 'احمدی']) =>
  startSession(page.request, mobile, name)

const sessions = new Map<string, ReturnType<typeof openAdminApi>>()

/**
 * An API session of the super-admin (from the test server's ADMIN_* settings), kept while it
 * lives: Playwright closes request contexts with the test that opened them, so a closed one is
 * opened again (signing in anew each time would trip the sign-in throttle).
 */
export async function adminApi(baseURL: string) {
  const cached = sessions.get(baseURL)
  if (cached) {
    const session = await cached
    const alive = await session.context.get('/api/health').then(
      () => true,
      () => false,
    )
    if (alive) return session
  }
  const fresh = openAdminApi(baseURL)
  sessions.set(baseURL, fresh)
  fresh.catch(() => sessions.delete(baseURL))
  return fresh
}

const newContext = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { accept: 'application/json' } })

/** JSON calls on a signed-in request context, each mutating one with the CSRF token. */
const apiOf = (context: APIRequestContext) => ({
  context,
  get: (path: string) => context.get(path).then((r) => r.json()),
  post: async (path: string, data?: unknown) =>
    context.post(path, { data, headers: { 'x-xsrf-token': await xsrf(context) } }),
  put: async (path: string, data?: unknown) =>
    context.put(path, { data, headers: { 'x-xsrf-token': await xsrf(context) } }),
})

/** JSON calls as the page's own visitor (its cookies: signed in with `signIn`, the session is theirs). */
export const pageApi = (page: Page) => apiOf(page.request)

async function openAdminApi(baseURL: string) {
  const context = await newContext(baseURL)
  await startSession(context, ADMIN.mobile)
  return apiOf(context)
}

/**
 * An API session signed in through the real password route (two-factor not yet on): for tests
 * of what signing in does, where the shortcut would skip it.
 */
export async function signedInApi(
  baseURL: string,
  credentials: { mobile: string; password: string },
) {
  const context = await newContext(baseURL)
  const res = await context.post('/api/auth/login', {
    data: credentials,
    headers: { 'x-xsrf-token': await xsrf(context) },
  })
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`)
  return apiOf(context)
}

/**
 * The newest sign-in code texted to `mobile`. The outbox shows codes masked, even to the
 * super-admin; with no SMS provider set up the log driver "sends" texts to the server log, which
 * is where a person reads them on a fresh install, and where the test reads them too.
 */
export async function latestCode(_baseURL: string, mobile: string): Promise<string> {
  const log = path.join(E2E_DATA_DIR, 'logs', 'kheyr.log')
  for (let i = 0; i < 50; i++) {
    const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : []
    const sent = lines.filter((line) => line.includes(`"to":"${mobile}"`))
    // The text goes out from the job queue a moment after the request: wait for a new one.
    const code = /#(\d{5})/.exec(sent.at(-1) ?? '')?.[1]
    if (code && sent.length > (textsSeen.get(mobile) ?? 0)) {
      textsSeen.set(mobile, sent.length)
      return code
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no new code texted to ${mobile}`)
}
const textsSeen = new Map<string, number>()

/**
 * Signs up (or in) a mobile through the sign-in page, the way a person does (accounts.spec.ts;
 * other specs start with `signIn`).
 */
export async function signUpWithCode(
  page: Page,
  baseURL: string,
  mobile: string,
  name = ['مریم', 'احمدی'],
) {
  await page.getByLabel('شمارهٔ موبایل').fill(mobile)
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click()
  await page.getByLabel('کد پیامک‌شده').fill(await latestCode(baseURL, mobile))
  if (await page.getByLabel('نام', { exact: true }).isVisible()) {
    await page.getByLabel('نام', { exact: true }).fill(name[0]!)
    await page.getByLabel('نام خانوادگی').fill(name[1]!)
    await page.getByRole('button', { name: 'ساخت حساب و ورود' }).click()
  } else {
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
  }
  // Signed in once the page has left the sign-in screen (for the redirect or the home page);
  // navigating before then would abort the verification request.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'))
}

/** Opens `path` signed in as the super-admin (from the test server's ADMIN_* settings). */
export async function signInAsAdmin(page: Page, path = '/dashboard') {
  await signIn(page, ADMIN.mobile)
  await page.goto(path)
}

/**
 * Types into a dashboard list's search box and waits for the list's answer to that search, so
 * the next click lands on the searched rows, not on the first page they are about to replace.
 */
export async function searchList(page: Page, term: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname.startsWith('/api/dashboard/') && url.searchParams.get('search') === term
  })
  await page.getByRole('searchbox').fill(term)
  await answered
}

/**
 * The browser says the visitor saves data (as Chromium's `navigator.connection` does), so no link
 * preloads its page's code (app/link-preloading.ts): what a test counts is the page's own load.
 */
export const savingData = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    })
  })
