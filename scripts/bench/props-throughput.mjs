import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)

export function load(url) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration: DURATION, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  )
}

/** The built server's settings for a bench on a fresh seeded database in `dataDir`. */
export const benchServerEnv = (dataDir, port) => ({
  PORT: port,
  READY_PATH: '/api/health',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '100000',
  ADMIN_PASSWORD: 'bench-password',
})

/** Runs a server script in its own process (so the load generator does not share its thread). */
export async function withServer(script, env, fn) {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const url = `http://127.0.0.1:${env.PORT}`
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}${env.READY_PATH}`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    return await fn(url)
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/** `/api/props` requests per second beside a bare Fastify hello-world, as a ratio (target >= 0.5). */
export async function propsThroughput(root) {
  const hello = await withServer(
    path.join(root, 'scripts/bench/hello-server.mjs'),
    { PORT: '3301', READY_PATH: '/' },
    (url) => load(`${url}/`),
  )
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-'))
  const props = await withServer(
    path.join(root, 'apps/api/dist/server.js'),
    {
      PORT: '3302',
      READY_PATH: '/api/health',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-password',
    },
    async (url) => {
      await load(`${url}/api/props`) // warm-up
      return load(`${url}/api/props`)
    },
  )
  rmSync(dataDir, { recursive: true, force: true })
  return {
    helloRps: Math.round(hello.requests.average),
    propsRps: Math.round(props.requests.average),
    propsP99Ms: props.latency.p99,
    ratio: props.requests.average / hello.requests.average,
    errors: props.errors + props.non2xx,
  }
}
