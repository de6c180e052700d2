import { options } from 'preact'

/**
 * Events a person makes one at a time (a key, a tap, an edit): React runs the effects of the
 * render such an event causes before the next event is handled; Preact runs effects after the
 * next frame, 16 to 35 ms on, by which time the next key may already have come. Libraries written
 * for React count on the first (the date fields' sections, the rich-text editor's value), so the
 * app does as React does for these.
 */
const DISCRETE = [
  'beforeinput',
  'input',
  'change',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'submit',
  'paste',
  'cut',
  'compositionend',
  'drop',
] as const

const runSoon = (flush: () => void) => queueMicrotask(flush)

/**
 * Until the current task ends, Preact runs the effects of what it renders right after rendering it
 * (`options.requestAnimationFrame` schedules them). A test's `act`, which puts in a schedule of its
 * own, is left alone.
 */
export function runEffectsSoon() {
  if (options.requestAnimationFrame === runSoon) return
  const before = options.requestAnimationFrame
  options.requestAnimationFrame = runSoon
  setTimeout(() => {
    if (options.requestAnimationFrame === runSoon) options.requestAnimationFrame = before
  })
}

/** Effects of a person's input run as React runs them (see `DISCRETE`), on `target` and below. */
export function runInputEffectsSoon(target: EventTarget = window) {
  for (const type of DISCRETE)
    target.addEventListener(type, runEffectsSoon, { capture: true, passive: true })
}
