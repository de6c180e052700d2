// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react'
import { Suspense, use } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { nextTask } from '../lib/next-task.ts'
import { takeOverInTurns } from '../lib/take-over-turns.ts'
import { HydrationSlice } from './hydration-slice.tsx'

let inBrowser = false
let codeLoaded = Promise.resolve()

/**
 * A part whose code the browser may still be fetching when the page is taken over: its slice is
 * its own, inside its code (a suspended part keeps its served elements, and its slice's
 * fieldset, until its code has come and taken them over).
 */
function Late() {
  if (inBrowser) use(codeLoaded)
  return (
    <HydrationSlice>
      <input aria-label="late" />
    </HydrationSlice>
  )
}

function Page() {
  return (
    <HydrationSlice>
      <input aria-label="early" />
      <button type="submit">send</button>
      <Suspense>
        <Late />
      </Suspense>
    </HydrationSlice>
  )
}

/** Whether a disabled fieldset holds the control (what makes it unusable in a browser). */
const held = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)!.closest('fieldset[disabled]') !== null

/** The page as the server sends it, in a document. */
function served() {
  inBrowser = false
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  return container
}

describe('HydrationSlice', () => {
  it('keeps each part’s controls disabled until that part itself is taken over', async () => {
    const container = served()
    const early = container.querySelector('[aria-label="early"]')
    // As served: every control is disabled.
    expect(held(container, '[aria-label="early"]')).toBe(true)
    expect(held(container, 'button')).toBe(true)
    expect(held(container, '[aria-label="late"]')).toBe(true)

    inBrowser = true
    let load!: () => void
    codeLoaded = new Promise<void>((resolve) => (load = resolve))
    let root!: Root
    let done!: Promise<void>
    act(() => void (done = takeOverInTurns(() => (root = hydrateRoot(container, <Page />)))))
    // The outer part is taken over in its turn; the inner one waits for its code, and stays
    // disabled.
    await waitFor(() => expect(held(container, 'button')).toBe(false))
    expect(held(container, '[aria-label="early"]')).toBe(false)
    expect(held(container, '[aria-label="late"]')).toBe(true)

    await act(async () => load())
    await waitFor(() => expect(held(container, '[aria-label="late"]')).toBe(false))
    // Taken over where it stood: the served elements are the ones the app holds.
    expect(container.querySelectorAll('input')).toHaveLength(2)
    expect(container.querySelector('[aria-label="early"]')).toBe(early)
    await done
    act(() => root.unmount())
    container.remove()
  })

  it('takes each part over in a task of its own, outer parts first', async () => {
    const container = served()
    inBrowser = true
    codeLoaded = Promise.resolve()
    let root!: Root
    let done!: Promise<void>
    act(() => void (done = takeOverInTurns(() => (root = hydrateRoot(container, <Page />)))))
    // The take-over's own task leaves every part as served.
    expect(held(container, 'button')).toBe(true)
    await nextTask()
    await act(async () => {})
    expect(held(container, 'button')).toBe(false)
    expect(held(container, '[aria-label="late"]')).toBe(true)
    await nextTask()
    await act(async () => {})
    expect(held(container, '[aria-label="late"]')).toBe(false)
    await done
    act(() => root.unmount())
    container.remove()
  })

  it('adds no box of its own', () => {
    const container = served()
    for (const fieldset of container.querySelectorAll('fieldset')) {
      expect(fieldset.style.display).toBe('contents')
      expect(fieldset.getAttribute('role')).toBe('presentation')
    }
    container.remove()
  })
})
