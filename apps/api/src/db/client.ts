import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { NOTICE_CHANNELS } from '../lib/db-notices.ts'
import { migrationsDir } from '../lib/paths.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction handle; repositories take `Db | Tx` so they work inside and outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded database, when that is what runs (pg-boss needs the raw client). */
  pglite: PGlite | null
  pool: pg.Pool | null
  /** The connection string, on a PostgreSQL server. */
  url: string | null
  /**
   * Hears the notices this app's pooled connections send, each on the connection that sent it
   * (every pooled connection listens on every app channel, and PostgreSQL hands a connection its
   * own notices just before the answer to its commit); answers a way to stop hearing them. Null on
   * the embedded database, which delivers in-process anyway.
   */
  onNotice: ((handler: (channel: string, payload: string) => void) => () => void) | null
  /** Whether a notice from this server process came from one of this app's pooled connections. */
  sentByPool: (processId: number) => boolean
  migrate: () => Promise<void>
  close: () => Promise<void>
}

// Bigint columns (ids, amounts in toman) come back as numbers: toman totals stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v))

/**
 * Sees every statement the app's database handle sends, `begin` included (the bench counts
 * queries per flow with it). pg-boss talks to the database on its own and is not seen.
 */
export type QueryObserver = (sql: string) => void

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { onQuery?: QueryObserver }

const loggerOf = (onQuery?: QueryObserver) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const hearers = new Set<(channel: string, payload: string) => void>()
    const ownProcesses = new Set<number>()
    const listen = Object.values(NOTICE_CHANNELS)
      .map((channel) => `LISTEN ${channel}`)
      .join('; ')
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // Before the connection serves anyone: from then on it hears its own notices as its
      // commits return. Others' notices reach the app's listening connection (`DbNotices`).
      onConnect: async (client) => {
        await client.query(listen)
        const processId = (client as unknown as { processID: number }).processID
        ownProcesses.add(processId)
        client.on('end', () => ownProcesses.delete(processId))
        client.on('notification', (message) => {
          if (message.processId !== processId) return
          for (const hear of hearers) hear(message.channel, message.payload ?? '')
        })
      },
    })
    // An idle connection the server ends (a restart, a failover, a dropped test database) is
    // only removed: the pool opens a new one when needed, and a query in flight fails on its own.
    // Without a listener, the pool's 'error' event would end the whole process.
    pool.on('error', () => {})
    const logger = loggerOf(options.onQuery)
    const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      pglite: null,
      pool,
      url: options.url,
      onNotice: (hear) => {
        hearers.add(hear)
        return () => void hearers.delete(hear)
      },
      sentByPool: (processId) => ownProcesses.has(processId),
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { 20: (v: string) => Number(v) },
  })
  await client.waitReady
  const logger = loggerOf(options.onQuery)
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db
  if (options.onQuery) {
    // PGlite opens its transactions itself, out of the logger's sight: report them as node-postgres does.
    const onQuery = options.onQuery
    const transaction = db.transaction.bind(db)
    db.transaction = ((run, config) => {
      onQuery('begin')
      return transaction(run, config)
    }) as Db['transaction']
  }
  return {
    db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    url: null,
    onNotice: null,
    sentByPool: () => false,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  }
}
