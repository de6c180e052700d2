import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { adminSession } from './lighthouse.mjs'

/**
 * What a phone's main thread spends its long tasks on, for one page: Debian's Chromium at a
 * phone's width with the CPU slowed 4x for real (not simulated as Lighthouse does), traced with
 * the CPU profiler. For each task of 50 ms or more it prints what the browser did in it (layout,
 * script, parsing) and, for the longer ones, the outermost functions of our code or a library the
 * samples fall in. Lighthouse's figures on a noisy machine vary by tens of points between runs;
 * this shows the mechanism: which task is long, and why (decision 036).
 *
 * `node scripts/bench/long-tasks.mjs http://host:port /dashboard/needies [--installed]`: staff
 * pages are opened as the super-admin (a server started with E2E_TESTING=1); `--installed` opens
 * the page twice first, so the service worker answers it as staff open the app every day. Read
 * the names in a build made without minifying (`npx vite build --minify false` in apps/web).
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36'
/** What the browser did inside a task, by the trace's event names. */
const WORK = [
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Commit',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]
/** Frames that are the engine's or React's scheduling, not the work asked for. */
const PLUMBING = /react-dom|scheduler|^\(root\)|^\(program\)|^\(idle\)|^\(anonymous\) :/

/** A phone's browser context (390 px, touch), signed in as the super-admin for a staff page. */
export async function phoneContext(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: PHONE_AGENT,
  })
  const origin = new URL(url).origin
  if (new URL(url).pathname.startsWith('/dashboard'))
    await context.addCookies((await adminSession(origin)).map((c) => ({ ...c, url: origin })))
  return context
}

export async function longTasks(url, { installed = false, slowdown = 4, wait = 9000 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const file = path.join(tmpdir(), `kheyr-long-tasks-${process.pid}.json`)
  try {
    const context = await phoneContext(browser, url)
    const page = await context.newPage()
    if (installed) {
      await page.goto(url)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      await page.waitForTimeout(4000)
      await page.goto(url)
      await page.waitForTimeout(4000)
      await page.goto('about:blank')
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await browser.startTracing(page, {
      path: file,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
        'v8.execute',
        'blink.user_timing',
      ],
    })
    await page.goto(url)
    await page.waitForTimeout(wait)
    await browser.stopTracing()
    return readTasks(JSON.parse(readFileSync(file, 'utf8')).traceEvents, url)
  } finally {
    await browser.close()
    rmSync(file, { force: true })
  }
}

/** The page's long tasks from a trace: when, how long, what the browser did, whose code ran. */
function readTasks(events, url) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'ProfileChunk'),
  )
  if (!main) throw new Error('The trace has no profiled renderer thread')
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid
  const start =
    events.findLast(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url),
    )?.ts ?? 0
  const { samples, frames } = profileOf(events.filter((e) => e.pid === main.pid))
  return events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.dur >= 50_000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur
      const work = new Map()
      for (const e of events)
        if (onMain(e) && e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + e.dur <= end)
          if (WORK.includes(e.name)) work.set(e.name, (work.get(e.name) ?? 0) + e.dur / 1000)
      const inTask = samples.filter((s) => s.t >= task.ts && s.t <= end)
      const code = new Map()
      for (const sample of inTask) {
        const chain = frames(sample.id)
        const outer =
          chain.find((name) => !PLUMBING.test(name)) ??
          (chain.some((name) => name.includes('react-dom')) ? '(React)' : '(the browser)')
        code.set(outer, (code.get(outer) ?? 0) + 1)
      }
      const share = task.dur / 1000 / Math.max(1, inTask.length)
      return {
        atMs: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        work: [...work].sort((a, b) => b[1] - a[1]),
        code: [...code].map(([name, n]) => [name, n * share]).sort((a, b) => b[1] - a[1]),
      }
    })
}

/** The CPU profile's samples in trace time, and each sample's frames from the outermost in. */
function profileOf(events) {
  const nodes = new Map()
  const samples = []
  let time = 0
  for (const e of events) {
    if (e.name === 'Profile') time = e.args.data.startTime
    if (e.name !== 'ProfileChunk') continue
    const { cpuProfile, timeDeltas } = e.args.data
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    for (const [i, id] of (cpuProfile?.samples ?? []).entries()) {
      time += timeDeltas[i]
      samples.push({ id, t: time })
    }
  }
  const nameOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame
    return `${functionName || '(anonymous)'} ${String(url ?? '')
      .split('/')
      .pop()}:${lineNumber}`
  }
  const frames = (id) => {
    const chain = []
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) chain.push(nameOf(node))
    return chain.reverse()
  }
  return { samples, frames }
}

const ms = (value) => `${Math.round(value)} ms`

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, pagePath = '/', ...flags] = process.argv.slice(2)
  if (!base) {
    console.error('usage: node scripts/bench/long-tasks.mjs http://host:port /path [--installed]')
    process.exit(2)
  }
  const tasks = await longTasks(`${base}${pagePath}`, { installed: flags.includes('--installed') })
  const blocking = tasks.reduce((sum, task) => sum + task.ms - 50, 0)
  console.log(
    `${pagePath}${flags.includes('--installed') ? ', installed' : ''}: ${tasks.length} tasks of 50 ms or more at 4x, ${ms(blocking)} over 50 ms in all (the whole load, not only Lighthouse's window)`,
  )
  for (const task of tasks) {
    const work = task.work
      .slice(0, 4)
      .map(([name, time]) => `${name} ${ms(time)}`)
      .join(', ')
    console.log(`  at ${ms(task.atMs)}: ${ms(task.ms)}${work ? ` (${work})` : ''}`)
    if (task.ms >= 100)
      for (const [name, time] of task.code.slice(0, 3)) console.log(`      ${ms(time)} ${name}`)
  }
}
