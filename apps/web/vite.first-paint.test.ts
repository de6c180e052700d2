import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { pageChunks } from './vite.first-paint.ts'

const root = import.meta.dirname

function transform(code: string, file: string, ssr = false) {
  const plugin = pageChunks()
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ root, build: { ssr } } as ResolvedConfig)
  const run = plugin.transform as (code: string, id: string) => { code: string } | null
  return run.call({ addWatchFile: () => undefined }, code, path.join(root, file))
}

describe('the route tables name the module each route loads (pageChunks)', () => {
  it('marks a feature’s page loaders and the app’s layout loaders with their source', () => {
    const feature = transform(
      `export const f = { routes: [{ name: 'a', load: () => import('./pages/a-page.tsx') }, { name: 'b', load: () =>\n import("./pages/b-page.tsx") }] }`,
      'src/features/things/feature.ts',
    )
    expect(feature?.code).toContain(
      `Object.assign(() => import('./pages/a-page.tsx'), { pageSource: "src/features/things/pages/a-page.tsx" })`,
    )
    expect(feature?.code).toContain(`{ pageSource: "src/features/things/pages/b-page.tsx" }`)

    const routes = transform(
      `const panel = lazyLayout(() => import('./layouts/panel-layout.tsx'), (m) => m.PanelLayout)`,
      'src/app/routes.tsx',
    )
    expect(routes?.code).toContain(`{ pageSource: "src/app/layouts/panel-layout.tsx" }`)
  })

  it('leaves other modules’ dynamic imports alone', () => {
    expect(
      transform(`const x = () => import('./pages/a-page.tsx')`, 'src/features/things/helpers.ts'),
    ).toBeNull()
  })
})

describe('a part imported on demand brings its own texts (pageChunks)', () => {
  const page = 'src/features/campaigns/pages/campaign-page.tsx'
  const source = readFileSync(path.join(root, page), 'utf8')

  it('loads the texts of a page’s giving form with its code, and the page only its own', () => {
    const code = transform(source, page)!.code
    expect(code).toMatch(
      /__kheyrWithTexts\(import\('\.\.\/components\/donate-form\.tsx'\), \[[^\]]*"form"[^\]]*"payment"[^\]]*\]\)/,
    )
    expect(code).toContain(
      `import { withTexts as __kheyrWithTexts } from ${JSON.stringify(path.join(root, 'src/lib/i18n.ts'))}`,
    )
    // The route loads what the page runs at once: the campaign's texts, not the form's.
    const namespaces = JSON.parse(/export const namespaces = (.*)/.exec(code)![1]!) as string[]
    expect(namespaces).toContain('campaigns')
    expect(namespaces).not.toContain('form')
    expect(namespaces).not.toContain('payment')
  })

  it('leaves the server’s render and the entry’s start-up stages as written', () => {
    expect(transform(source, page, true)!.code).not.toContain('__kheyrWithTexts')
    const main = readFileSync(path.join(root, 'src/main.tsx'), 'utf8')
    expect(transform(main, 'src/main.tsx')).toBeNull()
  })
})
