// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { use } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HydrationSlice } from './hydration-slice.tsx'

let inBrowser = false
let codeLoaded = Promise.resolve()

/** A part whose code the browser is still fetching when the page is taken over. */
function Late() {
  if (inBrowser) use(codeLoaded)
  return <input aria-label="late" />
}

function Page() {
  return (
    <HydrationSlice>
      <input aria-label="early" />
      <button type="submit">send</button>
      <HydrationSlice>
        <Late />
      </HydrationSlice>
    </HydrationSlice>
  )
}

/** Whether a disabled fieldset holds the control (what makes it unusable in a browser). */
const held = (container: HTMLElement, selector: string) =>
  container.querySelector(selector)!.closest('fieldset[disabled]') !== null

describe('HydrationSlice', () => {
  it('keeps each part’s controls disabled until that part itself is taken over', async () => {
    inBrowser = false
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    // As served: every control is disabled.
    expect(held(container, '[aria-label="early"]')).toBe(true)
    expect(held(container, 'button')).toBe(true)
    expect(held(container, '[aria-label="late"]')).toBe(true)

    inBrowser = true
    let load!: () => void
    codeLoaded = new Promise<void>((resolve) => (load = resolve))
    let root!: Root
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    // The outer part is taken over; the inner one waits for its code, and stays disabled.
    expect(held(container, '[aria-label="early"]')).toBe(false)
    expect(held(container, 'button')).toBe(false)
    expect(held(container, '[aria-label="late"]')).toBe(true)

    await act(async () => load())
    expect(held(container, '[aria-label="late"]')).toBe(false)
    // Taken over where it stood: the served elements are the ones the app holds.
    expect(container.querySelectorAll('input')).toHaveLength(2)
    act(() => root.unmount())
    container.remove()
  })

  it('adds no box of its own', () => {
    inBrowser = false
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    for (const fieldset of container.querySelectorAll('fieldset')) {
      expect(fieldset.style.display).toBe('contents')
      expect(fieldset.getAttribute('role')).toBe('presentation')
    }
  })
})
