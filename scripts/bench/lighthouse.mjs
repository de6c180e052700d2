import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { dashboardChunks, publicPagesCode } from './first-load.mjs'
import { benchServerEnv, withServer } from './props-throughput.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// The machine's network is closed: Chromium must not try to reach Google's services.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The public pages the speed issue sets targets for (seeded demo data). */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'charity type', path: '/charity/create/sadaqa' },
  { name: 'campaign', path: '/campaign/school-supplies' },
  { name: 'membership', path: '/subscription/create/orphan-support' },
  { name: 'crown', path: '/crown' },
  { name: 'chest', path: '/chest' },
  // The obligation calculator (issue 33): fitriyeh at this year's demo rates.
  { name: 'obligation', path: '/obligation/fitriyeh' },
  // A visitor who chose English (the `lang` cookie): served in English, left to right.
  { name: 'home, English', path: '/', lang: 'en' },
  { name: 'campaign, English', path: '/campaign/school-supplies', lang: 'en' },
]

/**
 * The staff pages field workers open on a phone (issue 31, item 17), signed in as the
 * super-admin: the lists, the dashboard's home, a needy family's file (where a visit is
 * recorded) and the collector's boxes to empty.
 */
const STAFF_FIRST_VISITS = [
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'needies', path: '/dashboard/needies', signedIn: true },
  { name: 'needy', path: '/dashboard/needies/1', signedIn: true },
  { name: 'chests', path: '/dashboard/chests', signedIn: true },
  { name: 'discharges', path: '/dashboard/chests/discharges', signedIn: true },
  { name: 'round', path: '/dashboard/chests/round', signedIn: true },
]

/**
 * Each staff page on a first visit, and again as a staff member who uses the app every day opens
 * it (`installed`): the service worker in place with its caches, which answers every navigation
 * with the app's shell and its code from the cache, so the page is the browser's render alone.
 */
export const LIGHTHOUSE_STAFF_PAGES = [
  ...STAFF_FIRST_VISITS,
  ...STAFF_FIRST_VISITS.map((page) => ({
    ...page,
    name: `${page.name}, installed`,
    installed: true,
  })),
]

/** The super-admin of a bench server (benchServerEnv: ADMIN_MOBILE's default). */
const ADMIN_MOBILE = '09120000000'

const cookiesOf = (res) =>
  res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() }
  })

/**
 * The super-admin's session cookies on `origin`, through the browser tests' sign-in route
 * (`POST /api/testing/session`, on a server started with E2E_TESTING=1).
 */
export async function adminSession(origin) {
  const csrf = cookiesOf(await fetch(`${origin}/sanctum/csrf-cookie`))
  const jar = new Map(csrf.map((c) => [c.name, c.value]))
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const res = await fetch(`${origin}/api/testing/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ mobile: ADMIN_MOBILE }),
  })
  if (!res.ok)
    throw new Error(
      `Signing the super-admin in failed (${res.status}): the server needs E2E_TESTING=1`,
    )
  for (const c of cookiesOf(res)) jar.set(c.name, c.value)
  return [...jar].map(([name, value]) => ({ name, value }))
}

/** Gives the browser on `port` cookies for `url`'s site (a chosen language, a session). */
async function giveCookies(port, url, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const origin = new URL(url).origin
    await browser.contexts()[0].addCookies(cookies.map((c) => ({ ...c, url: origin })))
  } finally {
    await browser.close()
  }
}

/**
 * Opens `url` twice in the browser on `port`, as a visitor of the day before: the first visit
 * installs the service worker, which precaches the shell and keeps the page's code; the second,
 * under the worker, fills its runtime caches with what the page then asks for.
 */
async function installApp(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(url)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForTimeout(4000)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse's mobile preset (slow 4G, 4x slower CPU) on one page: the median of `RUNS` runs;
 * with `lang`, as a visitor who chose that language; `signedIn`, as the super-admin (Lighthouse
 * keeps cookies between its runs' storage resets); `installed`, with the app installed the day
 * before (`installApp`; the run keeps the browser's storage).
 */
export async function lighthousePage(url, runs = RUNS, { lang, signedIn, installed } = {}) {
  const results = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    try {
      const cookies = [
        ...(lang ? [{ name: 'lang', value: lang }] : []),
        ...(signedIn ? await adminSession(new URL(url).origin) : []),
      ]
      if (cookies.length) await giveCookies(chrome.port, url, cookies)
      if (installed) await installApp(chrome.port, url)
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(installed),
      })
      results.push(result.lhr)
    } finally {
      await chrome.kill()
    }
  }
  // A run that failed (no first paint within Lighthouse's limits on a busy machine) is left out.
  const usable = results.filter(
    (r) => !r.runtimeError && Number.isFinite(r.audits['first-contentful-paint']?.numericValue),
  )
  if (!usable.length)
    throw new Error(
      `Lighthouse failed on ${url}: ${results[0]?.runtimeError?.message ?? 'no paint'}`,
    )
  const lhr = computeMedianRun(usable)
  // BENCH_LIGHTHOUSE_SAVE=folder keeps the median report to look into (lighthouse's JSON).
  if (process.env.BENCH_LIGHTHOUSE_SAVE) {
    const file = path.join(
      process.env.BENCH_LIGHTHOUSE_SAVE,
      `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`,
    )
    writeFileSync(file, JSON.stringify(lhr))
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const jsBytes = items
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    scores: usable.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    failedRuns: results.length - usable.length,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    jsBytes,
    jsFiles: items.filter((r) => r.resourceType === 'Script').length,
    totalBytes: audit('total-byte-weight'),
    // How fast this machine ran Lighthouse's own test (its CPU and the browser's), and which
    // browser: figures from two machines compare only with these beside them.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    browser: /(?:Headless)?Chrome\/(\d+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1] ?? '?',
  }
}

/**
 * What the service worker downloads on a first visit to `url` (its precache, the first visit's
 * files it keeps, and the code of the pages the home page's links lead to): the files, their size
 * as the server sends them (the build's brotli file, else the file), and how many of them are
 * code only the staff dashboard runs (there should be none).
 */
export async function serviceWorkerFirstVisit(url, distDir) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  })
  try {
    const context = await browser.newContext()
    const fetched = new Set()
    context.on('request', (request) => {
      if (request.serviceWorker()) fetched.add(new URL(request.url()).pathname)
    })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no service worker after 60 s')), 60_000)
          void navigator.serviceWorker.ready.then(() => {
            clearTimeout(timer)
            resolve(null)
          })
        }),
    )
    await page.waitForTimeout(1000)
    await context.close()
    // Staff code no public page loads (a link to a charity type preloads form fields the
    // dashboard's forms share: those are the public page's own).
    const publicCode = publicPagesCode(distDir)
    const staff = new Set([...dashboardChunks(distDir)].filter((file) => !publicCode.has(file)))
    const sizeOf = (pathname) => {
      const file = path.join(distDir, decodeURIComponent(pathname.split('?')[0]))
      for (const candidate of [`${file}.br`, file])
        if (existsSync(candidate)) return statSync(candidate).size
      return 0
    }
    const files = [...fetched]
    return {
      files,
      bytes: files.reduce((sum, f) => sum + sizeOf(f), 0),
      dashboardFiles: files.filter((f) => staff.has(f.replace(/^\//, ''))),
    }
  } finally {
    await browser.close()
  }
}

/** Starts the built server on a fresh seeded database and measures every page. */
export async function lighthouseBench(root, log = console.log) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-lighthouse-'))
  const server = path.join(root, 'apps/api/dist/server.js')
  // The staff pages are measured signed in, through the browser tests' sign-in route.
  const env = {
    ...benchServerEnv(dataDir, process.env.BENCH_LIGHTHOUSE_PORT ?? '3305'),
    E2E_TESTING: '1',
  }
  try {
    return await withServer(server, env, async (url) => {
      const pages = []
      for (const page of [...LIGHTHOUSE_PAGES, ...LIGHTHOUSE_STAFF_PAGES]) {
        const load = os.loadavg()[0]
        const figures = await lighthousePage(`${url}${page.path}`, RUNS, page)
        pages.push({ ...page, ...figures, loadAverage: load })
        log(formatPage(pages.at(-1)))
      }
      const sw = await serviceWorkerFirstVisit(`${url}/`, path.join(root, 'apps/web/dist'))
      return { pages, serviceWorker: sw }
    })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
const s = (ms) => `${(ms / 1000).toFixed(1)} s`

export function formatPage(p) {
  return [
    `  ${p.name} (${p.path}${p.signedIn ? ', signed in' : ''}${p.installed ? ', the app installed' : ''}): performance ${p.performance} (runs ${p.scores.join(', ')}${p.failedRuns ? `, ${p.failedRuns} failed` : ''}),`,
    `    LCP ${s(p.lcpMs)}, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}, FCP ${s(p.fcpMs)},`,
    `    JS ${kb(p.jsBytes)} in ${p.jsFiles} files as transferred, total ${kb(p.totalBytes)};`,
    `    accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}`,
    `    (load average ${p.loadAverage.toFixed(1)} before the runs; Lighthouse's benchmark index ${Math.round(p.benchmarkIndex)}, Chromium ${p.browser})`,
  ].join('\n')
}

export const formatServiceWorker = (sw) =>
  `  service worker, first visit: ${kb(sw.bytes)} in ${sw.files.length} files as sent, ${sw.dashboardFiles.length} of them staff-only code`

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/lighthouse.mjs [base-url [page-name]]`: a running server, or a fresh one
  // (the staff pages need a server started with E2E_TESTING=1).
  const { root } = await import('../build-if-needed.mjs')
  const base = process.argv[2]
  if (base) {
    const only = process.argv[3]
    const pages = [...LIGHTHOUSE_PAGES, ...LIGHTHOUSE_STAFF_PAGES]
    for (const page of pages.filter((p) => !only || p.name === only)) {
      const load = os.loadavg()[0]
      const figures = await lighthousePage(`${base}${page.path}`, RUNS, page)
      console.log(formatPage({ ...page, ...figures, loadAverage: load }))
    }
    console.log(
      formatServiceWorker(
        await serviceWorkerFirstVisit(`${base}/`, path.join(root, 'apps/web/dist')),
      ),
    )
  } else {
    const result = await lighthouseBench(root)
    console.log(formatServiceWorker(result.serviceWorker))
  }
}
