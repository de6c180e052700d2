// @vitest-environment jsdom
import { act, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useAdoptTyped } from './adopt-choice.ts'

// React warns unless it is told these renders are acts.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A search box whose value lives in React's state, and what it searches for. */
function Search({ seen }: { seen: string[] }) {
  const [search, setSearch] = useState('')
  const ref = useAdoptTyped<HTMLInputElement>((typed) => {
    seen.push(typed)
    setSearch(typed)
  })
  return (
    <>
      <input ref={ref} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <output>{search}</output>
    </>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('useAdoptTyped', () => {
  it('makes what was typed in a served field before the take-over the field’s value', () => {
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Search seen={[]} />)
    container.querySelector('input')!.value = 'فاطمه'
    const seen: string[] = []
    act(() => {
      root = hydrateRoot(container, <Search seen={seen} />)
    })
    expect(seen).toEqual(['فاطمه'])
    expect(container.querySelector('output')!.textContent).toBe('فاطمه')
  })

  it('reports nothing when nothing was typed, or when the browser drew the field itself', () => {
    const served = document.body.appendChild(document.createElement('div'))
    served.innerHTML = renderToString(<Search seen={[]} />)
    const seen: string[] = []
    act(() => {
      root = hydrateRoot(served, <Search seen={seen} />)
    })
    act(() => root!.unmount())
    act(() => {
      root = createRoot(document.body.appendChild(document.createElement('div')))
      root.render(<Search seen={seen} />)
    })
    expect(seen).toEqual([])
  })
})
