import { toLatinDigits, toPersianDigits } from '@kheyr/contracts/digits'
import type { FormEvent } from 'react'

/**
 * `onInputCapture` for a picker's field: a digit typed in any script (a Persian keyboard, the
 * number pad) becomes the script the field writes in, before the field reads it. The pickers'
 * fields take only the digits their adapter writes (Latin for the Jalali one).
 */
export const typedDigitsAs = (script: 'persian' | 'latin') => (event: FormEvent<HTMLElement>) => {
  const target = event.target as HTMLElement
  const typed = target.textContent
  if (!typed || !target.isContentEditable) return
  const latin = toLatinDigits(typed)
  const next = script === 'persian' ? toPersianDigits(latin) : latin
  if (next !== typed) target.textContent = next
}
