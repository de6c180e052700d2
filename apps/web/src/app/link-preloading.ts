import { matchRoutes, type RouteObject } from 'react-router'
import type { PageChunks } from '../../vite.first-paint.ts'
import { isOnline } from '#lib/connection.ts'
import { currentLang } from '#lib/i18n.ts'
import { prefetchThroughWorker, preloadModules } from '#lib/module-preload.ts'
import { createPreloadQueue, savingData, type PreloadQueue } from '#lib/preload-queue.ts'
import { filesOfRoute, laterFilesOfRoute, pageChunks } from './page-files.ts'

/** The path on this site a link opens in this tab, or null (another site, a new tab, a file). */
function pathOf(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // A place on this page (`#give`) loads nothing.
  if (url.pathname === window.location.pathname) return null
  return url.pathname
}

/** The key of a route's prefetch, apart from its preload (a link in view, then under the pointer). */
const prefetchKeys = new WeakMap<object, object>()
const prefetchKey = (route: object) => {
  if (!prefetchKeys.has(route)) prefetchKeys.set(route, {})
  return prefetchKeys.get(route)!
}

/**
 * Queues the code of every route `path` matches (its layout and its page). Where the build named
 * the route's module (`page-chunks.json`), its files and the texts it reads are fetched without
 * running them: for a link in view, by the service worker into its cache (else prefetched by the
 * page); for the link under the pointer (`soon`), preloaded and compiled by the page. Running a page's modules would block the main thread for tens
 * of milliseconds each on a phone while the visitor is still reading. Otherwise (the dev server)
 * the route's `lazy` runs, the function the router calls on navigation. No route has a loader
 * (pages fetch their data as they render), so no data is asked for either way.
 */
export function preloadPath(
  routes: RouteObject[],
  queue: PreloadQueue,
  path: string,
  soon = false,
  chunks: () => Promise<PageChunks | null> = pageChunks,
  prefetchWorker: (files: string[]) => Promise<boolean> = prefetchThroughWorker,
) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const lazy = route.lazy
    if (typeof lazy !== 'function') continue
    queue.add(
      soon ? route : prefetchKey(route),
      async () => {
        const list = await chunks()
        const files = list && filesOfRoute(list, route.handle, currentLang())
        if (!files) return lazy()
        if (soon) return preloadModules(files, 'modulepreload')
        // The worker may be a while in coming (a first visit) or never come (its registration
        // failed): its wait holds no slot of the queue, which the pointer's preloads need.
        void prefetchWorker(files).then((taken) => {
          if (!taken) void preloadModules(files, 'prefetch')
        })
      },
      { soon },
    )
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
  chunks = pageChunks,
  prefetchWorker = prefetchThroughWorker,
) {
  // Each path is matched against the route table once for each way (many links share a path).
  const matched = { true: new Set<string>(), false: new Set<string>() }
  const preload = (anchor: HTMLAnchorElement | null, soon: boolean) => {
    const path = anchor && pathOf(anchor)
    if (!path || matched[`${soon}`].has(path)) return
    matched[`${soon}`].add(path)
    preloadPath(routes, queue, path, soon, chunks, prefetchWorker)
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

/**
 * Has the service worker keep the code of the parts the open page loads on use (its giving form,
 * docs/decisions/037), so that the part is taken over at once when reached, offline too, while
 * nothing of it runs before. Only through the worker: without one there is nothing to gain offline
 * and the part loads when reached. Not when the visitor saves data or is offline.
 */
export async function keepPagePartsForLater(
  routes: RouteObject[],
  path = window.location.pathname,
  chunks: () => Promise<PageChunks | null> = pageChunks,
  prefetchWorker: (files: string[]) => Promise<boolean> = prefetchThroughWorker,
) {
  if (savingData() || !isOnline()) return
  const page = matchRoutes(routes, path)?.at(-1)?.route
  const list = page && (await chunks())
  const files = list ? laterFilesOfRoute(list, page.handle, currentLang()) : []
  if (files.length) await prefetchWorker(files)
}
