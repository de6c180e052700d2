import path from 'node:path'
import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { pageChunks } from './vite.first-paint.ts'

const root = import.meta.dirname

function transform(code: string, file: string) {
  const plugin = pageChunks()
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ root, build: { ssr: false } } as ResolvedConfig)
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
