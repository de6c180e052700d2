import { useSyncExternalStore } from 'react'

/** While offline with the browser claiming a network, our server is asked this often. */
const PROBE_MS = 15_000
const PROBE_URL = '/api/health'

const hasWindow = typeof window !== 'undefined'
let online = !hasWindow || navigator.onLine !== false
let probe: number | undefined
const listeners = new Set<() => void>()

function set(next: boolean) {
  if (next === online) return
  online = next
  listeners.forEach((l) => l())
  watchForReturn()
}

/**
 * Offline is learnt from the browser's events and from our own calls: a call that got no answer
 * at all (the browser may still claim a network: a captive portal, a dead mobile link) marks it,
 * any answer from our server clears it. While offline under such a claim, a small request
 * now and then finds out when the server can be reached again, since no `online` event comes.
 */
function watchForReturn() {
  if (!hasWindow) return
  if (online) {
    window.clearInterval(probe)
    probe = undefined
    return
  }
  probe ??= window.setInterval(() => {
    if (navigator.onLine === false) return
    fetch(PROBE_URL, { cache: 'no-store' }).then(
      () => set(true),
      () => {},
    )
  }, PROBE_MS)
}

if (hasWindow) {
  window.addEventListener('online', () => set(true))
  window.addEventListener('offline', () => set(false))
}

/** Our server answered (any status): the connection works. */
export const reportAnswered = () => set(true)
/** A call got no answer at all: the device is offline, or our server cannot be reached. */
export const reportUnreachable = () => set(false)
export const isOnline = () => online

/** Calls `listener` on every change between online and offline; returns the unsubscribe. */
export function subscribeConnection(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether the app can reach our server now (true on the server render). */
export const useOnline = () => useSyncExternalStore(subscribeConnection, isOnline, () => true)
