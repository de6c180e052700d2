// Part of the service worker (vite.config.ts: workbox.importScripts). The page sends the files of
// the pages its links in view lead to (app/link-preloading.ts); the worker keeps them in the
// cache its `/assets/` route reads, one after the other, off the page's main thread. A file any
// cache holds already (the precache, an earlier visit) is not asked for again.
const PREFETCH_CACHE = 'assets'
// The route's own limit (vite.config.ts): the oldest prefetched files go first past it.
const PREFETCH_MAX_ENTRIES = 400

self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'KHEYR_PREFETCH' || !Array.isArray(data.files)) return
  const files = data.files.filter((f) => typeof f === 'string' && /^\/assets\/[\w.-]+$/.test(f))
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PREFETCH_CACHE)
      for (const file of files) {
        if (await caches.match(file)) continue
        await cache.add(file).catch(() => undefined)
      }
      const keys = await cache.keys()
      for (const request of keys.slice(0, Math.max(0, keys.length - PREFETCH_MAX_ENTRIES)))
        await cache.delete(request)
    })(),
  )
})
