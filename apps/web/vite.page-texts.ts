import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Which translation namespaces a page's code reads, found in its source at build time
 * (docs/decisions/020-public-main-thread.md): the page's module, every module it imports from
 * the app's own code, and those it imports on demand (a player, a dialog), so that the page's
 * route loads its texts and no other page's. A namespace is `locales/{fa,en}.json` in a folder
 * (`features/charities/locales` is `charities`, `app/locales` is `common`), plus `errors` and
 * `validation` from the contracts catalogue.
 */

/** `features/charities/locales/fa.json` → `{ ns: 'charities', lang: 'fa' }`. */
export function namespaceOfFile(file: string): { ns: string; lang: 'fa' | 'en' } | null {
  const match = /\/([^/]+)\/locales\/(fa|en)\.json(?:\?.*)?$/.exec(file)
  if (!match) return null
  return { ns: match[1] === 'app' ? 'common' : match[1]!, lang: match[2] as 'fa' | 'en' }
}

/** Every namespace under `srcDir`. */
export function namespaceNames(srcDir: string): Set<string> {
  const names = new Set(['errors', 'validation'])
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const full = path.join(dir, entry.name)
      if (entry.name === 'locales' && existsSync(path.join(full, 'fa.json')))
        names.add(namespaceOfFile(path.join(full, 'fa.json').split(path.sep).join('/'))!.ns)
      else walk(full)
    }
  }
  walk(srcDir)
  return names
}

// How the code names a namespace: `useTranslation()` (the default, common),
// `useTranslation('x')`, `useTranslation(['x', 'y'])`, `NS = 'x'` (for `useTranslation(NS)`),
// `{ ns: 'x' }`, and a key with its namespace, `'x:key'`.
const DEFAULT_NS = /\buseTranslation\(\s*\)/
const NAMED = [
  /\buseTranslation\(\s*['"]([\w-]+)['"]/g,
  /\bNS\s*=\s*['"]([\w-]+)['"]/g,
  /\bns:\s*['"]([\w-]+)['"]/g,
  /['"`]([\w-]+):[\w.$]/g,
]
const LISTED = /\buseTranslation\(\s*\[([^\]]*)\]/g
const QUOTED = /['"]([\w-]+)['"]/g
// The app's own modules a module imports, at once or on demand (`import type` brings no code):
// by a relative path or by the app's subpath imports (`#components/…`).
const IMPORTS = [
  /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([.#][^'"]+)['"]/gm,
  /^\s*import\s+['"]([.#][^'"]+)['"]/gm,
  /\bimport\(\s*['"]([.#][^'"]+)['"]\s*\)/g,
]

/** The app's subpath imports (`"#lib/*": "./src/lib/*"` in apps/web/package.json). */
const SUBPATHS = Object.entries(
  (
    JSON.parse(readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8')) as {
      imports: Record<string, string>
    }
  ).imports,
).map(([from, to]) => [
  from.replace(/\*$/, ''),
  path.join(import.meta.dirname, to.replace(/\*$/, '')),
])

/** The file an import of the app's own code names, from the module `current`. */
export function resolveOwnImport(current: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(current), specifier)
  for (const [prefix, folder] of SUBPATHS)
    if (specifier.startsWith(prefix!)) return path.join(folder!, specifier.slice(prefix!.length))
  return null
}

/** The namespaces one module's source names (only those that exist). */
export function namespacesIn(source: string, known: Set<string>): Set<string> {
  const found = new Set<string>()
  if (DEFAULT_NS.test(source)) found.add('common')
  for (const pattern of NAMED) for (const m of source.matchAll(pattern)) found.add(m[1]!)
  for (const m of source.matchAll(LISTED)) for (const q of m[1]!.matchAll(QUOTED)) found.add(q[1]!)
  return new Set([...found].filter((ns) => known.has(ns)))
}

/**
 * The namespaces `file` and the app's modules it reaches read, sorted; `files` receives every
 * module visited (the build watches them).
 */
export function namespacesOf(
  file: string,
  known: Set<string>,
  {
    follow = 'all',
    files = new Set<string>(),
  }: { follow?: 'all' | 'static'; files?: Set<string> } = {},
): string[] {
  const found = new Set<string>()
  const visit = (current: string) => {
    if (files.has(current) || !existsSync(current)) return
    files.add(current)
    const source = readFileSync(current, 'utf8')
    for (const ns of namespacesIn(source, known)) found.add(ns)
    for (const [i, pattern] of IMPORTS.entries()) {
      if (follow === 'static' && i === 2) continue
      for (const m of source.matchAll(pattern)) {
        const target = resolveOwnImport(current, m[1]!)
        if (target && /\.(tsx?|jsx?)$/.test(target)) visit(target)
      }
    }
  }
  visit(file)
  return [...found].sort()
}

/**
 * `x.json?bundle`, which `src/lib/locale-bundles` import, is the JSON of `x.json` as a module of
 * its own: the layouts that read every namespace get them in one chunk, while a public page
 * loads each namespace it reads, as its own chunk (`x.json`).
 */
export const textBundles = (): Plugin => ({
  name: 'kheyr-text-bundles',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith('.json?bundle')) return null
    const json = readFileSync(id.slice(0, -'?bundle'.length), 'utf8')
    return { code: `export default ${JSON.stringify(JSON.parse(json))}\n`, moduleType: 'js' }
  },
})
