import { Suspense, use, useId, type ReactNode } from 'react'
import { changedBeforeTakeOver } from '#lib/adopt-choice.ts'
import { useHydrated } from '#lib/hydrated.ts'

/**
 * A part of a page that a server-rendered page's take-over hydrates on its own (a Suspense
 * boundary: React 19 takes such a page over in slices, docs/decisions/023): a tap on a part not
 * yet taken over hydrates that part first, and React replays the tap on it. Nothing in it is
 * disabled meanwhile: its forms are plain HTML forms that work before their script
 * (docs/decisions/033), and keep what was typed when it takes them over (`PageForm`).
 */
export function HydrationSlice({
  children,
  fallback,
}: {
  children: ReactNode
  /** Shown while the content's code loads in the browser (nothing by default). */
  fallback?: ReactNode
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>
}

/**
 * What only the browser can draw (a grid or a chart that measures its box): a page the server
 * rendered holds its place with `fallback` until the page is taken over, and a page the browser
 * renders shows it at once. Its own part, so that the take-over's end (a change of
 * `useHydrated`, which React renders synchronously) draws only this part again, not the list or
 * the section around it (decision 036).
 */
export function InBrowser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? children : fallback
}

/**
 * A part of a server-rendered page taken over only once the visitor reaches into it: a pointer
 * over it or a tap on it, the focus, or a field already changed (docs/decisions/037); with
 * `inView`, on a screen that cannot hover (a phone), also once any of it shows on the screen (a
 * part below the fold, whose buttons are then ready by the time the visitor has scrolled to
 * them: a tap gives no warning). A pointer that hovers passes over the part before it presses.
 * Until then it is the page as served, which works by itself (a giving form is a plain HTML form,
 * a card a link). Pass it a `lazy` component: its code runs only when the part is reached, so a
 * visitor who only reads pays none of it on the main thread (running a form's modules at idle
 * cost a phone hundreds of milliseconds of blocked time, decision 037); the service worker keeps
 * the code beforehand (`keepPagePartsForLater`), so the take-over is quick, offline too. Rendered
 * in the browser (a page opened from another), it shows as soon as its code is there.
 */
export function SliceOnUse({
  children,
  inView = false,
}: {
  children: ReactNode
  inView?: boolean
}) {
  const id = useId()
  return (
    <div data-slice-on-use={id}>
      <Suspense>
        <WhenReached id={id} inView={inView}>
          {children}
        </WhenReached>
      </Suspense>
    </div>
  )
}

/** A promise React reads as settled at once (`use` does not suspend on it). */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined })

function WhenReached({
  id,
  inView,
  children,
}: {
  id: string
  inView: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  // While the page is taken over, the served part waits for the visitor (the server renders it).
  // One `use` on every try of the render, settled once the part is reached: React expects a
  // render that suspended on `use` to call it again when it resumes.
  const waiting = !hydrated && typeof document !== 'undefined' && !wasReached(id)
  use(waiting ? whenReached(id, inView) : READY)
  return children
}

const REACH = ['pointerover', 'pointerdown', 'focusin'] as const
const reachedParts = new Set<string>()
const waiting = new Map<
  string,
  { promise: Promise<void>; resolve: () => void; observer?: IntersectionObserver }
>()

const servedPart = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-slice-on-use]')).find(
    (element) => element.dataset.sliceOnUse === id,
  )

/**
 * Whether the visitor has reached into the served part marked `id`, here or before the script
 * ran (the pointer is over it, the focus is in it, or one of its fields was changed and left).
 */
function wasReached(id: string) {
  if (reachedParts.has(id)) return true
  const element = servedPart(id)
  // No served part to wait on: nothing to wait for.
  if (!element) return true
  if (
    element.matches(':hover') ||
    element.contains(document.activeElement) ||
    changedBeforeTakeOver(element).size > 0
  )
    reachedParts.add(id)
  return reachedParts.has(id)
}

/**
 * Resolves once the visitor reaches into the served part marked `id`, or with `inView` once it
 * shows on the screen (one promise per part).
 */
function whenReached(id: string, inView: boolean): Promise<void> {
  let entry = waiting.get(id)
  if (!entry) {
    let resolve = () => {}
    const promise = new Promise<void>((done) => (resolve = done))
    entry = { promise, resolve }
    waiting.set(id, entry)
    if (waiting.size === 1) for (const type of REACH) document.addEventListener(type, onReach, true)
    const element = servedPart(id)
    if (inView && element && typeof IntersectionObserver !== 'undefined' && !canHover()) {
      entry.observer = new IntersectionObserver((seen) => {
        if (seen.some((part) => part.isIntersecting)) reach(id)
      })
      entry.observer.observe(element)
    }
  }
  return entry.promise
}

/** Whether the device's main pointer can hover (a mouse), rather than only tap. */
const canHover = () => window.matchMedia?.('(hover: hover)').matches === true

function onReach(event: Event) {
  const id = (event.target as Element | null)?.closest?.<HTMLElement>('[data-slice-on-use]')
    ?.dataset.sliceOnUse
  if (id !== undefined) reach(id)
}

function reach(id: string) {
  const entry = waiting.get(id)
  if (!entry) return
  reachedParts.add(id)
  waiting.delete(id)
  entry.observer?.disconnect()
  entry.resolve()
  if (waiting.size === 0)
    for (const type of REACH) document.removeEventListener(type, onReach, true)
}
