import type { Db, Executor } from '../../db/client.ts'
import type { DbNotices } from '../../lib/db-notices.ts'
import {
  allSettings,
  changedSettings,
  SETTINGS_CHANNEL,
  type SettingsMap,
} from './settings.repository.ts'

/**
 * Every setting, read once and kept in this process until one changes (decision 004). A change
 * reaches every instance: `putSetting` sends a PostgreSQL NOTIFY in the writer's transaction,
 * delivered when it commits (`DbNotices`). While notices cannot arrive the cache is bypassed, so
 * a missed notice can never leave an instance on old settings.
 */
export class SettingsCache {
  private loaded: Promise<SettingsMap> | null = null
  private value: SettingsMap | null = null
  private readonly subscribers = new Set<() => void>()

  constructor(
    private readonly db: Db,
    private readonly notices: DbNotices,
  ) {}

  /** Starts listening for changes; until it does, every read goes to the database. */
  async start() {
    await this.notices.on(SETTINGS_CHANNEL, () => this.invalidate())
  }

  private get listening() {
    return this.notices.listening(SETTINGS_CHANNEL)
  }

  /**
   * Every group as `{ group: { key: value } }`. Inside a transaction pass it as `db`: a miss is
   * then read through it (PGlite has one connection, which the transaction holds) and not
   * cached, since the transaction may see its own uncommitted writes; and a transaction that
   * changed settings (`putSetting`) always reads them through itself, so it sees its change.
   */
  all(db: Executor = this.db): Promise<SettingsMap> {
    if (db !== this.db && changedSettings(db)) return allSettings(db)
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
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsCache
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
