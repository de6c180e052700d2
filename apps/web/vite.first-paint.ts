import path from 'node:path'
import type { Plugin } from 'vite'

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
  /** By language: the chunk of the translations the first screen does not carry. */
  locales: Record<string, string[]>
}

const PAGE_SOURCE = /\/src\/(features\/[^/]+\/pages\/[^/]+|app\/home-route)\.tsx$/
const LOCALE_BUNDLE = /\/src\/lib\/locale-bundles\/(\w+)\.ts$/

/**
 * Lets the server render name a page's code in the HTML it sends (`<link rel="modulepreload">`):
 * each page module says which it is (`pageSource`), and `page-chunks.json` lists, for each page
 * and each language's translations, the chunks it needs beyond the entry's. The browser then
 * downloads them alongside the entry, not after it has run, and adds no link of its own.
 */
export const pageChunks = (): Plugin => {
  let root = ''
  let ssr = false
  return {
    name: 'kheyr-page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root
      ssr = Boolean(config.build.ssr)
    },
    transform(code, id) {
      if (!PAGE_SOURCE.test(id)) return null
      const source = path.relative(root, id).split(path.sep).join('/')
      return { code: `${code}\nexport const pageSource = ${JSON.stringify(source)}\n`, map: null }
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
      const result: PageChunks = { pages: {}, locales: {} }
      for (const c of chunks) {
        const id = c.facadeModuleId ?? ''
        if (!c.isDynamicEntry) continue
        if (PAGE_SOURCE.test(id))
          result.pages[path.relative(root, id).split(path.sep).join('/')] = beyondEntry(c.fileName)
        const locale = LOCALE_BUNDLE.exec(id)
        if (locale) result.locales[locale[1]!] = beyondEntry(c.fileName)
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-chunks.json',
        source: JSON.stringify(result),
      })
    },
  }
}
