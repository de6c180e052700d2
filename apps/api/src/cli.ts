import { request } from 'node:http'
import path from 'node:path'
import pino from 'pino'
import { loadConfig, type Config } from './config.ts'
import { openDatabase, type Database } from './db/client.ts'
import {
  claimDataDir,
  currentOwner,
  describeOwner,
  releaseDataDir,
  type DataDirOwner,
} from './lib/data-dir-owner.ts'
import { createStorage } from './lib/storage/storage.ts'
import { ArchiveError } from './modules/backups/backups.service.ts'
import { runBackup } from './modules/backups/runs.service.ts'
import {
  checkBackup,
  keepsRunRecord,
  type CheckedBackup,
  restoreBackup,
  RestoreRefused,
  summaryOf,
  writeBackup,
} from './modules/backups/backups.service.ts'

// `npm run backup` and `npm run restore -- FILE [--force]` (docs/decisions/032-backups.md).

export type CliOutput = { out: (line: string) => void; err: (line: string) => void }

const consoleOutput: CliOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

type BackupSummary = {
  file: string
  size: number
  summary: ReturnType<typeof summaryOf>
  tables: { name: string; rows: number }[]
}

function printBackup(io: CliOutput, result: BackupSummary, seconds: number) {
  const { summary } = result
  io.out(`Backup written: ${result.file}`)
  io.out(
    `  ${megabytes(result.size)} in ${seconds.toFixed(1)} s; ${summary.tables} tables, ${summary.rows} rows, ${summary.media_files} media files (${summary.media_copied ? 'copied' : 'listed with checksums'})`,
  )
  io.out(
    `  settlement ledger: ${summary.ledger.payments} payments, ${summary.ledger.amount} toman; ${summary.ledger.refunds} refunds, ${summary.ledger.refunded_amount} toman`,
  )
  io.out(`  database: ${summary.database} at migration ${summary.migration ?? 'none'}`)
}

/** Asks the server that owns the embedded database's folder to take the backup. */
function askServer(owner: DataDirOwner): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // No timeout: a large backup takes as long as it takes.
    const req = request(
      {
        host: '127.0.0.1',
        port: owner.port!,
        method: 'POST',
        path: '/api/backups/local',
        headers: { authorization: `Bearer ${owner.token}` },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function openOwned(config: Config, role: 'backup' | 'restore'): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, max: 2 })
  claimDataDir(config.dataDir, { role, port: null, token: null })
  return openDatabase({ kind: 'pglite', dataDir: config.dataDir })
}

async function backup(config: Config, io: CliOutput): Promise<number> {
  const started = Date.now()
  const owner = config.databaseUrl ? null : currentOwner(config.dataDir)
  if (owner?.role === 'server' && owner.port && owner.token) {
    io.out(`The server (process ${owner.pid}) owns ${config.dataDir}; it takes the backup.`)
    const answer = await askServer(owner)
    if (answer.status !== 200) {
      io.err(`Backup failed: the server answered ${answer.status}: ${answer.body.slice(0, 300)}`)
      return 1
    }
    printBackup(io, JSON.parse(answer.body) as BackupSummary, (Date.now() - started) / 1000)
    return 0
  }
  if (owner) {
    io.err(`Backup refused: ${config.dataDir} is in use by ${describeOwner(owner)}.`)
    return 1
  }
  const database = await openOwned(config, 'backup')
  try {
    const storage = await createStorage(config.storage)
    const offsite = config.backup.s3 ? await createStorage(config.backup.s3) : null
    const log = pino({ level: 'warn' })
    // A database from before backups existed (a backup taken before upgrading) has no record of
    // runs: the file is written all the same.
    const result = (await keepsRunRecord(database.db))
      ? await runBackup({ database, storage, config, offsite, log }, 'cli')
      : await writeBackup({ database, storage, config })
    printBackup(
      io,
      {
        file: result.file,
        size: result.size,
        summary: summaryOf(result.manifest),
        tables: result.manifest.tables,
      },
      (Date.now() - started) / 1000,
    )
    return 0
  } catch (error) {
    io.err(`Backup failed: ${(error as Error).message}`)
    return 1
  } finally {
    await database.close()
    if (!config.databaseUrl) releaseDataDir(config.dataDir)
  }
}

async function restore(config: Config, args: string[], io: CliOutput, cwd: string) {
  const force = args.includes('--force')
  const files = args.filter((a) => !a.startsWith('--'))
  if (files.length !== 1) {
    io.err('Usage: npm run restore -- FILE [--force]')
    return 2
  }
  const file = path.resolve(cwd, files[0]!)
  if (!config.databaseUrl) {
    const owner = currentOwner(config.dataDir)
    if (owner) {
      io.err(
        `Restore refused: ${config.dataDir} is in use by ${describeOwner(owner)}; stop it first.`,
      )
      return 1
    }
  }
  const started = Date.now()
  let checked: CheckedBackup
  try {
    // Before the target is opened: an embedded database's folder is written as soon as it opens.
    checked = await checkBackup(file)
  } catch (error) {
    io.err(`Restore refused: ${(error as Error).message}`)
    return 1
  }
  const database = await openOwned(config, 'restore')
  try {
    const storage = await createStorage(config.storage)
    const target = config.databaseUrl
      ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})`
      : `the embedded database in ${config.dataDir}`
    io.out(`Restoring ${file} into ${target}…`)
    const report = await restoreBackup({ database, storage }, file, { force, checked })
    const width = Math.max(...report.tables.map((t) => t.name.length), 5)
    io.out(`${'table'.padEnd(width)}  ${'backup'.padStart(9)}  ${'restored'.padStart(9)}`)
    for (const t of report.tables)
      io.out(
        `${t.name.padEnd(width)}  ${String(t.backup).padStart(9)}  ${String(t.restored).padStart(9)}`,
      )
    const { backup: b, restored: r } = report.ledger
    io.out(
      `settlement ledger: backup ${b.payments} payments / ${b.amount} toman, ${b.refunds} refunds / ${b.refunded_amount} toman; restored ${r.payments} / ${r.amount}, ${r.refunds} / ${r.refunded_amount}`,
    )
    io.out(
      `media: ${report.media.restored} files restored${report.media.listed ? `, ${report.media.listed} listed on S3 (not in the backup)` : ''}`,
    )
    if (report.newerMigrations)
      io.out(`ran ${report.newerMigrations} newer migrations after the backup's`)
    io.out(
      `Restored the backup of ${report.manifest.created_at} (Kheyr ${report.manifest.app_version}, ${report.manifest.source.database}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    return 0
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof RestoreRefused) {
      io.err(`Restore refused: ${error.message}`)
      return 1
    }
    io.err(`Restore failed, nothing was changed: ${(error as Error).message}`)
    return 1
  } finally {
    await database.close()
    if (!config.databaseUrl) releaseDataDir(config.dataDir)
  }
}

/** Runs `backup` or `restore FILE [--force]`; answers the exit code. */
export async function runCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliOutput = consoleOutput,
): Promise<number> {
  const [command, ...args] = argv
  let config: Config
  try {
    config = loadConfig(env)
  } catch (error) {
    io.err((error as Error).message)
    return 2
  }
  if (command === 'backup') return backup(config, io)
  if (command === 'restore') return restore(config, args, io, env.INIT_CWD ?? process.cwd())
  io.err('Usage: npm run backup | npm run restore -- FILE [--force]')
  return 2
}
