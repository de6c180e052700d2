/** At most this many preloads run at once (the spec); the rest wait their turn. */
export const PRELOAD_LIMIT = 5

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/**
 * Whether the visitor asked to save data, or the connection is 2G: preloading what they may never
 * open would spend their data and slow what they did open.
 */
export function savingData(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection
  if (!connection) return false
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '')
}

export type PreloadQueue = {
  /**
   * Runs `load` once for `key` over the queue's life, when a slot is free; `soon` puts it before
   * what is waiting (the link under the pointer comes before the links merely in view).
   */
  add: (key: object, load: () => Promise<unknown>, options?: { soon?: boolean }) => void
  /** How many loads run now and wait, for tests. */
  size: () => { running: number; waiting: number }
}

/**
 * A queue of loads: each key's load runs once, at most `limit` at a time, none while `skip`
 * says so (checked when a load is asked for, as the connection may change meanwhile).
 */
export function createPreloadQueue({
  limit = PRELOAD_LIMIT,
  skip = () => savingData(),
}: { limit?: number; skip?: () => boolean } = {}): PreloadQueue {
  const asked = new WeakSet<object>()
  const waiting: (() => Promise<unknown>)[] = []
  let running = 0

  const next = () => {
    while (running < limit && waiting.length) {
      const load = waiting.shift()!
      running++
      // A failed preload is left alone: the navigation, if it comes, loads and reports it.
      void Promise.resolve()
        .then(load)
        .catch(() => undefined)
        .finally(() => {
          running--
          next()
        })
    }
  }

  return {
    add(key, load, { soon = false } = {}) {
      if (asked.has(key) || skip()) return
      asked.add(key)
      if (soon) waiting.unshift(load)
      else waiting.push(load)
      next()
    },
    size: () => ({ running, waiting: waiting.length }),
  }
}
