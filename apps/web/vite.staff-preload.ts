import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** A route's declaration in a `feature.ts` (no braces inside), its layout and its page module. */
const ROUTE = /\{[^{}]*\}/g
const LAYOUT = /layout:\s*'(\w+)'/
const LOAD = /load:\s*\(\)\s*=>\s*import\('([^']+)'\)/

/** The routes a feature declares: `feature.ts` is plain data, so a pattern finds them. */
export function routesOf(code: string): { layout: string; load: string }[] {
  return [...code.matchAll(ROUTE)].flatMap(([route]) => {
    const layout = LAYOUT.exec(route)?.[1]
    const load = LOAD.exec(route)?.[1]
    return layout && load ? [{ layout, load }] : []
  })
}

/** The `feature.ts` of every feature under `src`, with its code. */
export const featureFiles = (src: string) =>
  readdirSync(path.join(src, 'features'))
    .map((name) => path.join(src, 'features', name, 'feature.ts'))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, code: readFileSync(file, 'utf8') }))

/** The page modules visitors open: routes of the public and sign-in layouts, and the home page. */
export function visitorPages(src: string): Set<string> {
  const pages = new Set([path.join(src, 'app/home-route.tsx')])
  for (const { file, code } of featureFiles(src))
    for (const route of routesOf(code))
      if (route.layout === 'default' || route.layout === 'auth')
        pages.add(path.resolve(path.dirname(file), route.load))
  return pages
}

/**
 * The route table names, for each page it loads, the chunks that page imports, so they download
 * together rather than one level of imports after another. That list ships with the first page:
 * it is kept for the pages visitors open, and left out for the staff's pages and settings tabs
 * (loaded from a `feature.ts`, not a visitor's page), which then fetch their imports as the
 * browser finds them, on the desk's usually faster connection and with the panel layout's code
 * already there. The first visit's JavaScript is 2-3 KB (brotli) less.
 */
export function staffPreload(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[]) => string[]
} {
  const staff = new Set<string>()
  let pages = new Set<string>()
  const plugin: Plugin = {
    name: 'kheyr-staff-preload',
    apply: 'build',
    // Before Vite's own `generateBundle` writes the lists.
    enforce: 'pre',
    configResolved(config) {
      pages = visitorPages(path.join(config.root, 'src'))
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const id = chunk.facadeModuleId
        const fromFeature = this.getModuleInfo(id)?.dynamicImporters.some((m) =>
          m.endsWith('/feature.ts'),
        )
        if (fromFeature && !pages.has(id)) staff.add(chunk.fileName)
      }
    },
  }
  return { plugin, resolveDependencies: (file, deps) => (staff.has(file) ? [] : deps) }
}
