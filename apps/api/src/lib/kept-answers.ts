import { NOTICE_CHANNELS, type DbNotices } from './db-notices.ts'

const CHANNEL = NOTICE_CHANNELS.tables

/**
 * The modules whose tables announce every write on the `kheyr_tables` channel, by name (the
 * triggers of migration 0016 name the module; `kept-answers.test.ts` checks every name here has
 * them). A kept answer lists the modules it reads.
 */
export const KEPT_MODULES = [
  'users',
  'payments',
  'subscriptions',
  'needies',
  'chests',
  'contacts',
  'crowns',
] as const
export type KeptModule = (typeof KEPT_MODULES)[number]

/** Content codings a kept answer is also kept in, once asked for (the compression plugin's). */
export type KeptEncoding = 'br' | 'gzip'

/** An answer as it went out, with what it read, and its compressed forms made so far. */
type Answer = {
  body: string
  contentType: string
  reads: readonly KeptModule[]
  encoded: Partial<Record<KeptEncoding, Buffer>>
}

export type KeptAnswersOptions = {
  /** Bytes of answers kept at most (their text); 0 keeps none. */
  maxBytes: number
  /** Answers kept at most. */
  maxEntries?: number
}

const DEFAULT_ENTRIES = 2000

/**
 * Whole answers of dashboard reads, kept in this process while nothing they read has changed
 * (decision 021): served again with no query at all. Every table an answer reads sends a notice
 * naming its module from a trigger, in the writing transaction, so every instance hears of a
 * write when it commits (and the writing instance before its commit returns: `DbNotices`); the
 * answers that read that module are dropped. Nothing is kept while the channel is not listening.
 *
 * Whoever keeps an answer takes a `ticket` before reading anything and hands it to `keep` after:
 * an answer whose reads overlapped a change is not kept. Least recently used answers go first,
 * by count and by bytes.
 */
export class KeptAnswers {
  private readonly answers = new Map<string, Answer>()
  private readonly byModule = new Map<KeptModule, Set<string>>()
  private readonly changes = new Map<string, number>()
  private everything = 0
  private bytes = 0
  private readonly maxEntries: number
  private readonly maxBytes: number

  constructor(
    private readonly notices: DbNotices,
    options: KeptAnswersOptions,
  ) {
    this.maxBytes = options.maxBytes
    this.maxEntries = options.maxEntries ?? DEFAULT_ENTRIES
  }

  async start() {
    await this.notices.on(CHANNEL, (payload) => this.changed(payload))
  }

  /** Whether answers may be kept now (notices arrive, and memory is allowed). */
  get enabled() {
    return this.maxBytes > 0 && this.notices.listening(CHANNEL)
  }

  get(key: string): { body: string; contentType: string } | undefined {
    const found = this.answers.get(key)
    if (!found) return undefined
    if (!this.notices.listening(CHANNEL)) {
      this.changed(null)
      return undefined
    }
    this.answers.delete(key)
    this.answers.set(key, found)
    return found
  }

  /**
   * The kept answer under `key` in `encoding`: compressed by `encode` the first time it is asked
   * for, then kept with the answer (and counted in its bytes) until the answer goes, so a read
   * served again is never compressed again.
   */
  encoded(key: string, encoding: KeptEncoding, encode: (body: string) => Buffer): Buffer | null {
    const found = this.answers.get(key)
    if (!found) return null
    const kept = found.encoded[encoding]
    if (kept) return kept
    const made = encode(found.body)
    found.encoded[encoding] = made
    this.bytes += made.length
    while (this.bytes > this.maxBytes && this.answers.size > 1)
      this.drop(this.answers.keys().next().value!)
    return made
  }

  /** Taken before an answer reads anything; `keep` refuses it if what it read changed since. */
  ticket(reads: readonly KeptModule[]) {
    let n = this.everything
    for (const module of reads) n += this.changes.get(module) ?? 0
    return n
  }

  keep(
    key: string,
    reads: readonly KeptModule[],
    ticket: number,
    answer: { body: string; contentType: string },
  ) {
    if (!this.enabled || ticket !== this.ticket(reads)) return
    const size = answerBytes(key, answer.body)
    // One answer never pushes out more than an eighth of the rest.
    if (size > this.maxBytes / 8) return
    this.drop(key)
    this.answers.set(key, { ...answer, reads, encoded: {} })
    this.bytes += size
    for (const module of reads) {
      const keys = this.byModule.get(module) ?? new Set()
      keys.add(key)
      this.byModule.set(module, keys)
    }
    while (this.answers.size > this.maxEntries || this.bytes > this.maxBytes)
      this.drop(this.answers.keys().next().value!)
  }

  /** A module's data changed (null: anything may have). */
  changed(module: string | null) {
    if (module === null || !(KEPT_MODULES as readonly string[]).includes(module)) {
      this.everything++
      for (const key of [...this.answers.keys()]) this.drop(key)
      return
    }
    this.changes.set(module, (this.changes.get(module) ?? 0) + 1)
    for (const key of [...(this.byModule.get(module as KeptModule) ?? [])]) this.drop(key)
  }

  get size() {
    return { entries: this.answers.size, bytes: this.bytes }
  }

  private drop(key: string) {
    const found = this.answers.get(key)
    if (!found) return
    this.answers.delete(key)
    this.bytes -= answerBytes(key, found.body)
    for (const made of Object.values(found.encoded)) this.bytes -= made.length
    for (const module of found.reads) {
      const keys = this.byModule.get(module)
      keys?.delete(key)
      if (keys && !keys.size) this.byModule.delete(module)
    }
  }
}

/** What an answer costs in memory, near enough: its text and its key, two bytes a character. */
const answerBytes = (key: string, body: string) => 2 * (key.length + body.length)

const tehranDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' })

/** The day in Tehran (`YYYY-MM-DD`): kept answers never outlive it. */
export const keptDay = (now: Date) => tehranDays.format(now)
