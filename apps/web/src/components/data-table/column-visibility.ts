import { useCallback, useLayoutEffect, useState, type RefObject } from 'react'

/** What the user chose for each column (shown or hidden); a column not named is left to us. */
export type ColumnChoices = Record<string, boolean>

export type FittableColumn = {
  field: string
  /** Hidden until the user asks for it in the column chooser. */
  secondary?: boolean
  /** The least width the column needs. */
  need: number
}

const storageKey = (table: string) => `kheyr.columns.${table}`

function readChoices(table: string): ColumnChoices {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(table))
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => {
        return typeof entry[1] === 'boolean'
      }),
    )
  } catch {
    return {}
  }
}

function writeChoices(table: string, choices: ColumnChoices) {
  try {
    if (Object.keys(choices).length) {
      globalThis.localStorage?.setItem(storageKey(table), JSON.stringify(choices))
    } else globalThis.localStorage?.removeItem(storageKey(table))
  } catch {
    // Private mode or a full store: the choice lasts until the page closes.
  }
}

/** The user's column choices for one table, kept in this browser across visits. */
export function useColumnChoices(table: string) {
  const [state, setState] = useState(() => ({ table, choices: readChoices(table) }))
  // Another table on the same component instance (tabs that swap resources) reads its own.
  const choices = state.table === table ? state.choices : readChoices(table)
  const update = useCallback(
    (next: ColumnChoices) => {
      writeChoices(table, next)
      setState({ table, choices: next })
    },
    [table],
  )
  return {
    choices,
    choose: (field: string, visible: boolean) => update({ ...choices, [field]: visible }),
    /** Applies several choices at once (the grid's own column menu hides one at a time). */
    chooseMany: (next: ColumnChoices) => update({ ...choices, ...next }),
    reset: () => update({}),
  }
}

/**
 * The columns to show: those the user asked for, then the others (not secondary) in order while
 * they fit in `available` pixels; the first column always stays, it names the row. Without a
 * width (not measured yet, or no layout, as in tests) every wanted column shows.
 */
export function fitColumns(
  columns: FittableColumn[],
  choices: ColumnChoices,
  available: number | null,
): { visible: Set<string>; squeezed: Set<string> } {
  const wanted = columns.filter((c, i) => i === 0 || (choices[c.field] ?? !c.secondary))
  const visible = new Set(wanted.map((c) => c.field))
  const squeezed = new Set<string>()
  if (available === null || available <= 0) return { visible, squeezed }
  let needed = wanted.reduce((sum, c) => sum + c.need, 0)
  for (let i = wanted.length - 1; i > 0 && needed > available; i--) {
    const column = wanted[i]!
    if (choices[column.field] === true) continue
    visible.delete(column.field)
    squeezed.add(column.field)
    needed -= column.need
  }
  return { visible, squeezed }
}

/**
 * The element's inner width, kept current as it resizes (null until measured, and while not
 * `wanted`: measuring forces a layout and a second render before the first paint).
 */
export function useWidth(ref: RefObject<HTMLElement | null>, wanted = true) {
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!wanted || !element || typeof ResizeObserver === 'undefined') return
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width) || null)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, wanted])
  return width
}
