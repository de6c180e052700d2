import { describe, expect, it } from 'vitest'
import { paths, patternOf, type RoutePath } from '#lib/paths.ts'
import { featureRoutes, routeByName, settingsSections } from './features.ts'
import { dashboardItems, dashboardTrail, mayOpen } from './layouts/dashboard-drawer.ts'

/** Every pattern `paths` declares. */
function patterns(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (typeof node === 'function') return [(node as unknown as { pattern: string }).pattern]
  return Object.values(node as Record<string, unknown>).flatMap(patterns)
}

const member = (permissions: string[]) => ({
  roles: [],
  permissions,
  panel_access: true,
})

describe('route table', () => {
  it('takes every route path from paths', () => {
    const known = new Set(patterns(paths))
    for (const route of featureRoutes) expect(known).toContain(patternOf(route.path as RoutePath))
  })

  it('names each route and matches each path once', () => {
    const names = featureRoutes.map((r) => r.name)
    const matched = featureRoutes.map((r) => patternOf(r.path))
    expect(new Set(names).size).toBe(names.length)
    expect(new Set(matched).size).toBe(matched.length)
  })

  it('gives every drawer item a page', () => {
    for (const item of dashboardItems) expect(routeByName.has(item.key), item.key).toBe(true)
  })

  it('lists the settings tabs in the spec order', () => {
    expect(settingsSections.map((s) => s.key)).toEqual([
      'general',
      'slider',
      'crowns',
      'charities',
      'locations',
      'static-pages',
      'social',
      'contact',
      'app',
      'android',
      'map',
      'gateways',
      // Ours, after the spec's.
      'trust',
    ])
  })
})

describe('dashboard drawer', () => {
  it('shows an item to whoever holds one of its page permissions', () => {
    const users = dashboardItems.find((i) => i.key === 'dashboard-users')!
    expect(mayOpen(users, member(['users.view']) as never)).toBe(true)
    expect(mayOpen(users, member(['sms.view']) as never)).toBe(false)
    expect(mayOpen(users, { ...member(['users.view']), panel_access: false } as never)).toBe(false)
  })

  it('shows the server log and the backups to the super-admin only', () => {
    for (const key of ['dashboard-logs', 'dashboard-backups']) {
      const item = dashboardItems.find((i) => i.key === key)!
      expect(mayOpen(item, member(['settings.view']) as never)).toBe(false)
      expect(mayOpen(item, { ...member([]), roles: ['super-admin'] } as never)).toBe(true)
    }
  })

  it('shows the reports to the reports view, and the refunds to whoever sees payments', () => {
    const reports = dashboardItems.find((i) => i.key === 'dashboard-reports')!
    const refunds = dashboardItems.find((i) => i.key === 'dashboard-refunds')!
    expect(mayOpen(reports, member(['reports.view']) as never)).toBe(true)
    expect(mayOpen(reports, member(['transactions.view']) as never)).toBe(false)
    expect(mayOpen(refunds, member(['transactions.view']) as never)).toBe(true)
    expect(mayOpen(refunds, member(['reports.view']) as never)).toBe(false)
    expect(dashboardTrail('dashboard-reports-reconciliation').map((i) => i.key)).toEqual([
      'dashboard',
      'dashboard-reports',
      'dashboard-reports-reconciliation',
    ])
  })

  it('climbs breadcrumbs from a page to the dashboard home', () => {
    expect(dashboardTrail('dashboard-needies-helps').map((i) => i.key)).toEqual([
      'dashboard',
      'dashboard-needies',
      'dashboard-needies-helps',
    ])
    expect(dashboardTrail('dashboard').map((i) => i.key)).toEqual(['dashboard'])
  })
})
