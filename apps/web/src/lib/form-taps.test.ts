// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { KEEP_EARLY_TAPS } from '../../vite.first-paint.ts'
import { keepFormTaps, takeEarlyTap } from './form-taps.ts'

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

describe('a tap on pay while the page is taken over', () => {
  // One keeper for the file, as the entry installs one for the page.
  beforeAll(keepFormTaps)

  /** A posting form whose submit events are counted (React's handler would send it). */
  function payForm() {
    vi.useFakeTimers()
    const form = document.createElement('form')
    form.method = 'post'
    form.innerHTML = `<input name="amount" value="25000"><button type="submit">پرداخت</button>`
    document.body.append(form)
    const button = form.querySelector('button')!
    let top = 300
    button.getBoundingClientRect = () => ({ top, left: 20 }) as DOMRect
    const sent: string[] = []
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push((event as SubmitEvent).submitter?.textContent ?? '')
    })
    const moveBy = (px: number) => (top += px)
    const press = () => button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    const lift = (on: Element) => on.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    return { form, button, sent, moveBy, press, lift }
  }

  it('sends the form once when the button moved under the finger and the click reached the form', () => {
    const { form, sent, moveBy, press, lift } = payForm()
    press()
    moveBy(24)
    lift(form)
    vi.runAllTimers()
    expect(sent).toEqual(['پرداخت'])
  })

  it('leaves a press that slid off a button that stayed where it was', () => {
    const { form, sent, press, lift } = payForm()
    press()
    lift(form)
    vi.runAllTimers()
    expect(sent).toEqual([])
  })

  it('does not send twice a form the tap already sent', () => {
    const { button, sent, press } = payForm()
    press()
    button.click()
    vi.runAllTimers()
    expect(sent).toEqual(['پرداخت'])
  })
})
