import type { PageChunks } from '../../vite.first-paint.ts'
import type { RouteSource } from '#lib/feature.ts'
import type { Lang } from '@kheyr/contracts/messages'

let chunks: Promise<PageChunks | null> | undefined

/**
 * The build's list of each page's files (`page-chunks.json`, the one the server render reads),
 * asked for once; null where there is none (the dev server) or it cannot be had.
 */
export function pageChunks(
  fetchJson = () => fetch('/page-chunks.json'),
): Promise<PageChunks | null> {
  chunks ??= fetchJson()
    .then((res) => (res.ok ? (res.json() as Promise<PageChunks>) : null))
    .then((list) => (list && typeof list.pages === 'object' ? list : null))
    .catch(() => null)
  return chunks
}

/** For tests: ask again. */
export const forgetPageChunks = () => {
  chunks = undefined
}

/**
 * The files a route's module needs beyond the entry (its code and the texts it reads in `lang`),
 * as paths; null when the build did not name the route's module. A layout loads every text of
 * the language at once: the language's bundle and the catalogue's messages, not each namespace.
 */
export function filesOfRoute(list: PageChunks, handle: unknown, lang: Lang): string[] | null {
  const code = codeOfRoute(list, handle)
  if (!code) return null
  return [...new Set([...code, ...textsOfRoute(list, handle, lang)])].map((file) => `/${file}`)
}

/** The chunks of a route's module beyond the entry; null when the build did not name it. */
export function codeOfRoute(list: PageChunks, handle: unknown): string[] | null {
  const source = (handle as RouteSource | undefined)?.pageSource
  return (source && list.pages[source]) || null
}

/**
 * The chunks of the texts a route's module reads in `lang`: a layout's, its language's bundle and
 * the catalogue's messages (see `filesOfRoute`).
 */
export function textsOfRoute(list: PageChunks, handle: unknown, lang: Lang): string[] {
  const route = handle as RouteSource | undefined
  const source = route?.pageSource
  if (!source) return []
  const locales = list.locales[lang] ?? {}
  return route.allTexts && list.bundles?.[lang]
    ? [...list.bundles[lang], ...(locales.errors ?? []), ...(locales.validation ?? [])]
    : (list.texts?.[source] ?? []).flatMap((ns) => locales[ns] ?? [])
}

/**
 * The files of the parts a page loads later itself (its giving form, taken over on use), with the
 * texts they read in `lang` that the page does not, as paths; empty when the build did not name
 * the route's module.
 */
export function laterFilesOfRoute(list: PageChunks, handle: unknown, lang: Lang): string[] {
  const source = (handle as RouteSource | undefined)?.pageSource
  if (!source) return []
  const locales = list.locales[lang] ?? {}
  const texts = (list.laterTexts?.[source] ?? []).flatMap((ns) => locales[ns] ?? [])
  return [...new Set([...(list.later?.[source] ?? []), ...texts])].map((file) => `/${file}`)
}
