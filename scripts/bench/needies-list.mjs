import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import autocannon from 'autocannon'
import pg from 'pg'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const PEOPLE = Number(process.env.BENCH_NEEDIES ?? 100_000)
const PASSWORD = 'bench-password'
const MOBILE = '09120000000'

/** The staff list as it is used: three filters and a name search. */
export const NEEDIES_QUERY =
  '/api/dashboard/needies?filter[priority][gte]=high&filter[final_status]=approved' +
  '&filter[gender]=female&search=' +
  encodeURIComponent('فاطمه')

function load(url, headers = {}) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections: 50, duration: DURATION, pipelining: 1, headers },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  )
}

export async function startServer(root, dataDir, port, databaseUrl) {
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

const SEED_SQL = `
  insert into needies (name, family, national_code, mobile, city, address, gender, priority,
                       final_status, dependents_count, monthly_income, created_at, updated_at)
  select (array['فاطمه','زهرا','مریم','زینب','معصومه','علی','محمد','حسین','رضا','مهدی',
                'سکینه','اکرم','طاهره','حسن','جواد','سمیه','نرگس','کبری','صغری','عباس'])[1 + i % 20],
         (array['احمدی','محمدی','حسینی','رضایی','موسوی','کریمی','رحیمی','جعفری','قاسمی','صادقی',
                'حیدری','نوری','کاظمی','امینی','یوسفی','اکبری','مرادی','عباسی','سلیمانی','نجفی'])[1 + (i / 20) % 20],
         n9 || (case when s % 11 < 2 then s % 11 else 11 - s % 11 end)::text,
         '0912' || lpad((i % 10000000)::text, 7, '0'),
         (array['تهران','مشهد','اصفهان','شیراز','تبریز','قم','کرج','اهواز','یزد','کرمان'])[1 + (i / 7) % 10],
         'نشانی آزمایشی ' || i,
         case when i % 3 = 0 then 'male' else 'female' end,
         (array['low','medium','medium','high','urgent'])[1 + (i / 3) % 5],
         (array['pending','approved','approved','follow_up','rejected'])[1 + (i / 11) % 5],
         i % 6,
         (i % 50) * 250000,
         now() - (i || ' minutes')::interval,
         now()
  from (
    select i, n9,
           (select sum(substr(n9, k, 1)::int * (11 - k)) from generate_series(1, 9) k)::int as s
    from (select i, lpad((100000000 + i)::text, 9, '0') as n9
          from generate_series(1, $PEOPLE) i) codes
  ) people;
  insert into needy_dependents (needy_id, relation, name, family)
  select id, 'child', 'فرزند', family from needies where id % 3 = 0;
`

/**
 * 100,000 people written straight into the database: Persian names, valid and unique national
 * codes, statuses, priorities and cities spread the way a real registry's are, a third of them
 * with a dependent. `run` executes SQL on the bench's database (the embedded one while the
 * server is stopped, or the PostgreSQL server).
 */
export async function seedPeople(run) {
  await run(SEED_SQL.replace('$PEOPLE', String(PEOPLE)))
  // The embedded database has no autovacuum: settle the new rows as a live database would have.
  await run('vacuum analyze')
}

const pgliteRunner = async (dataDir, fn) => {
  const db = new PGlite({ dataDir })
  await db.waitReady
  try {
    await fn((sql) => db.exec(sql))
  } finally {
    await db.close()
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

/**
 * The needies list with three filters and a search over 100,000 people, in requests per second
 * beside `/api/props` on the same server in the same run (target: a ratio of at least 0.2). On
 * the embedded database by default; on PostgreSQL when `BENCH_DATABASE_URL` names a server (a
 * scratch database is made there and dropped after).
 */
export async function neediesList(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-needies-'))
  const adminUrl = process.env.BENCH_DATABASE_URL
  const dbName = `kheyr_bench_${process.pid}`
  const databaseUrl = adminUrl
    ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href
    : null
  const admin = adminUrl ? new pg.Client({ connectionString: adminUrl }) : null
  try {
    if (admin) {
      await admin.connect()
      await admin.query(`create database ${dbName}`)
    }
    // First start: migrations and the super-admin; then the people, with the server stopped.
    await (await startServer(root, dataDir, '3304', databaseUrl)).stop()
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await seedPeople((sql) => client.query(sql)).finally(() => client.end())
    } else {
      await pgliteRunner(dataDir, seedPeople)
    }
    const server = await startServer(root, dataDir, '3304', databaseUrl)
    try {
      const cookie = await signIn(server.url)
      const headers = { cookie, accept: 'application/json' }
      const sample = await (await fetch(server.url + NEEDIES_QUERY, { headers })).json()
      await load(server.url + NEEDIES_QUERY, headers) // warm-up
      const list = await load(server.url + NEEDIES_QUERY, headers)
      const props = await load(`${server.url}/api/props`)
      return {
        database: databaseUrl ? 'PostgreSQL' : 'embedded PGlite',
        people: PEOPLE,
        matches: sample.meta?.total ?? 0,
        listRps: Math.round(list.requests.average),
        listP99Ms: list.latency.p99,
        propsRps: Math.round(props.requests.average),
        ratio: list.requests.average / props.requests.average,
        errors: list.errors + list.non2xx,
      }
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
