import { EARLY_TAP } from './startup-code.ts'

/**
 * Makes sure a tap on a page form's submit button sends the form while React takes the page
 * over (docs/decisions/033-forms-before-script.md). React hydrates the tapped part then and there
 * to hand it the tap, and Chromium then sends no form for that tap: the button was pressed, and
 * nothing happened. Installed by the entry before the take-over starts; a tap whose form was not
 * sent by the time the tap is over sends it (to React's handler once the part is taken over, else
 * to the server). A form sent as usual is not sent twice.
 */
export function keepFormTaps() {
  const sent = new WeakSet<HTMLFormElement>()
  document.addEventListener('submit', (event) => sent.add(event.target as HTMLFormElement), true)
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      const button = target?.closest?.<HTMLButtonElement>('button[type="submit"]')
      const form = button?.form
      if (!button || !form || form.method !== 'post') return
      sent.delete(form)
      setTimeout(() => {
        const pressed = !event.defaultPrevented && !button.disabled && button.isConnected
        if (pressed && !sent.has(form)) form.requestSubmit(button)
      }, 0)
    },
    true,
  )
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
