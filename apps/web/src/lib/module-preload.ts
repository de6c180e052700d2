/**
 * How the browser is told about a page's files ahead of a visit:
 * - `prefetch`: downloaded at the lowest priority into the HTTP cache, nothing parsed or run (for
 *   the links merely in view: the main thread stays free while the visitor reads);
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

/** For tests: forget what was named. */
export const forgetModulePreloads = () => {
  named = undefined
}
