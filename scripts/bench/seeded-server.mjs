import { fork } from 'node:child_process'
import net from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import pg from 'pg'

// What the dashboard-list benches share: a server started on a database seeded with many rows
// (the embedded one, and a scratch database on PostgreSQL when one is named), signed in as the
// super-admin.

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const PASSWORD = 'bench-password'
const MOBILE = '09120000000'

/** Requests per second at `url` over the run, on `connections` at once. */
export function load(url, headers = {}, connections = 50) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, duration: DURATION, pipelining: 1, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  )
}

/** Refuses a port another program holds: its health check would answer for ours. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use; stop what holds it`)))
    probe.listen(Number(port), '0.0.0.0', () => probe.close(resolve))
  })
}

export async function startServer(root, dataDir, port, databaseUrl) {
  await assertPortFree(port)
  const child = fork(path.join(root, 'apps/api/dist/server.js'), [], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ADMIN_MOBILE: MOBILE,
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

export async function signIn(url) {
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`)
  const xsrf = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0]
  const token = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length))
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': token },
    body: JSON.stringify({ mobile: MOBILE, password: PASSWORD }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`)
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return `${xsrf}; ${session}`
}

/** The PostgreSQL server the list benches also run on, if one is named (as the settlements bench). */
export const postgresUrl = () =>
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  null

/**
 * Runs `fn(server, database)` against a server whose database `seed(run)` filled (`run` executes
 * SQL; the embedded database is seeded while the server is down, as it has one owner): on the
 * embedded database, then on PostgreSQL when `BENCH_DATABASE_URL` (or `DATABASE_URL`,
 * `TEST_DATABASE_URL`) names a server (a scratch database is made there and dropped after).
 * Answers one result per database.
 */
export async function onEachDatabase(root, options, seed, fn) {
  const results = [await withSeededServer(root, options, seed, fn, null)]
  const adminUrl = postgresUrl()
  if (adminUrl) results.push(await withSeededServer(root, options, seed, fn, adminUrl))
  return results
}

async function withSeededServer(root, { name, port }, seed, fn, adminUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kheyr-bench-${name}-`))
  const dbName = `kheyr_bench_${name}_${process.pid}`
  const databaseUrl = adminUrl
    ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href
    : null
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null
  try {
    if (admin) {
      await admin.connect()
      await admin.query(`create database ${dbName}`)
    }
    // First start: migrations and the super-admin; then the rows, with the server stopped.
    await (await startServer(root, dataDir, port, databaseUrl)).stop()
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await seed((sql) => client.query(sql)).finally(() => client.end())
    } else {
      const db = new PGlite({ dataDir })
      await db.waitReady
      await seed((sql) => db.exec(sql)).finally(() => db.close())
    }
    const server = await startServer(root, dataDir, port, databaseUrl)
    try {
      return await fn(server, databaseUrl ? 'PostgreSQL' : 'embedded PGlite')
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    if (admin) {
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    }
  }
}

/**
 * Requests per second of `url` (signed in), of `/api/props` signed in too (the floor: what any
 * dashboard request pays before its own work, the session's lookup), and of `/api/props` as the
 * public gets it, on `connections` at once for the first two.
 */
export async function listAgainstProps(server, url, headers, connections) {
  await load(url, headers, connections) // warm-up
  const list = await load(url, headers, connections)
  await drained(server.url)
  const floor = await load(`${server.url}/api/props`, headers, connections)
  await drained(server.url)
  const props = await load(`${server.url}/api/props`)
  return {
    listRps: Math.round(list.requests.average),
    listP99Ms: list.latency.p99,
    floorRps: Math.round(floor.requests.average),
    propsRps: Math.round(props.requests.average),
    ratio: list.requests.average / props.requests.average,
    floorRatio: floor.requests.average / props.requests.average,
    errors: list.errors + list.non2xx,
  }
}

/** Waits until the server has answered what the last run left queued (props come back quickly). */
async function drained(url) {
  for (let i = 0; i < 120; i++) {
    const started = Date.now()
    await fetch(`${url}/api/props`)
    if (Date.now() - started < 50) return
    await new Promise((r) => setTimeout(r, 250))
  }
}
