import pino from 'pino'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { currentOwner, describeOwner } from './lib/data-dir-owner.ts'
import { logFilePath, rotatingLogFile } from './modules/logs/logs.service.ts'
import { seedBase, seedFirstRun } from './seed.ts'

/**
 * `npm run bench` counts the statements a flow costs: it forks the server with
 * KHEYR_COUNT_QUERIES=1 and asks for the counts over the IPC channel. Off otherwise.
 */
function queryCounter() {
  if (process.env.KHEYR_COUNT_QUERIES !== '1' || !process.send) return undefined
  const counts = { queries: 0, transactions: 0 }
  process.on('message', (message) => {
    if (message === 'query-counts') process.send!({ queryCounts: counts })
  })
  return (sql: string) => {
    if (/^\s*begin\b/i.test(sql)) counts.transactions++
    else if (!/^\s*(commit|rollback)\b/i.test(sql)) counts.queries++
  }
}

/** Opens the database, migrates, seeds on first run, listens, and shuts down gracefully. */
async function main() {
  const config = loadConfig()
  // One process owns an embedded database's folder (a backup or restore from the command line).
  const owner = config.databaseUrl ? null : currentOwner(config.dataDir)
  if (owner)
    throw new Error(
      `${config.dataDir} is in use by ${describeOwner(owner)}; start again when it has finished.`,
    )
  const onQuery = queryCounter()
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, ...(onQuery ? { onQuery } : {}) }
      : { kind: 'pglite', dataDir: config.dataDir, ...(onQuery ? { onQuery } : {}) },
  )
  await database.migrate()
  // The log goes to stdout as before and to a capped file the dashboard's log viewer reads.
  const logFile = rotatingLogFile(logFilePath(config.dataDir))
  const logStream = pino.multistream([
    { level: 'trace', stream: process.stdout },
    { level: 'trace', stream: logFile },
  ])
  const app = await buildApp({ config, database, closeDatabase: true, logStream })
  await seedBase(app.db)
  await seedFirstRun(app.db, config, app.log)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    try {
      await app.close()
      logFile.flushSync()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error during shutdown')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    { url: config.appUrl, database: database.kind },
    `Kheyr is serving on ${config.appUrl}`,
  )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
