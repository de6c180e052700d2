/**
 * The last answers of a few reads, kept in the browser's Cache Storage so the pages already seen
 * still open without internet (docs/decisions/017-offline-copies.md). The API client keeps a copy
 * of each answer that may be kept, and gives the copy back when the network gives nothing.
 *
 * Two stores: the public start-up settings and pages, and the signed-in person's own reads. The
 * person's store belongs to one person: it is emptied whenever another identity appears (sign-in,
 * sign-out, acting as someone, a session that ended), and an answer that was on its way while the
 * person changed is dropped. Staff (dashboard) answers and anything carrying a token or a code are
 * never kept.
 */

type Kind = 'public' | 'mine'
export type SavedCopy = { kind: Kind; url: string }

const STORES: Record<Kind, string> = { public: 'kheyr-copies-public', mine: 'kheyr-copies-mine' }
const OWNER_KEY = 'kheyr:copies-owner'
const GUEST = 'guest'

/** Reads every visitor gets alike. */
const PUBLIC = [/^\/props$/, /^\/campaigns$/, /^\/campaigns\/[^/]+$/, /^\/static-pages\/[^/]+$/]
/** The signed-in person's own reads (never `/user/...`: sessions, two-factor secrets). */
const MINE = [
  /^\/user$/,
  /^\/bills$/,
  /^\/bills\/\d+$/,
  /^\/transactions$/,
  /^\/charities$/,
  /^\/charities\/(summary|\d+)$/,
  /^\/subscriptions$/,
  /^\/subscriptions\/\d+$/,
  /^\/chests$/,
  /^\/chests\/\d+$/,
  /^\/crowns$/,
]
/** A query naming one of these opens something by a secret: its answer is never kept. */
const SECRET = /token|code|otp|signature|secret|password/i

/** Whether the answer to GET `path` + `search` may be kept, and in which store. */
export function copyKind(path: string, search: string): Kind | null {
  for (const [key, value] of new URLSearchParams(search)) if (value && SECRET.test(key)) return null
  if (PUBLIC.some((p) => p.test(path))) return 'public'
  if (MINE.some((p) => p.test(path))) return 'mine'
  return null
}

const available = () => typeof caches !== 'undefined' && typeof location !== 'undefined'

/** Where the answer to GET `path` + `search` in `lang` is kept, or null when it is not kept. */
export function savedCopyOf(path: string, search: string, lang: string): SavedCopy | null {
  const kind = available() ? copyKind(path, search) : null
  if (!kind) return null
  const url = new URL(`/api${path}${search}`, location.origin)
  // Answers come in the person's language: one copy per language.
  url.searchParams.set('_lang', lang)
  return { kind, url: url.href }
}

// Storage calls run one after another, so a copy stored just before the person changes cannot
// land after the store was emptied; `epoch` counts the changes of person.
let queue: Promise<unknown> = Promise.resolve()
function inOrder<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task)
  queue = run.catch(() => undefined)
  return run
}
let epoch = 0

/** The person's turn a read starts in: a copy from an earlier turn is not kept. */
export const copyTurn = () => epoch

/**
 * Keeps `data` as the copy of `copy`, unless the person changed since `turn` began. A guest has
 * no personal copies.
 */
export function keepCopy(copy: SavedCopy, data: unknown, turn = epoch) {
  if (copy.kind === 'mine' && (turn !== epoch || owner() === GUEST)) return
  const body = JSON.stringify(data)
  void inOrder(async () => {
    if (copy.kind === 'mine' && turn !== epoch) return
    const store = await caches.open(STORES[copy.kind])
    await store.put(
      copy.url,
      new Response(body, { headers: { 'content-type': 'application/json' } }),
    )
  }).catch(() => undefined) // A full or refused storage only means there is no copy.
}

/** Keeps `data` as the answer to GET `path` (no query) in `lang`, when such an answer is kept. */
export function keepCopyOf(path: string, data: unknown, lang: string) {
  const copy = savedCopyOf(path, '', lang)
  if (copy) keepCopy(copy, data)
}

/** The kept copy of `copy`, or undefined when there is none. */
export function readCopy(copy: SavedCopy): Promise<unknown> {
  return inOrder(async () => {
    const found = await caches.match(copy.url, { cacheName: STORES[copy.kind] })
    return found ? ((await found.json()) as unknown) : undefined
  }).catch(() => undefined)
}

/** Empties the person's store (and drops the copies on their way into it). */
export function forgetMine() {
  epoch += 1
  if (available()) void inOrder(() => caches.delete(STORES.mine)).catch(() => undefined)
}

/**
 * Who is signed in now (null for a guest), told on every identity the app learns: when it is
 * not the person whose copies are kept, those copies go.
 */
export function setCopiesOwner(id: number | null) {
  const next = id === null ? GUEST : String(id)
  const before = owner()
  try {
    localStorage.setItem(OWNER_KEY, next)
  } catch {
    // Without storage the owner stays unknown: every identity forgets, to be safe.
  }
  if (before !== next) forgetMine()
}

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY)
  } catch {
    return null
  }
}
