import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const FLOWS = Number(process.env.BENCH_FLOWS ?? 200)

async function waitUp(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/**
 * 200 guests give at once: each makes a donation, starts paying at the built-in sandbox bank and
 * comes back with a successful callback. Prints settlements per second for the whole run.
 */
export async function settlements(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-pay-'))
  const port = '3303'
  const url = `http://127.0.0.1:${port}`
  const child = fork(path.join(root, 'apps/api/dist/server.js'), [], {
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'bench-password',
      APP_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  try {
    await waitUp(url)
    const csrf = await fetch(`${url}/sanctum/csrf-cookie`)
    const cookie = csrf.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))
    const token = decodeURIComponent(cookie.split(';')[0].slice('XSRF-TOKEN='.length))
    const headers = {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
    }
    const flow = async (i) => {
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
    const started = performance.now()
    const outcomes = await Promise.all(Array.from({ length: FLOWS }, (_, i) => flow(i)))
    const seconds = (performance.now() - started) / 1000
    const paid = outcomes.filter((o) => o === 'paid').length
    return { flows: FLOWS, paid, seconds, perSecond: paid / seconds }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
