import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { postgresUrl, startServer } from './seeded-server.mjs'

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 100_000)
const PORT = process.env.BENCH_PORT ?? '3303'

/**
 * `npm run backup` with 100,000 paid donations in the embedded database (the running server takes
 * it), then `npm run restore` of that file into an empty data folder and, when a PostgreSQL server
 * is named, into an empty database there (the move from one process to several): time and size.
 */
export async function backupBench(root) {
  const { runCli } = await import(pathToFileURL(path.join(root, 'apps/api/dist/cli.js')).href)
  const quiet = { out: () => {}, err: (line) => console.error(`    ${line}`) }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-backup-'))
  const restoreDir = mkdtempSync(path.join(tmpdir(), 'kheyr-bench-restore-'))
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
  delete env.DATABASE_URL
  const results = []
  try {
    // First start migrates and seeds; the donations go in while the server is down (one owner).
    await (await startServer(root, dataDir, PORT, null)).stop()
    const db = new PGlite(dataDir)
    await db.query(
      `insert into campaign_donations (campaign_id, mobile, guest, amount, display_name, status, paid_at, created_at)
       select c.id, '0912' || lpad(g::text, 7, '0'), true, 10000 + (g % 50) * 1000,
              'نیکوکار ' || g, 'paid', now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
       from (select id from campaigns order by id limit 1) c, generate_series(1, $1::int) g`,
      [DONATIONS],
    )
    await db.close()

    const server = await startServer(root, dataDir, PORT, null)
    let file
    try {
      const started = performance.now()
      const lines = []
      const code = await runCli(['backup'], env, { out: (l) => lines.push(l), err: quiet.err })
      if (code !== 0) throw new Error('the backup failed')
      file = /Backup written: (.*)$/m.exec(lines.join('\n'))[1]
      const size = Number(/([\d.]+) MB in/.exec(lines.join('\n'))[1])
      results.push({
        what: 'backup of the embedded database (by the running server)',
        seconds: (performance.now() - started) / 1000,
        megabytes: size,
      })
    } finally {
      await server.stop()
    }

    let started = performance.now()
    if ((await runCli(['restore', file], { ...env, DATA_DIR: restoreDir }, quiet)) !== 0)
      throw new Error('the restore failed')
    results.push({
      what: 'restore into an empty embedded database',
      seconds: (performance.now() - started) / 1000,
    })

    const adminUrl = postgresUrl()
    if (adminUrl) {
      const name = `kheyr_bench_restore_${process.pid}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      try {
        await admin.query(`create database ${name}`)
        const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href
        started = performance.now()
        const code = await runCli(
          ['restore', file],
          {
            ...env,
            DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kheyr-bench-restore-pg-')),
            DATABASE_URL: url,
          },
          quiet,
        )
        if (code !== 0) throw new Error('the restore into PostgreSQL failed')
        results.push({
          what: 'restore into an empty PostgreSQL database',
          seconds: (performance.now() - started) / 1000,
        })
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    }
    return { donations: DONATIONS, results }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(restoreDir, { recursive: true, force: true })
  }
}
