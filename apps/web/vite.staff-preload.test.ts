import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { featureFiles, routesOf, visitorPages } from './vite.staff-preload.ts'

const src = path.resolve(import.meta.dirname, 'src')
const page = (file: string) => path.join(src, file)

describe('the pages whose imports the route table names (vite.staff-preload.ts)', () => {
  it('reads every route of every feature, so none loses its list unnoticed', () => {
    for (const { file, code } of featureFiles(src)) {
      const declared = code.match(/layout:\s*'/g)?.length ?? 0
      expect(routesOf(code), path.relative(src, file)).toHaveLength(declared)
    }
  })

  it('keeps the public and sign-in pages, and leaves out the staff pages and print pages', () => {
    const pages = visitorPages(src)
    for (const visitor of [
      'app/home-route.tsx',
      'features/campaigns/pages/campaign-page.tsx',
      'features/charities/pages/charity-create-page.tsx',
      'features/subscriptions/pages/subscription-create-page.tsx',
      'features/crowns/pages/crown-page.tsx',
      'features/auth/pages/signin-page.tsx',
    ])
      expect(pages).toContain(page(visitor))
    for (const staff of [
      'features/campaigns/pages/dashboard-campaigns-page.tsx',
      'features/chests/pages/dashboard-round-page.tsx',
      'features/crowns/pages/crown-print-page.tsx',
      'features/reports/pages/income-report-page.tsx',
    ])
      expect(pages).not.toContain(page(staff))
  })
})
