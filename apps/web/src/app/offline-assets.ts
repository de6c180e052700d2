/** The runtime caches vite.config.ts keeps the hashed files (`/assets/`) and the pictures in. */
const ASSETS_CACHE = 'assets'
const IMAGES_CACHE = 'images'

/** Which runtime cache keeps `url` of the site at `origin` (as the worker's routes would), or null. */
export function cacheFor(url: URL, initiator: string, origin: string): string | null {
  if (url.origin !== origin) return null
  if (url.pathname.startsWith('/assets/')) return ASSETS_CACHE
  // A picture the page preloaded (`<link rel="preload" as="image">`) is named by its file only.
  const picture = initiator === 'img' || /\.(avif|gif|jpe?g|png|svg|webp)$/i.test(url.pathname)
  if (picture && !/signature|token|expires/i.test(url.search)) return IMAGES_CACHE
  return null
}

/**
 * On the first visit the service worker starts after the page loaded its code and pictures, so
 * they never passed through it: the worker is told to keep them now (it keeps every later one),
 * so the pages seen on the first visit open without internet too, pictures and all. The worker
 * finds what its caches hold already and fetches the rest (public/sw-prefetch.js, `KHEYR_KEEP`):
 * reading the caches from the page cost a phone's main thread a long task.
 */
export async function keepLoadedAssets(worker?: ServiceWorker | null) {
  // By default the app's own worker, just activated (the app is ready offline).
  const target =
    worker === undefined ? (await globalThis.navigator?.serviceWorker?.ready)?.active : worker
  if (!target) return
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).flatMap(
    (entry) => {
      const url = new URL(entry.name)
      const cache = cacheFor(url, entry.initiatorType, location.origin)
      return cache ? [[url.href, cache] as const] : []
    },
  )
  if (entries.length) target.postMessage({ type: 'KHEYR_KEEP', entries })
}
