import path from 'node:path'
import type { Plugin } from 'vite'
import { namespaceNames, namespaceOfFile, namespacesOf } from './vite.page-texts.ts'

/**
 * What the page's first paint waits for, at build time (docs/decisions/020-public-main-thread.md):
 *
 * - the entry's stylesheet (the fonts' `@font-face` rules, a few KB) goes inline into the HTML,
 *   so painting the server-rendered page waits for no second request;
 * - the app's scripts are fetched at low priority: on a slow connection the HTML, the fonts and
 *   the first image come first, and the scripts (which only take over a page already shown)
 *   after.
 */
export const firstPaint = (): Plugin => ({
  name: 'kheyr-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle ?? {}
      return html
        .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source)
          return `<style>${css.toString().trim()}</style>`
        })
        .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    },
  },
})

/** Each page's code, as the browser loads it (`page-chunks.json`, read by the server render). */
export type PageChunks = {
  /** By the page's source (`src/features/campaigns/pages/campaign-page.tsx`): its chunks. */
  pages: Record<string, string[]>
  /** By language, then namespace: the chunks of those texts (one namespace, one chunk). */
  locales: Record<string, Record<string, string[]>>
}

const PAGE_SOURCE = /\/src\/(features\/[^/]+\/pages\/[^/]+|app\/home-route)\.tsx$/
/** The contracts' catalogue of one language: the `errors` and `validation` namespaces. */
const CATALOGUE = /\/contracts\/src\/messages-(fa|en)\.ts$/

/**
 * Lets the server render name a page's code in the HTML it sends (`<link rel="modulepreload">`):
 * each page module says which it is (`pageSource`) and which translation namespaces its code
 * reads (`namespaces`, see vite.page-texts.ts), and `page-chunks.json` lists, for each page, the
 * chunks it needs beyond the entry's, and for each language, each namespace's chunk. The browser
 * then downloads them alongside the entry, not after it has run, and adds no link of its own;
 * on a later visit to another page, the route loads that page's namespaces.
 */
export const pageChunks = (): Plugin => {
  let root = ''
  let ssr = false
  let known = new Set<string>()
  return {
    name: 'kheyr-page-chunks',
    // The dev server leaves pages unmarked: each then loads every namespace (see `pageRoute`).
    apply: 'build',
    configResolved(config) {
      root = config.root
      ssr = Boolean(config.build.ssr)
      known = namespaceNames(path.join(root, 'src'))
    },
    transform(code, id) {
      if (!PAGE_SOURCE.test(id)) return null
      const source = path.relative(root, id).split(path.sep).join('/')
      const files = new Set<string>()
      const namespaces = namespacesOf(id, known, { files })
      // A change to any module the page reaches may change its namespaces.
      for (const file of files) if (file !== id) this.addWatchFile(file)
      return {
        code: `${code}\nexport const pageSource = ${JSON.stringify(source)}\nexport const namespaces = ${JSON.stringify(namespaces)}\n`,
        map: null,
      }
    },
    generateBundle(_options, bundle) {
      if (ssr) return
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into
        into.add(file)
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into)
        return into
      }
      const entry = new Set<string>()
      for (const c of chunks) if (c.isEntry) closure(c.fileName, entry)
      const beyondEntry = (file: string) => [...closure(file)].filter((f) => !entry.has(f))
      const result: PageChunks = { pages: {}, locales: { fa: {}, en: {} } }
      for (const c of chunks) {
        const id = c.facadeModuleId ?? ''
        if (c.isDynamicEntry && PAGE_SOURCE.test(id))
          result.pages[path.relative(root, id).split(path.sep).join('/')] = beyondEntry(c.fileName)
        // Texts: a namespace's JSON (not the `?bundle` copy), and the contracts' catalogue.
        for (const module of c.moduleIds) {
          const texts = namespaceOfFile(module)
          if (texts && !module.includes('?'))
            result.locales[texts.lang]![texts.ns] = beyondEntry(c.fileName)
          const catalogue = CATALOGUE.exec(module)
          if (catalogue)
            for (const ns of ['errors', 'validation'])
              result.locales[catalogue[1]!]![ns] = beyondEntry(c.fileName)
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-chunks.json',
        source: JSON.stringify(result),
      })
    },
  }
}
