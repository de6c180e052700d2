import type { GridRowSelectionModel } from '@mui/x-data-grid'
import { useEffect, useRef, useState } from 'react'
import { dashboardStore, useDashboardState } from '#lib/dashboard-store.ts'
import type { RowId } from '#lib/resource.ts'
import { buildListQuery, upsertFilter, type AppliedFilter } from './query.ts'

const SEARCH_DEBOUNCE_MS = 400

const emptySelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() })

/** The search as typed, and as applied after a pause (`onApply` runs then). */
function useDebouncedSearch(onApply: () => void) {
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const apply = useRef(onApply)
  useEffect(() => {
    apply.current = onApply
  })
  useEffect(() => {
    const term = searchInput.trim()
    if (term === search) return
    const timer = setTimeout(() => {
      setSearch(term)
      apply.current()
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchInput, search])
  return { searchInput, setSearchInput, search }
}

/**
 * What a list shows: its page, sort, search (typed, then applied after a pause), filters and
 * the rows checked for a bulk action; and the query string they make (the list contract).
 * Anything that narrows the list starts it over from the first page with nothing checked.
 */
export function useListState({
  defaultSort,
  extraQuery,
}: {
  defaultSort?: string
  extraQuery?: Record<string, string>
}) {
  const pageSize = useDashboardState((s) => s.pageSize)
  const [page, setPage] = useState(0)
  const [sort, setSort] = useState<string | null>(null)
  const [filters, setFilters] = useState<AppliedFilter[]>([])
  const [selection, setSelectionModel] = useState<GridRowSelectionModel>(emptySelection)
  const { searchInput, setSearchInput, search } = useDebouncedSearch(() => {
    setPage(0)
    setSelectionModel(emptySelection())
    dashboardStore.setSelection([])
  })

  const effectiveSort = sort ?? defaultSort ?? null
  const query = buildListQuery({
    page: page + 1,
    pageSize,
    sort: effectiveSort,
    search,
    filters,
    extra: extraQuery,
  })

  const setSelection = (model: GridRowSelectionModel) => {
    setSelectionModel(model)
    dashboardStore.setSelection([...model.ids])
  }
  const clearSelection = () => setSelection(emptySelection())
  const restart = () => {
    setPage(0)
    clearSelection()
  }

  // The store outlives the page; the next table starts clean.
  useEffect(
    () => () => {
      dashboardStore.setSelection([])
      dashboardStore.setCrudFilter({ column: null, operation: 'eq', value: '' })
    },
    [],
  )

  return {
    query,
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      dashboardStore.setPageSize(size)
      setPage(0)
    },
    sort: effectiveSort,
    setSort: (next: string | null) => {
      setSort(next)
      setPage(0)
    },
    searchInput,
    setSearchInput,
    /** Whether search or filters narrow the list (its empty text says "no results" then). */
    narrowed: Boolean(search) || filters.length > 0,
    filters,
    addFilter: (filter: AppliedFilter) => {
      setFilters((current) => upsertFilter(current, filter))
      restart()
    },
    removeFilter: (index: number) => {
      setFilters((current) => current.filter((_, i) => i !== index))
      restart()
    },
    clearFilters: () => {
      setFilters([])
      restart()
    },
    selection,
    selectedIds: [...selection.ids] as RowId[],
    setSelection,
    clearSelection,
  }
}

export type ListState = ReturnType<typeof useListState>
