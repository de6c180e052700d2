import { afterEach, describe, expect, it } from 'vitest'
import { dashboardStore } from './dashboard-store.ts'

afterEach(() => dashboardStore.reset())

describe('dashboard store', () => {
  it('starts with page size 20 and an equals CRUD filter', () => {
    expect(dashboardStore.get().pageSize).toBe(20)
    expect(dashboardStore.get().crudFilter).toEqual({ column: null, operation: 'eq', value: '' })
  })

  it('deselects a drawer item selected again', () => {
    dashboardStore.selectDrawerItem('dashboard-users')
    expect(dashboardStore.get().drawerItem).toBe('dashboard-users')
    dashboardStore.selectDrawerItem('dashboard-users')
    expect(dashboardStore.get().drawerItem).toBeNull()
  })

  it('resets the breadcrumb when selecting with reset', () => {
    dashboardStore.setBreadcrumbs([{ title: 'علی' }])
    dashboardStore.selectDrawerItem('dashboard-sms')
    expect(dashboardStore.get().breadcrumbs).toEqual([{ title: 'علی' }])
    dashboardStore.selectDrawerItem('dashboard-users', { reset: [] })
    expect(dashboardStore.get().breadcrumbs).toEqual([])
  })

  it('tells its listeners only when something changed', () => {
    let told = 0
    const unsubscribe = dashboardStore.subscribe(() => told++)
    // What a page's first effects do: empty lists already empty, the drawer already closed.
    dashboardStore.setBreadcrumbs([])
    dashboardStore.setDrawerOpen(false)
    dashboardStore.setSelection([])
    dashboardStore.setCrudFilter({ column: null, operation: 'eq', value: '' })
    dashboardStore.selectDrawerItem('dashboard-sms', { reset: [] })
    expect(told).toBe(1)
    dashboardStore.setBreadcrumbs([{ title: 'علی' }])
    dashboardStore.setSelection([3])
    dashboardStore.setCrudFilter({ value: 'علی' })
    expect(told).toBe(4)
    dashboardStore.setBreadcrumbs([])
    expect(dashboardStore.get().breadcrumbs).toEqual([])
    expect(told).toBe(5)
    unsubscribe()
  })
})
