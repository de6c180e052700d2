import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { namespaceNames, namespacesIn, namespacesOf } from '../../vite.page-texts.ts'
import { SHELL_NAMESPACES } from '#lib/shell-texts.ts'

const src = path.join(import.meta.dirname, '..')
const known = namespaceNames(src)
const of = (file: string, follow: 'all' | 'static' = 'all') =>
  namespacesOf(path.join(src, file), known, { follow })

describe('the namespaces a page reads', () => {
  it('knows every folder with texts, and the contracts’ catalogue', () => {
    for (const ns of ['common', 'home', 'campaigns', 'data-table', 'errors', 'validation'])
      expect(known).toContain(ns)
  })

  it('finds each way the code names a namespace', () => {
    const source = `
      const { t } = useTranslation()
      useTranslation('charities'); useTranslation(['payments', 'form'])
      export const NS = 'campaigns'
      t('payment:gateways.' + name); i18n.t('errors:payload_too_large', { ns: 'home' })
      const id = 'not-a-namespace:x'`
    expect([...namespacesIn(source, known)].sort()).toEqual([
      'campaigns',
      'charities',
      'common',
      'errors',
      'form',
      'home',
      'payment',
      'payments',
    ])
  })

  it('follows the modules a page imports, and those it loads on demand', () => {
    // The featured campaigns on the home page, and the media player a campaign loads on demand.
    expect(of('app/home-route.tsx')).toEqual(
      expect.arrayContaining(['common', 'home', 'campaigns']),
    )
    expect(of('features/campaigns/pages/campaign-page.tsx')).toContain('media-player')
    // Reached through the app's subpath imports (`#components/form/amount-field.tsx`).
    expect(of('features/campaigns/pages/campaign-page.tsx')).toEqual(
      expect.arrayContaining(['form', 'payment']),
    )
    expect(of('features/charities/pages/charity-create-page.tsx')).not.toContain('data-table')
  })

  it('the shell’s namespaces cover the public layout and the start-up and error screens', () => {
    for (const file of [
      'app/layouts/default-layout.tsx',
      'app/root-shell.tsx',
      'app/splash.tsx',
      'app/startup-error.tsx',
      'app/route-error.tsx',
      'app/not-found-page.tsx',
      'app/guards.tsx',
    ])
      expect(SHELL_NAMESPACES, file).toEqual(expect.arrayContaining(of(file, 'static')))
  })
})
