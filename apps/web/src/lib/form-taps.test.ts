// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEEP_EARLY_TAPS } from '../../vite.first-paint.ts'
import { takeEarlyTap } from './form-taps.ts'

/** A served page with the boot script's first lines run, and a log of what React would hear. */
function page() {
  vi.useFakeTimers()
  const root = document.createElement('div')
  root.id = 'root'
  root.innerHTML = `
    <button type="button" id="menu">منو</button>
    <button type="button" id="lang">English</button>
    <form><button id="send">پرداخت</button></form>`
  document.body.append(root)
  root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
  new Function(KEEP_EARLY_TAPS)()
  const presses: string[] = []
  // React's handlers, as they are once the page is taken over.
  const listen = () =>
    root.addEventListener('click', (event) => presses.push((event.target as Element).id))
  const press = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!.click()
  return { root, presses, listen, press }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('a tap before the app listens', () => {
  it('the last button tapped is pressed again once the page is taken over', () => {
    const { presses, listen, press } = page()
    press('menu')
    press('lang')
    const early = takeEarlyTap()
    listen()
    early.press()
    vi.runAllTimers()
    expect(presses).toEqual(['lang'])
  })

  it('form buttons are left to the browser, and taps after the hand-over to React', () => {
    const { presses, listen, press } = page()
    press('send')
    const early = takeEarlyTap()
    listen()
    press('menu')
    early.press()
    vi.runAllTimers()
    expect(presses).toEqual(['menu'])
  })

  it('a button that left the page meanwhile is not pressed', () => {
    const { root, presses, listen, press } = page()
    press('menu')
    press('lang')
    root.querySelector('#lang')!.remove()
    const early = takeEarlyTap()
    listen()
    early.press()
    vi.runAllTimers()
    expect(presses).toEqual([])
  })
})
