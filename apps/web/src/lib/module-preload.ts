/**
 * How the browser is told about a page's files ahead of a visit:
 * - `prefetch`: downloaded at the lowest priority into the HTTP cache, nothing parsed or run (for
 *   the links merely in view where no service worker takes them, see `prefetchThroughWorker`);
 * - `modulepreload`: downloaded and compiled, not run (for the link under the pointer or finger,
 *   whose page is about to open).
 */
export type PreloadKind = 'prefetch' | 'modulepreload'

/** Files already named to the browser, by kind, by path (`/assets/x.js`). */
let named: Record<PreloadKind, Set<string>> | undefined

function alreadyNamed(): Record<PreloadKind, Set<string>> {
  if (named) return named
  const loaded = new Set<string>()
  // The entry's and the server render's own (the boot script names the page's code), and any the
  // build's import helper added since: loaded already, so neither prefetched nor preloaded.
  for (const el of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="modulepreload"][href], script[type="module"][src]',
  ))
    loaded.add(new URL('href' in el ? el.href : el.src, document.baseURI).pathname)
  named = { prefetch: new Set(loaded), modulepreload: loaded }
  return named
}

/**
 * Names these modules to the browser (`<link rel=…>`) as `kind` says, as React Router's framework
 * mode prefetches a route, without running them. Resolves once each has loaded or failed (a
 * failure is left to the navigation, if one comes, to report).
 */
export function preloadModules(
  files: readonly string[],
  kind: PreloadKind = 'modulepreload',
): Promise<void> {
  const seen = alreadyNamed()[kind]
  const loads = files
    .filter((file) => file.endsWith('.js') && !seen.has(file))
    .map((file) => {
      seen.add(file)
      const link = document.createElement('link')
      link.rel = kind
      link.href = file
      if (kind === 'prefetch') link.as = 'script'
      const done = new Promise<void>((resolve) => {
        link.onload = link.onerror = () => resolve()
      })
      document.head.append(link)
      return done
    })
  return Promise.all(loads).then(() => undefined)
}

/**
 * Hands `files` to the service worker to keep in its cache (public/sw-prefetch.js): downloaded
 * off the page's main thread, and there for the page offline too. Resolves false where no worker
 * will take them (the dev server, a browser without one), for the caller to prefetch itself.
 */
export async function prefetchThroughWorker(
  files: readonly string[],
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
  registers = import.meta.env.PROD,
): Promise<boolean> {
  // The app registers its worker once the first page is idle; on a first visit it is not active
  // yet, and the files wait for it rather than compete with its precache.
  if (!container || !registers) return false
  const registration = await container.ready
  const worker = registration.active
  if (!worker) return false
  worker.postMessage({ type: 'KHEYR_PREFETCH', files: files.filter((f) => f.endsWith('.js')) })
  return true
}

/** For tests: forget what was named. */
export const forgetModulePreloads = () => {
  named = undefined
}
