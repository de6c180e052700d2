import { useLayoutEffect, useRef } from 'react'

/**
 * The fields of a server-rendered form the visitor changed before the page's script ran, by name:
 * React keeps what the server rendered (`defaultValue`, `defaultChecked`, `defaultSelected`) while
 * it takes a page over, and leaves what was typed or chosen in the element. A checkbox gives
 * whether it is ticked; a radio group, the value chosen; hidden fields are left out.
 */
export function changedBeforeTakeOver(element: HTMLElement): Map<string, string | boolean> {
  const changed = new Map<string, string | boolean>()
  for (const field of Array.from(element.querySelectorAll('input, textarea, select'))) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      if (!(field instanceof HTMLSelectElement) || !field.name) continue
      const served = Array.from(field.options).find((option) => option.defaultSelected)
      if (field.value !== (served ?? field.options[0])?.value) changed.set(field.name, field.value)
      continue
    }
    if (!field.name || field.type === 'hidden') continue
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked) changed.set(field.name, field.checked)
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked && !field.defaultChecked) changed.set(field.name, field.value)
    } else if (field.value !== field.defaultValue) changed.set(field.name, field.value)
  }
  return changed
}

/**
 * For a group of radio buttons a page's plain form posts, but whose choice lives outside the
 * form's state (a suggested amount, the gateway): when the page is taken over, a radio the visitor
 * checked before the script ran is reported to `choose`. Put the returned ref on an element
 * holding the group.
 */
export function useAdoptChoice<E extends HTMLElement>(choose: (value: string) => void) {
  const ref = useRef<E>(null)
  useLayoutEffect(() => {
    const picked = ref.current && changedBeforeTakeOver(ref.current).values().next().value
    if (typeof picked === 'string') choose(picked)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  return ref
}

/**
 * For one field a server-rendered page shows outside a plain form (a list's search box): what the
 * visitor typed in it before the page's script ran is reported to `adopt` as the page is taken
 * over. Put the returned ref on the field's element.
 */
export function useAdoptTyped<E extends HTMLInputElement | HTMLTextAreaElement>(
  adopt: (value: string) => void,
) {
  const ref = useRef<E>(null)
  useLayoutEffect(() => {
    const field = ref.current
    if (field && field.value !== field.defaultValue) adopt(field.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  return ref
}
