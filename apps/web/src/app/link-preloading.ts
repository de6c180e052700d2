import { matchRoutes, type RouteObject } from 'react-router'
import { isOnline } from '#lib/connection.ts'
import { createPreloadQueue, savingData, type PreloadQueue } from '#lib/preload-queue.ts'

/** The path on this site a link opens in this tab, or null (another site, a new tab, a file). */
function pathOf(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // A place on this page (`#give`) loads nothing.
  if (url.pathname === window.location.pathname) return null
  return url.pathname
}

/**
 * Queues the code of every route `path` matches (its layout and its page): each route's `lazy`,
 * the same function the router calls on navigation, so the page's module and its texts are
 * fetched and nothing renders. No route has a loader (pages fetch their data as they render), so
 * no data is asked for.
 */
export function preloadPath(
  routes: RouteObject[],
  queue: PreloadQueue,
  path: string,
  soon = false,
) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const lazy = route.lazy
    if (typeof lazy === 'function') queue.add(route, () => lazy(), { soon })
  }
}

const linkOf = (target: EventTarget | null) => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null
  return anchor instanceof HTMLAnchorElement ? anchor : null
}

/**
 * Preloads the code of the page a link opens (docs/decisions/035-route-preloading.md): once the
 * link is in view, or at once when it is under the pointer, focused or touched. At most five
 * loads at a time, each route once, none when the visitor saves data, is on 2G or is offline.
 * Returns what stops it.
 */
export function startLinkPreloading(
  routes: RouteObject[],
  queue = createPreloadQueue({ skip: () => savingData() || !isOnline() }),
) {
  const preload = (anchor: HTMLAnchorElement | null, soon: boolean) => {
    const path = anchor && pathOf(anchor)
    if (path) preloadPath(routes, queue, path, soon)
  }

  const onIntent = (event: Event) => preload(linkOf(event.target), true)
  const intents = ['pointerover', 'focusin', 'touchstart'] as const
  for (const type of intents)
    document.addEventListener(type, onIntent, { capture: true, passive: true })

  // Links in view: where IntersectionObserver exists (every browser we support; not jsdom).
  let inView: IntersectionObserver | undefined
  let added: MutationObserver | undefined
  if (typeof IntersectionObserver === 'function') {
    inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        inView!.unobserve(entry.target)
        preload(entry.target as HTMLAnchorElement, false)
      }
    })
    const watch = (root: ParentNode) => {
      if (root instanceof HTMLAnchorElement && root.href) inView!.observe(root)
      root.querySelectorAll('a[href]').forEach((a) => inView!.observe(a))
    }
    watch(document.body)
    added = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => node instanceof Element && watch(node))
    })
    added.observe(document.body, { childList: true, subtree: true })
  }

  return () => {
    for (const type of intents) document.removeEventListener(type, onIntent, { capture: true })
    inView?.disconnect()
    added?.disconnect()
  }
}
