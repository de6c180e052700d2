import { useState, useSyncExternalStore } from 'react'

/**
 * Whether a list's filters are open (the phone's sheet, the wide screen's column filter bar),
 * kept apart from the list's own state: opening them draws the toolbar's button and the filters,
 * not the page of cards or the grid beside them. On a phone at a quarter of a desktop's speed, a
 * tap on «فیلتر» drew every card again before the sheet could open.
 */
export type FilterToggle = {
  isOpen: () => boolean
  set: (open: boolean) => void
  subscribe: (listener: () => void) => () => void
}

export function createFilterToggle(): FilterToggle {
  let open = false
  const listeners = new Set<() => void>()
  return {
    isOpen: () => open,
    set(next) {
      if (next === open) return
      open = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** A list's filter toggle, the same for as long as the list is on the page. */
export function useFilterToggle(): FilterToggle {
  const [toggle] = useState(createFilterToggle)
  return toggle
}

/** Whether the filters are open; renders again only the component that reads it. */
export const useFilterOpen = (toggle: FilterToggle) =>
  useSyncExternalStore(toggle.subscribe, toggle.isOpen, toggle.isOpen)
