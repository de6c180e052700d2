import { Component, Suspense, type CSSProperties, type ReactNode } from 'react'
import { useHydrated } from '../lib/hydrated.ts'
import { takeOverTurn, type TakeOverTurn } from '../lib/take-over-turns.ts'

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
 * slice's owner, which does not render again when this does.
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
 * Waits for its turn while a server-rendered page is taken over (`takeOverInTurns`): suspended
 * while hydrating, Preact keeps the served elements as they are and takes them over when the turn
 * comes. A class, so the turn outlives the suspension (a function's hooks are dropped with it).
 */
class InTurn extends Component<{ children: ReactNode }> {
  private readonly turn: TakeOverTurn | null = takeOverTurn()

  override render() {
    if (this.turn && !this.turn.granted) throw this.turn.promise
    return this.props.children
  }
}

/**
 * A part of a page that a server-rendered page's take-over hydrates on its own, in a task of its
 * own (docs/decisions/026-preact.md), with its form fields and buttons disabled until this part
 * itself is taken over. Until then a field would take typing that never reaches the form's state,
 * and a button a press that does nothing; links work as they are. An enclosing part being taken
 * over first enables nothing in here.
 *
 * Controls that are no native form element (a `Chip`, a `Select`'s combobox) are not covered by
 * the fieldset: they take `disabled={!useHydrated()}` themselves, read by a component inside
 * their own part (a value read in an earlier part is already "taken over" when this part is
 * hydrated, and hydration leaves the served attributes as they are). Use it where block content may
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
      <InTurn>
        <UntilHydrated>{children}</UntilHydrated>
      </InTurn>
    </Suspense>
  )
}
