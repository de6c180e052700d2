import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while a server-rendered page is still being taken over (and on the server), true once
 * the browser's React runs it; always true for a page the browser rendered itself.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
