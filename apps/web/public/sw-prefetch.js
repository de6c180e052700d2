// Part of the service worker (vite.config.ts: workbox.importScripts), which does this work off the
// page's main thread, one file after the other:
// - `KHEYR_PREFETCH`: the files of the pages the page's links in view lead to
//   (app/link-preloading.ts), kept in the cache its `/assets/` route reads;
// - `KHEYR_KEEP`: what the first visit loaded before the worker started (app/offline-assets.ts),
//   each file in the cache the page names (`assets` or `images`), so that those pages open
//   without internet too.
// A file any cache holds already (the precache, an earlier visit) is not asked for again.
const PREFETCH_CACHE = 'assets'
const KEEP_CACHES = new Set(['assets', 'images'])
// The route's own limit (vite.config.ts): the oldest prefetched files go first past it.
const PREFETCH_MAX_ENTRIES = 400

/** Adds each `[url, cache]` that no cache holds yet, then trims the assets cache to its limit. */
async function keep(entries) {
  for (const [url, name] of entries) {
    if (await caches.match(url)) continue
    const cache = await caches.open(name)
    await cache.add(url).catch(() => undefined)
  }
  const cache = await caches.open(PREFETCH_CACHE)
  const keys = await cache.keys()
  for (const request of keys.slice(0, Math.max(0, keys.length - PREFETCH_MAX_ENTRIES)))
    await cache.delete(request)
}

const sameSite = (url) => {
  try {
    return new URL(url, self.location.origin).origin === self.location.origin
  } catch {
    return false
  }
}

self.addEventListener('message', (event) => {
  const data = event.data
  if (data?.type === 'KHEYR_PREFETCH' && Array.isArray(data.files)) {
    const files = data.files.filter((f) => typeof f === 'string' && /^\/assets\/[\w.-]+$/.test(f))
    event.waitUntil(keep(files.map((file) => [file, PREFETCH_CACHE])))
  } else if (data?.type === 'KHEYR_KEEP' && Array.isArray(data.entries)) {
    const entries = data.entries.filter(
      (e) =>
        Array.isArray(e) && typeof e[0] === 'string' && sameSite(e[0]) && KEEP_CACHES.has(e[1]),
    )
    event.waitUntil(keep(entries))
  }
})
