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
  // What every cache holds already (the precache too), read once rather than asked per file.
  const held = new Set<string>()
  for (const name of await caches.keys())
    for (const request of await (await caches.open(name)).keys()) held.add(request.url)
  const missing = new Map<string, Set<string>>()
  for (const { url, cache } of loaded) {
    if (held.has(url.href)) continue
    if (!missing.has(cache)) missing.set(cache, new Set())
    missing.get(cache)!.add(url.href)
  }
  await Promise.all(
    [...missing].map(async ([name, urls]) => {
      const cache = await caches.open(name)
      await Promise.all([...urls].map((url) => cache.add(url).catch(() => undefined)))
    }),
  )
}
