import pg from 'pg'
import type { Database } from '../db/client.ts'

const RETRY_MS = [1000, 2000, 5000, 15_000, 30_000]

/**
 * Every channel the app's caches listen on, listed once: besides the connection that listens for
 * the app, each pooled connection listens on them all (see `openDatabase`), so a writer hears its
 * own notices as its commit returns.
 */
export const NOTICE_CHANNELS = {
  roles: 'kheyr_roles',
  settings: 'kheyr_settings',
  /** What a session id resolves to changed (`s:<id>`, `u:<user id>`, `*`); decision 021. */
  sessions: 'kheyr_sessions',
  /** A module's tables that kept answers read were written (the payload names the module). */
  tables: 'kheyr_tables',
} as const
export type NoticeChannel = (typeof NOTICE_CHANNELS)[keyof typeof NOTICE_CHANNELS]
const KNOWN = new Set<string>(Object.values(NOTICE_CHANNELS))

/**
 * What a handler hears: a notice's payload, or null when notices may have been missed (the
 * listening connection dropped or came back): then anything kept may be out of date.
 */
export type NoticeHandler = (payload: string | null) => void

type Channel = { handlers: Set<NoticeHandler>; listening: boolean }

/**
 * PostgreSQL LISTEN/NOTIFY for the in-process caches (settings, role permissions, sessions, kept
 * answers): a writer sends a NOTIFY in its transaction, delivered to every instance when it
 * commits. One connection per app listens on every channel (PGlite, which is one process,
 * delivers in-process); the pooled connections listen too, so the instance that wrote hears it
 * before its commit returns (not after a trip through that connection). A handler also runs,
 * with null, whenever notices may have been missed (the connection dropped or came back), and
 * while a channel is not `listening` its cache must read the database instead of trusting itself.
 */
export class DbNotices {
  private readonly channels = new Map<string, Channel>()
  private client: pg.Client | null = null
  private connected = false
  private stopped = false
  private started = false
  private retry: NodeJS.Timeout | null = null
  private failures = 0
  private readonly unlisten: (() => Promise<void> | void)[] = []

  constructor(
    private readonly database: Pick<Database, 'pglite' | 'url'> &
      Partial<Pick<Database, 'onNotice' | 'sentByPool'>>,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Runs `handler` on each notice on `channel` (and, with null, when notices may have been missed). */
  async on(channel: NoticeChannel, handler: NoticeHandler) {
    if (!KNOWN.has(channel)) throw new Error(`Unknown notice channel ${channel}`)
    let entry = this.channels.get(channel)
    if (!entry) {
      entry = { handlers: new Set(), listening: false }
      this.channels.set(channel, entry)
      if (this.started) await this.listen(channel, entry)
    }
    entry.handlers.add(handler)
  }

  /** Whether a notice on `channel` would reach this instance now. */
  listening(channel: string) {
    return this.channels.get(channel)?.listening ?? false
  }

  async start() {
    this.started = true
    // The pool's own connections: what this instance writes, heard as its commit returns.
    const own = this.database.onNotice?.((channel, payload) => {
      const entry = this.channels.get(channel)
      if (entry && !this.stopped) this.fire(entry, payload)
    })
    if (own) this.unlisten.push(own)
    if (this.database.url) await this.connect(this.database.url)
    else for (const [name, entry] of this.channels) await this.listen(name, entry)
  }

  async stop() {
    this.stopped = true
    for (const entry of this.channels.values()) entry.listening = false
    if (this.retry) clearTimeout(this.retry)
    for (const unlisten of this.unlisten) await Promise.resolve(unlisten()).catch(() => {})
    await this.client?.end().catch(() => {})
  }

  private fire(entry: Channel, payload: string | null) {
    for (const handler of entry.handlers) handler(payload)
  }

  private async listen(name: string, entry: Channel) {
    const pglite = this.database.pglite
    if (pglite) {
      this.unlisten.push(await pglite.listen(name, (payload) => this.fire(entry, payload)))
      entry.listening = !this.stopped
      return
    }
    if (!this.client || !this.connected) return
    try {
      await this.client.query(`LISTEN ${name}`)
      // Anything read before now may predate a change we were not yet told about.
      this.fire(entry, null)
      entry.listening = !this.stopped
    } catch (err) {
      this.onError(err)
    }
  }

  private async connect(url: string) {
    const client = new pg.Client({ connectionString: url })
    const lost = (err?: unknown) => {
      if (this.client !== client) return
      this.client = null
      this.connected = false
      for (const entry of this.channels.values()) {
        entry.listening = false
        this.fire(entry, null)
      }
      if (err) this.onError(err)
      client.end().catch(() => {})
      this.reconnect(url)
    }
    client.on('notification', (message) => {
      // This app's own pooled connections heard their notices already, as they committed.
      if (this.database.sentByPool?.(message.processId)) return
      const entry = this.channels.get(message.channel)
      if (entry) this.fire(entry, message.payload ?? '')
    })
    client.on('error', lost)
    client.on('end', () => lost())
    this.client = client
    try {
      await client.connect()
      this.connected = true
      this.failures = 0
      for (const [name, entry] of this.channels) await this.listen(name, entry)
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
