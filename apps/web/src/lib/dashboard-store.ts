import { DEFAULT_PAGE_SIZE, type FilterOperator } from '@kheyr/contracts/list'
import { useSyncExternalStore } from 'react'

export type Breadcrumb = { title: string; link?: string; icon?: string }
export type CrudFilter = { column: string | null; operation: FilterOperator; value: string }

export type DashboardState = {
  breadcrumbs: Breadcrumb[]
  drawerItem: string | null
  drawerOpen: boolean
  pageSize: number
  /** Rows chosen for a bulk ("multiple") action. */
  selection: (number | string)[]
  historyId: number | string | null
  historyOpen: boolean
  filter: Record<string, unknown>
  crudFilter: CrudFilter
}

const initial: DashboardState = {
  breadcrumbs: [],
  drawerItem: null,
  drawerOpen: false,
  pageSize: DEFAULT_PAGE_SIZE,
  selection: [],
  historyId: null,
  historyOpen: false,
  filter: {},
  crudFilter: { column: null, operation: 'eq', value: '' },
}

let state = initial
const listeners = new Set<() => void>()
const set = (patch: Partial<DashboardState>) => {
  state = { ...state, ...patch }
  listeners.forEach((l) => l())
}

/** The dashboard's UI state of spec section 3, shared by the shell and the resource pages. */
export const dashboardStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  reset: () => set(initial),
  /**
   * Selecting the selected item again deselects it; selecting with `reset` makes the breadcrumb
   * start over at that item.
   */
  selectDrawerItem(key: string, options: { reset?: Breadcrumb[] } = {}) {
    const drawerItem = state.drawerItem === key ? null : key
    set({ drawerItem, ...(options.reset ? { breadcrumbs: options.reset } : {}) })
  },
  setDrawerOpen: (drawerOpen: boolean) => set({ drawerOpen }),
  setBreadcrumbs: (breadcrumbs: Breadcrumb[]) => set({ breadcrumbs }),
  setPageSize: (pageSize: number) => set({ pageSize }),
  setSelection: (selection: (number | string)[]) => set({ selection }),
  openHistory: (historyId: number | string) => set({ historyId, historyOpen: true }),
  closeHistory: () => set({ historyOpen: false }),
  setFilter: (filter: Record<string, unknown>) => set({ filter }),
  setCrudFilter: (patch: Partial<CrudFilter>) =>
    set({ crudFilter: { ...state.crudFilter, ...patch } }),
}

export function useDashboardState<T>(select: (s: DashboardState) => T): T {
  return useSyncExternalStore(
    dashboardStore.subscribe,
    () => select(state),
    () => select(state),
  )
}
