import { useSyncExternalStore } from 'react'

const TICK_MS = 60_000
let now = Date.now()
let timer: ReturnType<typeof setInterval> | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      listeners.forEach((l) => l())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (!listeners.size && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

/**
 * The current time, ticking each minute; null while a server renders (and while the page
 * hydrates), so relative times ("3 hours ago") never differ between the two.
 */
export const useNow = () =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  )
