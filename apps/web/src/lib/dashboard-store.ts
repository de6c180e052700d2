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

/** The one empty list of each kind: emptying an empty list changes nothing a page reads. */
const NO_CRUMBS: Breadcrumb[] = []
const NOTHING_SELECTED: (number | string)[] = []
const orEmpty = <T>(list: T[], empty: T[]) => (list.length ? list : empty)

/** Whether every value `patch` names is already `current`'s. */
const unchanged = <T extends object>(current: T, patch: Partial<T>) =>
  (Object.keys(patch) as (keyof T)[]).every((key) => Object.is(current[key], patch[key]))

const initial: DashboardState = {
  breadcrumbs: NO_CRUMBS,
  drawerItem: null,
  drawerOpen: false,
  pageSize: DEFAULT_PAGE_SIZE,
  selection: NOTHING_SELECTED,
  historyId: null,
  historyOpen: false,
  filter: {},
  crudFilter: { column: null, operation: 'eq', value: '' },
}

let state = initial
const listeners = new Set<() => void>()
/**
 * Applies `patch`, and tells the listeners only when something changed: each listener is a
 * component's `useSyncExternalStore`, whose every change is a synchronous render (the panel's is
 * the whole page: a page's first effects emptying empty crumbs drew it twice in one long task).
 */
const set = (patch: Partial<DashboardState>) => {
  if (unchanged(state, patch)) return
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
    set({
      drawerItem,
      ...(options.reset ? { breadcrumbs: orEmpty(options.reset, NO_CRUMBS) } : {}),
    })
  },
  setDrawerOpen: (drawerOpen: boolean) => set({ drawerOpen }),
  setBreadcrumbs: (breadcrumbs: Breadcrumb[]) =>
    set({ breadcrumbs: orEmpty(breadcrumbs, NO_CRUMBS) }),
  setPageSize: (pageSize: number) => set({ pageSize }),
  setSelection: (selection: (number | string)[]) =>
    set({ selection: orEmpty(selection, NOTHING_SELECTED) }),
  openHistory: (historyId: number | string) => set({ historyId, historyOpen: true }),
  closeHistory: () => set({ historyOpen: false }),
  setFilter: (filter: Record<string, unknown>) => set({ filter }),
  setCrudFilter(patch: Partial<CrudFilter>) {
    if (!unchanged(state.crudFilter, patch)) set({ crudFilter: { ...state.crudFilter, ...patch } })
  },
}

export function useDashboardState<T>(select: (s: DashboardState) => T): T {
  return useSyncExternalStore(
    dashboardStore.subscribe,
    () => select(state),
    () => select(state),
  )
}
