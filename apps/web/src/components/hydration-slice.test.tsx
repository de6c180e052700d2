// @vitest-environment jsdom
import { act, useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InBrowser, SliceOnUse } from './hydration-slice.tsx'

/** A form whose take-over is recorded (its effect runs once React has it). */
function Form({ taken }: { taken: string[] }) {
  useEffect(() => void taken.push('form'), [taken])
  return (
    <form method="post">
      <input name="amount" defaultValue="" />
      <button type="submit">پرداخت</button>
    </form>
  )
}

const page = (taken: string[], inView = false) => (
  <main>
    <h1>صدقه</h1>
    <SliceOnUse inView={inView}>
      <Form taken={taken} />
    </SliceOnUse>
  </main>
)

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
})

let renders = 0

/** The page as the server sent it, then taken over. */
async function served(before?: (container: HTMLElement) => void, inView = false) {
  // A part's id is its place in the tree, the same in every test here: a prefix of its own keeps
  // a part reached in an earlier test from counting as reached in this one.
  const identifierPrefix = `t${++renders}-`
  const container = document.createElement('div')
  container.innerHTML = renderToString(page([], inView), { identifierPrefix })
  document.body.append(container)
  before?.(container)
  const taken: string[] = []
  await act(async () => {
    root = hydrateRoot(container, page(taken, inView), { identifierPrefix })
  })
  return { container, taken }
}

describe('SliceOnUse', () => {
  it('the server renders the part whole', () => {
    expect(renderToString(page([]))).toContain('name="amount"')
  })

  it('leaves the served part alone until the visitor reaches into it', async () => {
    const { container, taken } = await served()
    expect(taken).toEqual([])
    // The served form is still there, usable as plain HTML.
    expect(container.querySelector('input[name="amount"]')).not.toBeNull()
    await act(async () => {
      container.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    expect(taken).toEqual(['form'])
  })

  it('takes over at once a part whose field was changed before the script ran', async () => {
    const { taken } = await served((container) => {
      container.querySelector('input')!.value = '25000'
    })
    expect(taken).toEqual(['form'])
  })

  it('with inView, takes a part over once it shows on the screen, and not before', async () => {
    const watching: { element: Element; seen: IntersectionObserverCallback }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private seen: IntersectionObserverCallback) {}
        observe(element: Element) {
          watching.push({ element, seen: this.seen })
        }
        disconnect() {}
      },
    )
    try {
      const { container, taken } = await served(undefined, true)
      const part = container.querySelector('[data-slice-on-use]')!
      expect(watching.map((w) => w.element)).toEqual([part])
      const show = (isIntersecting: boolean) =>
        act(async () => {
          watching[0]!.seen(
            [{ isIntersecting, target: part } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          )
        })
      // Below the fold: still as served.
      await show(false)
      expect(taken).toEqual([])
      await show(true)
      expect(taken).toEqual(['form'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('with inView, waits for a pointer that can hover to reach it (a desktop)', async () => {
    const observe = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe
        disconnect() {}
      },
    )
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' }))
    try {
      const { container, taken } = await served(undefined, true)
      expect(observe).not.toHaveBeenCalled()
      expect(taken).toEqual([])
      const field = container.querySelector('input')!
      await act(async () => {
        field.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
      })
      expect(taken).toEqual(['form'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('InBrowser', () => {
  /** A section around a part only the browser draws; counts its own renders. */
  function Section({ renders }: { renders: string[] }) {
    renders.push('section')
    return (
      <section>
        <h2>درآمد ماهانه</h2>
        <InBrowser fallback={<p>جای نمودار</p>}>
          <p>نمودار</p>
        </InBrowser>
      </section>
    )
  }

  it('the server holds the place, and once taken over only the part is drawn again', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Section renders={[]} />)
    document.body.append(container)
    expect(container.textContent).toContain('جای نمودار')
    const renders: string[] = []
    await act(async () => {
      root = hydrateRoot(container, <Section renders={renders} />)
    })
    expect(container.textContent).toContain('نمودار')
    expect(container.textContent).not.toContain('جای نمودار')
    // The section rendered once, for the take-over: the end of it drew the part alone.
    expect(renders).toEqual(['section'])
  })
})
