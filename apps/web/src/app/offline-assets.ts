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
 * they never passed through it: keep them now (the worker keeps every later one), so the pages
 * seen on the first visit open without internet too, pictures and all.
 */
export async function keepLoadedAssets() {
  if (typeof caches === 'undefined') return
  const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).flatMap(
    (entry) => {
      const url = new URL(entry.name)
      const cache = cacheFor(url, entry.initiatorType, location.origin)
      return cache ? [{ url, cache }] : []
    },
  )
  const stores = new Map<string, Promise<Cache>>()
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, caches.open(name))
    return stores.get(name)!
  }
  await Promise.all(
    loaded.map(async ({ url, cache }) => {
      if (await caches.match(url.href)) return
      await (await open(cache)).add(url.href).catch(() => undefined)
    }),
  )
}
