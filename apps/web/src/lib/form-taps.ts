import { EARLY_TAP } from './startup-code.ts'

/**
 * Makes sure a tap on a page form's submit button sends the form while React takes the page
 * over (docs/decisions/033-forms-before-script.md). Installed by the entry before the take-over
 * starts. Two ways a tap was lost, both seen in Chromium:
 *
 * - React hydrates the tapped part then and there to hand it the tap, and the browser sends no
 *   form for that tap;
 * - the take-over moves the button under the finger (the form adopts what was typed before the
 *   script and shows more, such as the amount in words): the press began on the button and ended
 *   beside it, so the browser's click goes to the form, and nothing is sent.
 *
 * A tap whose form was not sent by the time the tap is over sends it (to React's handler once the
 * part is taken over, else to the server). A form sent as usual is not sent twice, and a press
 * that slid off a button that stayed where it was is left cancelled, as the browser leaves it.
 */
export function keepFormTaps() {
  const sent = new WeakSet<HTMLFormElement>()
  let pressed: { button: HTMLButtonElement; at: string } | null = null
  document.addEventListener('submit', (event) => sent.add(event.target as HTMLFormElement), true)
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = submitButton(event.target)
      pressed = button ? { button, at: place(button) } : null
    },
    true,
  )
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      let button = submitButton(target)
      // Pressed on the button, which then moved: the click reached the form instead.
      if (
        !button &&
        pressed &&
        target?.contains(pressed.button) &&
        place(pressed.button) !== pressed.at
      )
        button = pressed.button
      pressed = null
      const form = button?.form
      if (!button || !form) return
      sent.delete(form)
      setTimeout(() => {
        const stillPressed = !event.defaultPrevented && !button.disabled && button.isConnected
        if (stillPressed && !sent.has(form)) form.requestSubmit(button)
      }, 0)
    },
    true,
  )
}

/** The submit button of a page form (a form that posts) the event reached, if any. */
function submitButton(target: EventTarget | null) {
  const button = (target as Element | null)?.closest?.<HTMLButtonElement>('button[type="submit"]')
  return button?.form?.method === 'post' ? button : null
}

/** Where an element stands on the screen, to tell whether it moved. */
function place(element: Element) {
  const { top, left } = element.getBoundingClientRect()
  return `${Math.round(top)},${Math.round(left)}`
}

/**
 * The last tap on one of the page's own buttons (a menu, the language switch) made before React
 * listened, kept by the boot script (`KEEP_EARLY_TAPS` in vite.first-paint.ts): the served HTML's
 * buttons do nothing by themselves, and React hears only what happens once the take-over starts.
 * Called just before the take-over; from then on taps are React's. `press` presses it again once
 * the page is taken over, if it is still on the page and can be pressed.
 */
export function takeEarlyTap() {
  const handOver = (
    window as unknown as Record<string, (() => HTMLButtonElement | null) | undefined>
  )[EARLY_TAP]
  const button = handOver?.() ?? null
  return {
    press: () => {
      // In a task of its own, after the commit: React hydrates the button's part there and then
      // to hand it the tap, which it cannot do while it is still finishing the commit.
      setTimeout(() => {
        if (button?.isConnected && !button.disabled) button.click()
      })
    },
  }
}
