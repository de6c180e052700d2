import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { benchServerEnv, withServer } from './props-throughput.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The public pages the first-load goal (230 KB of compressed JavaScript in 40 files or fewer)
 * holds for.
 */
export const FIRST_LOAD_PAGES = [
  { name: 'home', path: '/' },
  { name: 'charity type', path: '/charity/create/sadaqa' },
  { name: 'campaign', path: '/campaign/school-supplies' },
]

/**
 * The screens a first load is measured on: a phone's (Lighthouse's mobile screen) and a desktop's.
 * A page's parts below a phone's fold load their code only once they show (`SliceOnUse`), so the
 * two differ.
 */
export const SCREENS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1280, height: 800 },
}

/**
 * The JavaScript a first visit to `url` on a `viewport` downloads, as the server sends it to a
 * browser that accepts brotli and gzip (Chromium's own `accept-encoding`): every script the page
 * fetches until the network has been quiet a while (the idle-time service worker registration
 * included; the service worker's own precache is measured apart, see lighthouse.mjs). `body` is
 * the compressed bytes, `headers` the response headers that came with them (HTTP/1.1 sends them
 * as they are).
 */
export async function firstLoadOf(browser, url, viewport = SCREENS.phone) {
  // A phone's screen is a touch screen: no hover, which decides what a page loads as it shows.
  const phone = viewport.width < 600
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport,
    isMobile: phone,
    hasTouch: phone,
  })
  // The first load alone: once it is idle, the page preloads the code of the pages its links lead
  // to, which a browser saving data skips (apps/web/src/app/link-preloading.ts).
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    })
  })
  try {
    const page = await context.newPage()
    const scripts = []
    const failed = []
    page.on('requestfailed', (request) => failed.push(request.url()))
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return
      const response = await request.response()
      if (!response || response.status() >= 400) failed.push(request.url())
      const sizes = await request.sizes()
      scripts.push({
        file: new URL(request.url()).pathname.slice(1),
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
      })
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // The registration of the service worker waits for an idle moment after the load.
    await page.waitForTimeout(2000)
    await page.waitForLoadState('networkidle')
    // A script that did not come (a server older than the build) would make the figure small.
    if (failed.length) throw new Error(`${url}: ${failed.length} requests failed, ${failed[0]}`)
    scripts.sort((a, b) => b.body - a.body)
    return {
      files: scripts,
      body: scripts.reduce((sum, f) => sum + f.body, 0),
      headers: scripts.reduce((sum, f) => sum + f.headers, 0),
    }
  } finally {
    await context.close()
  }
}

/** Starts the built server on a fresh seeded database and measures each page's first load. */
export async function firstLoadBench(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-first-load-'))
  const env = benchServerEnv(dataDir, process.env.BENCH_FIRST_LOAD_PORT ?? '3306')
  try {
    return await withServer(path.join(root, 'apps/api/dist/server.js'), env, (base) =>
      measurePages(base),
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Each of `FIRST_LOAD_PAGES` on a running server. */
export async function measurePages(base, pages = FIRST_LOAD_PAGES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const results = []
    for (const page of pages)
      for (const [screen, viewport] of Object.entries(SCREENS))
        results.push({
          ...page,
          screen,
          ...(await firstLoadOf(browser, base + page.path, viewport)),
        })
    return results
  } finally {
    await browser.close()
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export const formatFirstLoad = (p) =>
  `  ${p.name} (${p.path}), ${p.screen ?? 'phone'}: ${kb(p.body)} in ${p.files.length} files (${[...new Set(p.files.map((f) => f.encoding))].join(', ')}), ${kb(p.body + p.headers)} with the response headers`

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/first-load.mjs [base-url]`: a running server, or a fresh one;
  // `-v` lists files.
  const { root, buildIfNeeded } = await import('../build-if-needed.mjs')
  const base = process.argv.slice(2).find((a) => !a.startsWith('-'))
  if (!base) buildIfNeeded()
  const results = base ? await measurePages(base) : await firstLoadBench(root)
  for (const p of results) {
    console.log(formatFirstLoad(p))
    if (process.argv.includes('-v'))
      for (const f of p.files)
        console.log(`    ${kb(f.body).padStart(9)} ${f.encoding.padEnd(8)} ${f.file}`)
  }
}

/**
 * What only the staff need: the panel layout, the data table, the editors, the date range
 * picker.
 */
const STAFF_ONLY =
  /panel-layout|data-table|code-editor|rich-text-editor|jalali-date-range|dashboard/

/**
 * The staff dashboard's chunks: those the panel layout, the dashboard's pages and its heavy
 * libraries bring, less anything the public pages share with them.
 */
export function dashboardChunks(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'))
  const closure = (keys) => {
    const files = new Set()
    const visit = (key) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const dep of chunk.imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return files
  }
  // The start-up chunks the HTML names (the entry's stages are dynamic imports) and the parts the
  // service worker precaches with them (the home page's, the toaster's, the shell's menus;
  // SHELL_ENTRIES in apps/web/vite.config.ts).
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const startup = JSON.parse(/id="kheyr-code">([^<]*)</.exec(html)?.[1] ?? '[]')
  const precached = JSON.parse(
    readFileSync(path.join(distDir, '../src/app/precached-parts.json'), 'utf8'),
  )
  const publicFiles = closure(['index.html', ...precached])
  for (const file of startup) publicFiles.add(file.replace(/^\//, ''))
  const staff = closure(Object.keys(manifest).filter((key) => STAFF_ONLY.test(key)))
  return new Set([...staff].filter((file) => !publicFiles.has(file)))
}

/**
 * The code of every page a visitor who is not staff may open (the public pages and a donor's
 * own), with the parts each loads later itself: what a link on a public page may have the
 * browser preload, though the staff pages share some of it (form fields, dialogs).
 */
export function publicPagesCode(distDir) {
  const chunks = JSON.parse(readFileSync(path.join(distDir, 'page-chunks.json'), 'utf8'))
  const staffPage = /\/pages\/dashboard-|\/layouts\/panel-layout/
  const files = new Set()
  for (const list of [chunks.pages, chunks.later ?? {}])
    for (const [source, code] of Object.entries(list))
      if (!staffPage.test(source)) code.forEach((file) => files.add(file))
  return files
}
