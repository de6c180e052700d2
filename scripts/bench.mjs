import os from 'node:os'
import path from 'node:path'
import { buildApiIfNeeded, buildIfNeeded, root } from './build-if-needed.mjs'
import { backupBench } from './bench/backup.mjs'
import { campaignThroughput } from './bench/campaign-throughput.mjs'
import { dashboardStats } from './bench/dashboard-stats.mjs'
import { firstLoadBench, formatFirstLoad } from './bench/first-load.mjs'
import { formatServiceWorker, lighthouseBench } from './bench/lighthouse.mjs'
import { neediesList } from './bench/needies-list.mjs'
import { propsThroughput } from './bench/props-throughput.mjs'
import { postgresUrl } from './bench/seeded-server.mjs'
import { settlements } from './bench/settlements.mjs'
import { subscriptionsOwing } from './bench/subscriptions-owing.mjs'

// `npm run bench`: prints the figures the issues set targets for; nothing here fails a build.
// `npm run bench -- settlements props` runs only the parts named (see PARTS).
const PARTS = [
  'first-load',
  'lighthouse',
  'props',
  'settlements',
  'campaign',
  'needies',
  'memberships',
  'stats',
  'backup',
]
const chosen = process.argv.slice(2)
const unknown = chosen.filter((part) => !PARTS.includes(part))
if (unknown.length) {
  console.error(`Unknown bench part ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}.`)
  process.exit(1)
}
const runs = (part) => !chosen.length || chosen.includes(part)

// The backup part needs only the server; the others measure the web app too.
if (chosen.length && chosen.every((part) => part === 'backup')) buildApiIfNeeded()
else buildIfNeeded()

if (runs('first-load')) {
  console.log(
    '\nFirst-load JavaScript of the public pages, compressed as sent to a browser that accepts brotli and gzip (target: 230 KB or less in 40 files or fewer, issue 28)…',
  )
  for (const page of await firstLoadBench(root)) console.log(formatFirstLoad(page))
}

if (runs('lighthouse')) {
  console.log(
    '\nLighthouse, mobile preset (slow 4G, 4x slower CPU), median of 3 runs (targets: performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.02, FCP <= 1.8 s; accessibility, best practices, SEO 100; JS as transferred, response headers included: the first-load figures above hold the compressed code alone)…',
  )
  const lighthouse = await lighthouseBench(root)
  console.log(formatServiceWorker(lighthouse.serviceWorker))
}

if (runs('props')) {
  console.log('\nMeasuring /api/props against a bare Fastify hello-world…')
  const props = await propsThroughput(root)
  console.log(`  hello-world: ${props.helloRps} req/s`)
  console.log(
    `  /api/props:  ${props.propsRps} req/s (p99 ${props.propsP99Ms} ms, ${props.errors} errors)`,
  )
  console.log(`  ratio: ${props.ratio.toFixed(2)} (target >= 0.5)`)
}

if (runs('settlements')) {
  console.log(
    '\nMeasuring donation flows (make, pay at the sandbox, callback): one at a time for the queries, then 200 at once…',
  )
  const loadBefore = os.loadavg()[0]
  for (const run of await settlements(root)) {
    console.log(`  ${run.name}:`)
    console.log(
      `    ${run.paid}/${run.flows} settled in ${run.seconds.toFixed(2)} s: ${run.perSecond.toFixed(1)} settlements per second (target >= 100 on PostgreSQL)`,
    )
    console.log(
      `    ${run.queriesPerFlow.toFixed(1)} queries per flow (target <= 15), in ${run.transactionsPerFlow.toFixed(1)} transactions (BEGIN and COMMIT not counted as queries)`,
    )
    console.log(
      `    ${(run.queriesPerFlow + 2 * run.transactionsPerFlow).toFixed(1)} round trips to the database per flow (BEGIN and COMMIT included)`,
    )
    if (run.serverCpuMsPerFlow !== null) {
      const database =
        run.databaseCpuMsPerFlow === null
          ? ''
          : `, PostgreSQL ${run.databaseCpuMsPerFlow.toFixed(1)} ms`
      console.log(
        `    CPU per flow: server ${run.serverCpuMsPerFlow.toFixed(1)} ms${database}, the bench's own requests ${run.clientCpuMsPerFlow.toFixed(1)} ms`,
      )
      // What the machine's cores could settle if nothing else ran: the load-independent figure.
      const cpu = run.serverCpuMsPerFlow + (run.databaseCpuMsPerFlow ?? 0) + run.clientCpuMsPerFlow
      console.log(
        `    on ${os.cpus().length} idle cores that CPU allows at most ${((os.cpus().length * 1000) / cpu).toFixed(0)} settlements per second`,
      )
    }
  }
  console.log(
    `  (load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, on ${os.cpus().length} cores)`,
  )
  if (!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL)
    console.log('  (set DATABASE_URL or TEST_DATABASE_URL to measure on PostgreSQL too)')
}

if (runs('campaign')) {
  console.log('\nMeasuring a campaign page with 100,000 paid donations against /api/props…')
  const campaign = await campaignThroughput(root)
  console.log(`  /api/props:               ${campaign.propsRps} req/s`)
  console.log(
    `  /api/campaigns/{slug}:    ${campaign.campaignRps} req/s (p99 ${campaign.campaignP99Ms} ms, ${campaign.errors} errors)`,
  )
  console.log(`  ratio: ${campaign.ratio.toFixed(2)} (target >= 0.5)`)
}

function printList(run, what) {
  console.log(`  ${what(run)} on ${run.database}:`)
  console.log(
    `    list:                 ${run.listRps} req/s (p99 ${run.listP99Ms} ms, ${run.errors} errors)`,
  )
  console.log(
    `    /api/props signed in: ${run.floorRps} req/s (ratio ${run.floorRatio.toFixed(3)}: what any dashboard request pays first)`,
  )
  console.log(`    /api/props:           ${run.propsRps} req/s`)
  console.log(`    ratio: ${run.ratio.toFixed(3)} (target >= 0.2)`)
}
const onPostgres = () =>
  postgresUrl()
    ? ''
    : '\n  (set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL to measure on PostgreSQL too)'
const loadNote = () =>
  `  (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)${onPostgres()}`

if (runs('needies')) {
  console.log(
    '\nMeasuring the needies list (3 filters and a search) on 100,000 people against /api/props…',
  )
  for (const run of await neediesList(root))
    printList(run, (r) => `${r.people} people, ${r.matches} matching the filters,`)
  console.log(loadNote())
}

if (runs('memberships')) {
  console.log(
    '\nMeasuring the memberships list filtered to "owes 3 or more periods" on 200,000 memberships against /api/props…',
  )
  for (const run of await subscriptionsOwing(root))
    printList(
      run,
      (r) =>
        `${r.memberships} memberships, ${r.matches} owing 3 or more periods (${r.due} toman due),`,
    )
  console.log(loadNote())
}

if (runs('stats')) {
  console.log(
    '\nMeasuring the dashboard home (/api/dashboard/stats) on 1,000,000 paid payments against /api/props…',
  )
  for (const run of await dashboardStats(root))
    printList(
      run,
      (r) =>
        `${r.payments} payments (this Jalali year ${r.year?.count ?? 0}, ${r.year?.amount ?? 0} toman; ${r.months} month-and-kind rows in the chart),`,
    )
  console.log(loadNote())
}

if (runs('backup')) {
  console.log(
    '\nMeasuring npm run backup and npm run restore with 100,000 paid donations (embedded database; restore into PostgreSQL too when one is named)…',
  )
  const run = await backupBench(root)
  for (const r of run.results)
    console.log(
      `  ${r.what}: ${r.seconds.toFixed(1)} s${r.megabytes === undefined ? '' : `, ${r.megabytes.toFixed(2)} MB`}`,
    )
  console.log(loadNote())
}
