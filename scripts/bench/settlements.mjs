import { fork } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const FLOWS = Number(process.env.BENCH_FLOWS ?? 200)
/** Flows run one after another to count the statements of one (after a warm-up). */
const COUNTED_FLOWS = 20
/** The servers listen here and on the next port (BENCH_PORT, for benches run side by side). */
const PORT = Number(process.env.BENCH_PORT ?? 3303)

async function waitUp(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited before it was up')
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/** CPU time (ms) a process has used so far, where /proc tells (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

/** The statements (BEGIN and COMMIT aside) and transactions the server has run so far. */
function queryCounts(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no query counts from the server')), 30_000)
    const onMessage = (message) => {
      if (!message?.queryCounts) return
      clearTimeout(timer)
      child.off('message', onMessage)
      resolve(message.queryCounts)
    }
    child.on('message', onMessage)
    child.send('query-counts')
  })
}

/**
 * CPU time (ms) used so far by each PostgreSQL backend serving `database`, when the server runs
 * on this machine (its processes are in /proc); null otherwise.
 */
async function backendsCpu(serverUrl, database) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [
      database,
    ])
    const cpu = new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]))
    return [...cpu.values()].includes(null) ? null : cpu
  } finally {
    await client.end()
  }
}

/** The CPU the backends used between two readings (a backend that appeared counts from 0). */
function backendsCpuUsed(before, after) {
  if (!before || !after) return null
  let used = 0
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0)
  return used
}

async function guestHeaders(url) {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`)
  const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))
  const token = decodeURIComponent(cookie.split(';')[0].slice('XSRF-TOKEN='.length))
  return {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
  }
}

/** A guest gives, starts paying at the sandbox bank and comes back with a successful callback. */
async function flow(url, headers, i) {
  const made = await (
    await fetch(`${url}/api/charities`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'sadaqa', amount: 10000 + i }),
    })
  ).json()
  const bill = made.data.bill
  const pay = await (
    await fetch(`${url}/api/bills/${bill.id}/pay`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ gateway: 'sandbox', token: bill.token }),
    })
  ).json()
  const authority = pay.data.redirect.url.split('/').pop()
  const back = await fetch(
    `${url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`,
    { redirect: 'manual' },
  )
  return new URL(back.headers.get('location'), url).searchParams.get('status')
}

/**
 * Runs the built server on one database and measures, on a fresh one: the statements and
 * transactions of one donation flow (make, pay, callback), then `FLOWS` flows at once.
 */
async function measure(root, env, port, database = null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-pay-'))
  const url = `http://127.0.0.1:${port}`
  const child = fork(path.join(root, 'apps/api/dist/server.js'), [], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-password',
      APP_URL: url,
      KHEYR_COUNT_QUERIES: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  try {
    await waitUp(url, child)
    const headers = await guestHeaders(url)
    for (let i = 0; i < 5; i++) await flow(url, headers, i)
    const before = await queryCounts(child)
    for (let i = 0; i < COUNTED_FLOWS; i++) await flow(url, headers, i)
    const after = await queryCounts(child)
    const cpuBefore = cpuMs(child.pid)
    const clientBefore = process.cpuUsage()
    const databaseBefore = database && (await backendsCpu(database.serverUrl, database.name))
    const started = performance.now()
    const outcomes = await Promise.all(
      Array.from({ length: FLOWS }, (_, i) => flow(url, headers, i)),
    )
    const seconds = (performance.now() - started) / 1000
    const cpuAfter = cpuMs(child.pid)
    const client = process.cpuUsage(clientBefore)
    const databaseAfter = database && (await backendsCpu(database.serverUrl, database.name))
    const databaseCpu = backendsCpuUsed(databaseBefore, databaseAfter)
    const paid = outcomes.filter((o) => o === 'paid').length
    return {
      flows: FLOWS,
      paid,
      seconds,
      perSecond: paid / seconds,
      // The server's own CPU per flow: unlike settlements per second, it does not depend on what
      // else the machine is doing.
      serverCpuMsPerFlow:
        cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / FLOWS,
      // PostgreSQL's CPU for the same flows (its backends for this database), and this script's.
      databaseCpuMsPerFlow: databaseCpu === null ? null : databaseCpu / FLOWS,
      clientCpuMsPerFlow: (client.user + client.system) / 1000 / FLOWS,
      queriesPerFlow: (after.queries - before.queries) / COUNTED_FLOWS,
      transactionsPerFlow: (after.transactions - before.transactions) / COUNTED_FLOWS,
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The embedded database (unless BENCH_PGLITE=0), and PostgreSQL when DATABASE_URL or
 * TEST_DATABASE_URL names a server.
 */
export async function settlements(root) {
  const results =
    process.env.BENCH_PGLITE === '0'
      ? []
      : [{ name: 'embedded PGlite', ...(await measure(root, { DATABASE_URL: '' }, PORT)) }]
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
  if (serverUrl) {
    // A database of its own on that server, dropped afterwards: the bench writes thousands of rows.
    const name = `kheyr_bench_${process.pid}`
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await client.query(sql)
      } finally {
        await client.end()
      }
    }
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await admin(`CREATE DATABASE ${name}`)
    try {
      results.push({
        name: 'PostgreSQL',
        ...(await measure(root, { DATABASE_URL: url.toString() }, PORT + 1, {
          serverUrl,
          name,
        })),
      })
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  }
  return results
}
