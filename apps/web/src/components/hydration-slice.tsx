import { Suspense, type CSSProperties, type ReactNode } from 'react'
import { useHydrated } from '#lib/hydrated.ts'

/** No box of its own (its content lays out as if it were not there), and no fieldset look. */
const invisible: CSSProperties = {
  display: 'contents',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
}

/**
 * Disabled until the slice it stands in is taken over: it mounts (and hydrates) with its content,
 * and `useHydrated` turns true for it only once that slice is hydrated. `children` come from the
 * slice's owner, which does not render again when this does: the boundaries below keep their
 * place in the queue of hydration instead of being taken over at once.
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset disabled={!hydrated} role="presentation" style={invisible}>
      {children}
    </fieldset>
  )
}

/**
 * A part of a page that a server-rendered page's take-over hydrates on its own (a Suspense
 * boundary: React 19 takes such a page over in slices, docs/decisions/023), with its form fields
 * and buttons disabled until this part itself is taken over. Until then a field would take
 * typing that never reaches the form's state, and a button a press that does nothing; links work
 * as they are. An enclosing part being taken over first enables nothing in here.
 *
 * Controls that are no native form element (a `Chip`, a `Select`'s combobox) are not covered by
 * the fieldset: they take `disabled={!useHydrated()}` themselves. Use it where block content may
 * stand (a fieldset closes an open `<p>`); it adds no box, so it changes no layout.
 */
export function HydrationSlice({
  children,
  fallback,
}: {
  children: ReactNode
  /** Shown while the content's code loads in the browser (nothing by default). */
  fallback?: ReactNode
}) {
  return (
    <Suspense fallback={fallback}>
      <UntilHydrated>{children}</UntilHydrated>
    </Suspense>
  )
}
