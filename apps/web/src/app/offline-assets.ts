/** The runtime cache vite.config.ts keeps the hashed files (`/assets/`) in. */
const ASSETS_CACHE = 'assets'

/**
 * On the first visit the service worker starts after the page loaded its code, so that code
 * never passed through it: keep those files now (the worker keeps every later one), so the pages
 * seen on the first visit open without internet too.
 */
export async function keepLoadedAssets() {
  if (typeof caches === 'undefined') return
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
  const store = await caches.open(ASSETS_CACHE)
  await Promise.all(
    loaded.map(async (url) => {
      if (await caches.match(url.href)) return
      await store.add(url.href).catch(() => undefined)
    }),
  )
}
