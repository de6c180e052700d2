import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin } from 'vite'
import { EARLY_TAP, PAGE_CODE_ID, STARTUP_CODE_ID } from './src/lib/startup-code.ts'
import {
  namespaceNames,
  namespaceOfFile,
  namespacesOf,
  resolveOwnImport,
} from './vite.page-texts.ts'

/**
 * The one script the HTML loads (a few hundred bytes, not a module graph): once the browser has
 * painted the page, it names the app's code to the browser (`<link rel="modulepreload">`, low
 * priority, a few at a time), then evaluates it a chunk a task and imports the entry last
 * (docs/decisions/024-start-in-short-tasks.md). Until then the connection carries only the HTML,
 * the fonts and the images the page shows; a tab opened in the background starts at once.
 */
/**
 * The boot script's first lines: the last tap on one of the page's own buttons (a menu, the
 * language switch) before the app listens is kept, and handed to the app when it takes the page
 * over (`takeEarlyTap` in src/lib/form-taps.ts), which presses it again. Links and form buttons
 * need no script, so they are left to the browser.
 */
export const KEEP_EARLY_TAPS = `let tapped = null
const keep = (event) => {
  const button = event.target.closest?.('button')
  if (button?.type === 'button' && button.closest('#root')) tapped = button
}
document.addEventListener('click', keep, true)
window.${EARLY_TAP} = () => {
  document.removeEventListener('click', keep, true)
  return tapped
}
`

const BOOT = `${KEEP_EARLY_TAPS}const read = (id) => {
  const element = document.getElementById(id)
  return element ? JSON.parse(element.textContent) : []
}
// Each list names dependencies before the chunks that import them; the start-up list ends with
// the entry.
const startup = read('${STARTUP_CODE_ID}')
const entry = startup[startup.length - 1]
const files = [...new Set([...startup, ...read('${PAGE_CODE_ID}')])]
let started = false
let next = 0
// A task of its own for what follows (a timer nested this deep would wait 4 ms).
const nextTask = (then) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = then
  channel.port2.postMessage(null)
}
// One chunk evaluated a task, dependencies first: the app's code runs in many short tasks
// instead of one long one, between which the browser paints and answers a tap. The entry last.
const evaluate = (index) => {
  const file = files[index]
  if (file === undefined) return import(entry)
  if (file === entry) return evaluate(index + 1)
  import(file).then(() => nextTask(() => evaluate(index + 1)), () => import(entry))
}
// A few links a task: starting a fetch costs the main thread, sixty at once a long task.
const batch = () => {
  const links = document.createDocumentFragment()
  for (const href of files.slice(next, (next += 8))) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.fetchPriority = 'low'
    link.href = href
    links.append(link)
  }
  document.head.append(links)
  nextTask(next < files.length ? batch : () => evaluate(0))
}
const start = () => {
  if (started || !entry) return
  started = true
  batch()
}
const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
if (document.visibilityState !== 'visible' || painted()) start()
else {
  new PerformanceObserver((entries, observer) => {
    if (!painted()) return
    observer.disconnect()
    setTimeout(start)
  }).observe({ type: 'paint', buffered: true })
  document.addEventListener('visibilitychange', start, { once: true })
  // A browser that reports no paint still starts.
  setTimeout(start, 3000)
}
`
export const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT).digest('base64url').slice(0, 8)}.js`

type Chunk = {
  fileName: string
  isEntry: boolean
  imports: string[]
  facadeModuleId: string | null
}

/** What the entry imports in stages of its own, in order, once it has run (`main.tsx`; sources). */
export const STARTUP_STAGES = [
  'src/lib/i18n.ts',
  'src/app/start/react-dom.ts',
  'src/lib/theme.ts',
  'src/app/providers.tsx',
  'src/app/start/router-library.ts',
  'src/app/app.tsx',
  'src/app/server-copies.ts',
]

/**
 * A chunk and every chunk it imports, each after the chunks it imports (the order the browser
 * evaluates them in), added to `into`. The boot script evaluates them one a task in this order,
 * which is the browser's own only when chunks do not import each other in a cycle: the build
 * fails on one.
 */
export function withImports(
  byFile: Map<string, Pick<Chunk, 'imports'>>,
  file: string,
  into = new Set<string>(),
  path: string[] = [],
): Set<string> {
  if (into.has(file)) return into
  if (path.includes(file))
    throw new Error(`Chunks import each other in a cycle: ${[...path, file].join(' → ')}`)
  for (const dep of byFile.get(file)?.imports ?? []) withImports(byFile, dep, into, [...path, file])
  into.add(file)
  return into
}

/**
 * The chunks that start the app, each after its imports: the stages with theirs, then what the
 * entry imports, the entry last.
 */
export function startupChunks(chunks: Chunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const files = new Set<string>()
  const isStage = (c: Chunk) => STARTUP_STAGES.some((s) => c.facadeModuleId?.endsWith(`/${s}`))
  for (const s of STARTUP_STAGES) {
    const stage = chunks.find((c) => isStage(c) && c.facadeModuleId?.endsWith(`/${s}`))
    if (stage) withImports(byFile, stage.fileName, files)
  }
  const entry = chunks.find((c) => c.isEntry)
  if (entry) {
    files.delete(entry.fileName)
    withImports(byFile, entry.fileName, files)
  }
  return [...files]
}

/**
 * What the page's first paint waits for, at build time (docs/decisions/020-public-main-thread.md,
 * 023-start-after-paint.md):
 *
 * - the entry's stylesheet (the fonts' `@font-face` rules, a few KB) goes inline into the HTML,
 *   so painting the server-rendered page waits for no second request;
 * - the app's scripts wait for the first paint: the HTML names them in a data block and loads
 *   only the boot script above, which fetches them once the page is on screen. On a slow
 *   connection the HTML, the fonts and the first image come first, and the code that only takes
 *   over a page already shown comes after.
 */
export const firstPaint = (): Plugin => ({
  name: 'kheyr-first-paint',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT })
  },
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle ?? {}
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const code = startupChunks(chunks).map((file) => `/${file}`)
      return html
        .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source)
          return `<style>${css.toString().trim()}</style>`
        })
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          /<script type="module"[^>]*><\/script>/,
          () =>
            `<script type="application/json" id="${STARTUP_CODE_ID}">${JSON.stringify(code)}</script>\n    <script type="module" src="/${BOOT_FILE}"></script>`,
        )
    },
  },
})

const relativeSource = (root: string, file: string) =>
  path.relative(root, file).split(path.sep).join('/')

/** Each page's code, as the browser loads it (`page-chunks.json`, read by the server render). */
export type PageChunks = {
  /** By the page's source (`src/features/campaigns/pages/campaign-page.tsx`): its chunks. */
  pages: Record<string, string[]>
  /** By language, then namespace: the chunks of those texts (one namespace, one chunk). */
  locales: Record<string, Record<string, string[]>>
  /** By the page's source: the translation namespaces its code reads. */
  texts?: Record<string, string[]>
  /**
   * By language: the chunks of every namespace at once, the bundle a layout loads
   * (`loadNamespaces()`).
   */
  bundles?: Record<string, string[]>
  /**
   * By the page's source: the chunks of the parts it loads later itself (its own `lazy` imports,
   * a giving form taken over on use), beyond the entry's and the page's.
   */
  later?: Record<string, string[]>
  /** By the page's source: the namespaces those later parts read that the page does not. */
  laterTexts?: Record<string, string[]>
}

const PAGE_SOURCE =
  /\/src\/(features\/[^/]+\/pages\/[^/]+|app\/home-route|app\/layouts\/[^/]+-layout)\.tsx$/
/** The route tables: each feature's pages, and the app's layouts. */
const ROUTE_TABLE = /\/src\/(features\/[^/]+\/feature\.ts|app\/routes\.tsx)$/
/** A route's code as the route tables load it: `() => import('./pages/x.tsx')`. */
const PAGE_IMPORT = /\(\)\s*=>\s*import\((['"])(\.\/(?:pages|layouts)\/[\w.-]+\.tsx)\1\)/g
/** An import on demand of the app's own code: `import('./x.tsx')`, `import('#lib/x.ts')`. */
const OWN_IMPORT = /\bimport\(\s*(['"])([.#][^'"]+)\1\s*\)/g
/** What names the texts a part loaded on demand reads (`withTexts` in src/lib/i18n.ts). */
const WITH_TEXTS = '__kheyrWithTexts'
/** Modules whose imports on demand stay as written: the entry's start-up stages, the texts. */
const NO_PARTS = /\/src\/(main\.tsx|lib\/i18n\.ts)$|\.test\.tsx?$/
/** Every namespace of one language in one chunk (`src/lib/locale-bundles/fa.ts`). */
const LOCALE_BUNDLE = /\/src\/lib\/locale-bundles\/(fa|en)\.ts$/
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
  const texts = new Map<string, string[]>()
  // By module: the namespaces it reads, for the modules the app's code imports on demand.
  const partTexts = new Map<string, string[]>()
  /**
   * `code` (the module `id`) with each part of the app it imports on demand loading the texts
   * the part reads at the same time (`withTexts(import('./x.tsx'), ['form'])`): a page's route
   * loads only the texts of the code it runs at once, and a giving form taken over on use brings
   * its own. Not the entry (the texts come in a start-up stage of their own) nor the pages, which
   * their routes load with their texts.
   */
  const partsWithTexts = (code: string, id: string, files: Set<string>) => {
    if (!/\.tsx?$/.test(id) || !id.startsWith(`${root}/src/`) || NO_PARTS.test(id)) return code
    let named = false
    const result = code.replace(OWN_IMPORT, (load, _quote: string, spec: string) => {
      const target = resolveOwnImport(id, spec)
      if (!target || !/\.tsx?$/.test(target) || PAGE_SOURCE.test(target)) return load
      const reached = new Set<string>()
      const namespaces = namespacesOf(target, known, { follow: 'static', files: reached })
      for (const file of reached) files.add(file)
      if (!namespaces.length) return load
      partTexts.set(target, namespaces)
      named = true
      return `${WITH_TEXTS}(${load}, ${JSON.stringify(namespaces)})`
    })
    if (!named) return code
    // At the end, so that the lines of the module's source map stay where they were (an import
    // is hoisted wherever it stands).
    const i18n = path.join(root, 'src/lib/i18n.ts')
    return `${result}\nimport { withTexts as ${WITH_TEXTS} } from ${JSON.stringify(i18n)}\n`
  }
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
      // A route's loader names the module it loads (`pageSource`), so the browser can preload the
      // page's files from `page-chunks.json` without running them (app/link-preloading.ts).
      if (ROUTE_TABLE.test(id)) {
        const named = code.replace(PAGE_IMPORT, (load, _quote: string, spec: string) => {
          const source = relativeSource(root, path.resolve(path.dirname(id), spec))
          return `Object.assign(${load}, { pageSource: ${JSON.stringify(source)} })`
        })
        return named === code ? null : { code: named, map: null }
      }
      const files = new Set<string>()
      const withParts = ssr ? code : partsWithTexts(code, id, files)
      if (!PAGE_SOURCE.test(id)) {
        for (const file of files) this.addWatchFile(file)
        return withParts === code ? null : { code: withParts, map: null }
      }
      // A page's route loads the texts of what it imports at once; a part it imports on demand
      // brings its own (above).
      const source = relativeSource(root, id)
      const reached = new Set<string>()
      const namespaces = namespacesOf(id, known, { follow: 'static', files: reached })
      for (const file of reached) files.add(file)
      texts.set(source, namespaces)
      // A change to any module the page reaches may change its namespaces.
      for (const file of files) if (file !== id) this.addWatchFile(file)
      return {
        code: `${withParts}\nexport const pageSource = ${JSON.stringify(source)}\nexport const namespaces = ${JSON.stringify(namespaces)}\n`,
        map: null,
      }
    },
    generateBundle(_options, bundle) {
      if (ssr) return
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const entry = new Set(startupChunks(chunks))
      const beyondEntry = (file: string) =>
        [...withImports(byFile, file)].filter((f) => !entry.has(f))
      const result: PageChunks = {
        pages: {},
        locales: { fa: {}, en: {} },
        texts: Object.fromEntries(texts),
        later: {},
        laterTexts: {},
        bundles: {},
      }
      for (const c of chunks) {
        const id = c.facadeModuleId ?? ''
        if (c.isDynamicEntry && PAGE_SOURCE.test(id)) {
          const source = relativeSource(root, id)
          const own = beyondEntry(c.fileName)
          result.pages[source] = own
          const later = new Set(c.dynamicImports.flatMap(beyondEntry))
          for (const file of own) later.delete(file)
          if (later.size) result.later![source] = [...later]
          const laterTexts = new Set(
            c.dynamicImports
              .flatMap((file) => byFile.get(file)?.moduleIds ?? [])
              .flatMap((module) => partTexts.get(module) ?? []),
          )
          for (const ns of texts.get(source) ?? []) laterTexts.delete(ns)
          if (laterTexts.size) result.laterTexts![source] = [...laterTexts].sort()
        }
        const bundle = LOCALE_BUNDLE.exec(c.facadeModuleId ?? '')
        if (bundle) result.bundles![bundle[1]!] = beyondEntry(c.fileName)
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
