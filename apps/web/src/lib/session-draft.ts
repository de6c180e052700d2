import { useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

const PREFIX = 'kheyr:draft:'

/** The draft kept under `key` in this tab, or null (none, or storage refused). */
export function readDraft<T extends object>(key: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key)
    return raw ? (JSON.parse(raw) as Partial<T>) : null
  } catch {
    return null
  }
}

/** Drops the draft kept under `key` (once what it held was sent). */
export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(PREFIX + key)
  } catch {
    // Without storage there was no draft.
  }
}

/**
 * A form kept alive for the session (spec: a kept-alive page): its values as last left in this
 * tab over `defaults`, read once. With `useKeepDraft` every change is kept as it is typed, so
 * leaving the page half filled and coming back finds it as it was; `clearDraft` once it is sent.
 * Kept in the tab's session storage only: it goes with the tab, and reaches no other device.
 */
export function useDraftDefaults<T extends object>(key: string, defaults: T): T {
  const [initial] = useState<T>(() => ({ ...defaults, ...readDraft<T>(key) }))
  return initial
}

/** Keeps each change of `form`'s values under `key` for the session (see `useDraftDefaults`). */
export function useKeepDraft<T extends FieldValues>(
  key: string,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'watch'>,
) {
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => {
      try {
        sessionStorage.setItem(PREFIX + key, JSON.stringify(values))
      } catch {
        // A full or refused storage only means the form is not kept.
      }
    })
    return unsubscribe
  }, [form, key])
}
