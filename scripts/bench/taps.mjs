import { chromium } from 'playwright-core'
import { phoneContext } from './long-tasks.mjs'

/**
 * How long a phone takes to answer the first taps field workers make on the staff pages: Debian's
 * Chromium at 390 px with the CPU slowed 4x for real, the page loaded and left to settle, then one
 * tap on a button. The browser's own Event Timing figures are printed (what Interaction to Next
 * Paint reads): from the finger to the next frame, and the time the page's handlers ran; and the
 * longest task in the 3 seconds after (a dialog whose code came after the tap). Lighthouse
 * measures a page's load only; these are the freezes people feel once it has loaded (decision 036).
 *
 * `node scripts/bench/taps.mjs http://host:port [runs]`: a server started with E2E_TESTING=1 (the
 * staff pages sign in as the super-admin), seeded with the demo data.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The first taps on the pages of decision 036: the list's filters, its menu, a visit. */
export const TAPS = [
  { name: 'needies: filter sheet', path: '/dashboard/needies', button: 'فیلتر' },
  { name: 'needies: more menu', path: '/dashboard/needies', button: 'بیشتر' },
  { name: 'needy: record a visit', path: '/dashboard/needies/1', button: 'ثبت بازدید' },
  { name: 'boxes: filter sheet', path: '/dashboard/chests', button: 'فیلتر' },
]

/** One tap on `button` once `url` has loaded and settled: the longest interaction it made. */
export async function tap(url, button, { slowdown = 4, settle = 10_000 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const context = await phoneContext(browser, url)
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__interactions = []
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.__longTasks.push({ start: e.startTime, duration: e.duration })
      }).observe({ type: 'longtask', buffered: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (e.interactionId)
            window.__interactions.push({
              duration: e.duration,
              handlers: e.processingEnd - e.processingStart,
            })
      }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await page.goto(url)
    await page.waitForTimeout(settle)
    const tapped = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: button }).first().tap()
    await page.waitForTimeout(3000)
    const { interactions, longTasks } = await page.evaluate(() => ({
      interactions: window.__interactions,
      longTasks: window.__longTasks,
    }))
    return {
      ...interactions.reduce(
        (worst, e) => ({
          duration: Math.max(worst.duration, e.duration),
          handlers: Math.max(worst.handlers, e.handlers),
        }),
        { duration: 0, handlers: 0 },
      ),
      // What follows the tap (a dialog whose code arrives after it, its fields): the longest
      // the page could not answer another tap in the 3 seconds after it.
      longestAfter: Math.max(
        0,
        ...longTasks.filter((t) => t.start >= tapped).map((t) => t.duration),
      ),
    }
  } finally {
    await browser.close()
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, runs = '3'] = process.argv.slice(2)
  if (!base) {
    console.error('usage: node scripts/bench/taps.mjs http://host:port [runs]')
    process.exit(2)
  }
  console.log(`First taps at a real 4x slowdown, 390 px, median of ${runs}:`)
  for (const { name, path, button } of TAPS) {
    const results = []
    for (let i = 0; i < Number(runs); i++) results.push(await tap(`${base}${path}`, button))
    const durations = results.map((r) => Math.round(r.duration))
    const ms = (key) => Math.round(median(results.map((r) => r[key])))
    console.log(
      `  ${name}: ${median(durations)} ms to the next frame (runs ${durations.join(', ')}), handlers ${ms('handlers')} ms, longest task in the 3 s after ${ms('longestAfter')} ms`,
    )
  }
}
