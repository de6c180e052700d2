import { useEffect } from 'react'
import type { createBrowserRouter } from 'react-router'
import { whenIdle } from '#lib/idle.ts'

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>

const RELOAD_GUARD_MS = 10_000
const POLL_MS = 60_000
const RELOAD_KEY = 'kheyr:last-reload'

let newVersionPending = false

export const isNewVersionPending = () => newVersionPending
export function markNewVersion() {
  newVersionPending = true
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * A full page load of `url`, unless one happened in the last 10 s (a broken deploy must not
 * trap the visitor in a reload loop). Returns whether it reloads.
 */
export function reloadForNewVersion(url: string = window.location.href): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0)
    if (Date.now() - last < RELOAD_GUARD_MS) return false
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    // Without storage there is no loop guard; reload anyway, once per page.
  }
  window.location.assign(url)
  return true
}

export async function fetchBuildId(): Promise<string | null> {
  try {
    const res = await fetch(`/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' })
    if (!res.ok) return null
    return ((await res.json()) as { id?: string }).id ?? null
  } catch {
    return null
  }
}

/**
 * Polls /latest.json (and asks it at once when a chunk failed to load); when the server runs a
 * newer build, the next
 * navigation becomes a full page load, so the visitor gets the new code between pages.
 */
export function useVersionWatch(router: AppRouter) {
  useEffect(() => {
    if (__BUILD_ID__ === 'dev') return
    const check = async () => {
      const id = await fetchBuildId()
      if (id && id !== 'dev' && id !== __BUILD_ID__) markNewVersion()
    }
    const timer = window.setInterval(check, POLL_MS)
    const onVisible = () => document.visibilityState === 'visible' && void check()
    // A chunk that failed to load: the server says whether a newer build replaced it (offline it
    // says nothing, and nothing is marked). The failure itself goes on to the page's error screen:
    // cancelling the event would leave the page's import with no module at all.
    const onPreloadError = () => void check()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('vite:preloadError', onPreloadError)
    const unsubscribe = router.subscribe((state) => {
      const next = state.navigation.location
      if (newVersionPending && state.navigation.state === 'loading' && next) {
        reloadForNewVersion(next.pathname + next.search + next.hash)
      }
    })
    void whenIdle().then(check)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('vite:preloadError', onPreloadError)
      unsubscribe()
    }
  }, [router])
}
