import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'

class PartBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    this.props.onError()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A part of the shell (a menu) whose code loads on first use. The service worker keeps that code
 * for offline use; should it still be out of reach (no internet before the worker was ready), the
 * part calls `onFail`, which unmounts it, instead of taking the page down with it.
 */
export function ShellPart<P extends object>({
  load,
  props,
  onFail,
}: {
  load: () => Promise<{ default: ComponentType<P> }>
  props: P
  onFail: () => void
}) {
  // A lazy component of its own each time the part mounts: React keeps a lazy component's
  // failure for good, so the next use must ask for the code anew (a module that did arrive the
  // browser gives back at once).
  const [Part] = useState(() => lazy(load))
  return (
    <PartBoundary onError={onFail}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  )
}
