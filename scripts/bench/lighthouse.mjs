import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { withServer } from './props-throughput.mjs'

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
]

/** Lighthouse's mobile preset (slow 4G, 4x slower CPU) on one page: the median of `RUNS` runs. */
export async function lighthousePage(url, runs = RUNS) {
  const results = []
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
  }
}

/**
 * What the service worker downloads on a first visit to `url` (its precache and anything it
 * fetches while installing), in bytes as sent over the wire, and the files it fetched.
 */
export async function serviceWorkerFirstVisit(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  })
  try {
    const context = await browser.newContext()
    const fetched = []
    context.on('requestfinished', async (request) => {
      if (!request.serviceWorker()) return
      const sizes = await request.sizes().catch(() => null)
      fetched.push({
        url: request.url(),
        bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
      })
    })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          if (!('serviceWorker' in navigator)) return reject(new Error('no service worker'))
          const timer = setTimeout(() => reject(new Error('no service worker after 60 s')), 60_000)
          void navigator.serviceWorker.ready.then(() => {
            clearTimeout(timer)
            resolve(null)
          })
        }),
    )
    await page.waitForTimeout(1000)
    await context.close()
    return { files: fetched, bytes: fetched.reduce((sum, f) => sum + f.bytes, 0) }
  } finally {
    await browser.close()
  }
}

/** Starts the built server on a fresh seeded database and measures every page. */
export async function lighthouseBench(root, log = console.log) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-lighthouse-'))
  const server = path.join(root, 'apps/api/dist/server.js')
  const env = {
    PORT: process.env.BENCH_LIGHTHOUSE_PORT ?? '3305',
    READY_PATH: '/api/health',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    RATE_LIMIT_MAX: '100000',
    ADMIN_PASSWORD: 'bench-password',
  }
  try {
    return await withServer(server, env, async (url) => {
      const pages = []
      for (const page of LIGHTHOUSE_PAGES) {
        const load = os.loadavg()[0]
        const figures = await lighthousePage(`${url}${page.path}`)
        pages.push({ ...page, ...figures, loadAverage: load })
        log(formatPage(pages.at(-1)))
      }
      const sw = await serviceWorkerFirstVisit(`${url}/`)
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
    `  ${p.name} (${p.path}): performance ${p.performance} (runs ${p.scores.join(', ')}${p.failedRuns ? `, ${p.failedRuns} failed` : ''}),`,
    `    LCP ${s(p.lcpMs)}, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}, FCP ${s(p.fcpMs)},`,
    `    JS ${kb(p.jsBytes)} in ${p.jsFiles} files, total ${kb(p.totalBytes)};`,
    `    accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}`,
    `    (load average ${p.loadAverage.toFixed(1)} before the runs)`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/lighthouse.mjs [base-url]`: against a running server, or a fresh one.
  const base = process.argv[2]
  if (base) {
    const only = process.argv[3]
    for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || p.name === only)) {
      const load = os.loadavg()[0]
      console.log(
        formatPage({
          ...page,
          ...(await lighthousePage(`${base}${page.path}`)),
          loadAverage: load,
        }),
      )
    }
    const sw = await serviceWorkerFirstVisit(`${base}/`)
    console.log(`  service worker, first visit: ${kb(sw.bytes)} in ${sw.files.length} files`)
  } else {
    const { root } = await import('../build-if-needed.mjs')
    const result = await lighthouseBench(root)
    console.log(
      `  service worker, first visit: ${kb(result.serviceWorker.bytes)} in ${result.serviceWorker.files.length} files`,
    )
  }
}
