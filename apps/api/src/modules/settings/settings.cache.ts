import pg from 'pg'
import type { Database, Db, Executor } from '../../db/client.ts'
import { allSettings, SETTINGS_CHANNEL, type SettingsMap } from './settings.repository.ts'

const RETRY_MS = [1000, 2000, 5000, 15_000, 30_000]

/**
 * Every setting, read once and kept in this process until one changes (decision 006). A change
 * reaches every instance: `putSetting` sends a PostgreSQL NOTIFY in the writer's transaction,
 * delivered when it commits, and each instance LISTENs on its own connection (PGlite, which is
 * one process, delivers it in-process). While the listening connection is down the cache is
 * bypassed, so a missed notice can never leave an instance on old settings.
 */
export class SettingsCache {
  private loaded: Promise<SettingsMap> | null = null
  private value: SettingsMap | null = null
  private listening = false
  private stopped = false
  private client: pg.Client | null = null
  private unlisten: (() => Promise<void>) | null = null
  private retry: NodeJS.Timeout | null = null
  private failures = 0
  private readonly subscribers = new Set<() => void>()

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Starts listening for changes; until it does, every read goes to the database. */
  async start(database: Database) {
    if (database.pglite) {
      this.unlisten = await database.pglite.listen(SETTINGS_CHANNEL, () => this.invalidate())
      this.listening = true
    } else if (database.url) {
      await this.connect(database.url)
    }
  }

  async stop() {
    this.stopped = true
    this.listening = false
    if (this.retry) clearTimeout(this.retry)
    await this.unlisten?.()
    await this.client?.end().catch(() => {})
  }

  /**
   * Every group as `{ group: { key: value } }`. Inside a transaction pass it as `db`: a miss is
   * then read through it (PGlite has one connection, which the transaction holds) and not
   * cached, since the transaction may see its own uncommitted writes.
   */
  all(db: Executor = this.db): Promise<SettingsMap> {
    if (this.listening && this.value) return Promise.resolve(this.value)
    // A transaction must not wait for a read in flight on the pool: on PGlite that read waits
    // for the transaction's own connection.
    if (!this.listening || db !== this.db) return allSettings(db)
    if (!this.loaded) {
      const loading = allSettings(this.db)
      this.loaded = loading
      loading.then(
        (value) => {
          if (this.loaded === loading) this.value = value
        },
        () => {
          if (this.loaded === loading) this.loaded = null
        },
      )
    }
    return this.loaded
  }

  async group(name: string, db: Executor = this.db): Promise<Record<string, unknown>> {
    return (await this.all(db))[name] ?? {}
  }

  /**
   * Forgets the cached settings. Writers through the app call it after their transaction
   * commits, so their own instance sees the change at once; other instances get the NOTIFY.
   * A read still in flight is dropped too: it may have read the old values.
   */
  invalidate() {
    this.loaded = null
    this.value = null
    for (const subscriber of this.subscribers) subscriber()
  }

  /** Runs `fn` whenever the settings may have changed (the start-up props rebuild then). */
  subscribe(fn: () => void) {
    this.subscribers.add(fn)
  }

  private async connect(url: string) {
    const client = new pg.Client({ connectionString: url })
    const lost = (err?: unknown) => {
      if (this.client !== client) return
      this.client = null
      this.listening = false
      this.invalidate()
      if (err) this.onError(err)
      client.end().catch(() => {})
      this.reconnect(url)
    }
    client.on('notification', () => this.invalidate())
    client.on('error', lost)
    client.on('end', () => lost())
    this.client = client
    try {
      await client.connect()
      await client.query(`LISTEN ${SETTINGS_CHANNEL}`)
      this.failures = 0
      // Anything read before now may predate a change we were not yet told about.
      this.invalidate()
      this.listening = !this.stopped
    } catch (err) {
      lost(err)
    }
  }

  private reconnect(url: string) {
    if (this.stopped) return
    const delay = RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]!
    this.retry = setTimeout(() => void this.connect(url), delay)
    this.retry.unref()
  }
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsCache
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
