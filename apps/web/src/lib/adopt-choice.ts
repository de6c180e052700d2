import { useLayoutEffect, useRef } from 'react'

/**
 * For a group of radio buttons a page's plain form posts, but whose choice lives outside the
 * form's state (a suggested amount, the gateway): when the page is taken over, a radio the visitor
 * checked before the script ran (checked, though not as served) is reported to `choose`. Put the
 * returned ref on an element holding the group.
 */
export function useAdoptChoice<E extends HTMLElement>(choose: (value: string) => void) {
  const ref = useRef<E>(null)
  useLayoutEffect(() => {
    const picked = Array.from(
      ref.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [],
    ).find((radio) => radio.checked && !radio.defaultChecked)
    if (picked) choose(picked.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  return ref
}
